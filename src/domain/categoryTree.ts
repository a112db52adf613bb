/**
 * The category tree (issue 11, categories): two levels deep. A top-level category may have
 * children; a child cannot have children, and a category with children cannot become a child.
 */

export type CategoryNode = { id: number; parent_id: number | null };

export type CategoryParentProblem = 'self' | 'missing' | 'parent_is_child' | 'has_children';

/**
 * Why `categoryId` (undefined for a new category) cannot have `parentId` as its parent, or null.
 * `rows` are the company's categories.
 */
export function categoryParentProblem(
  rows: readonly CategoryNode[],
  categoryId: number | undefined,
  parentId: number | null | undefined,
): CategoryParentProblem | null {
  if (parentId === null || parentId === undefined) return null;
  if (categoryId !== undefined && parentId === categoryId) return 'self';
  const parent = rows.find((row) => row.id === parentId);
  if (!parent) return 'missing';
  if (parent.parent_id !== null) return 'parent_is_child';
  if (categoryId !== undefined && rows.some((row) => row.parent_id === categoryId)) return 'has_children';
  return null;
}

/**
 * A category's place in the tree order (sort ascending): each top-level category, by name,
 * followed by its children, by name. `parentName` is null for a top-level category.
 */
export function categoryTreeKey(name: string, parentName: string | null): string {
  const key = (text: string) => text.trim().toLowerCase();
  return parentName === null ? `${key(name)}\u0000` : `${key(parentName)}\u0000${key(name)}`;
}

/** A category as a person finds it in the tree: 'Travel › Flights' (a top-level one by its name). */
export const categoryLabel = (category: { name: string; parent_name?: string | null }): string =>
  category.parent_name ? `${category.parent_name} › ${category.name}` : category.name;

/** A category and its sub-categories: what a person means by the category (its spend includes theirs). */
export function categoryWithChildren(rows: readonly CategoryNode[], categoryId: number): number[] {
  return [categoryId, ...rows.filter((row) => row.parent_id === categoryId && row.id !== categoryId).map((row) => row.id)];
}
