import { useGetList } from 'react-admin';
import type { Category } from '../../api/schema';
import { OPTIONS_PAGE } from '../../domain/optionLists';

/** The company's active top-level categories (the parents a category may have), by name; `exceptId` left out. */
export function useTopLevelCategories(exceptId?: number) {
  const { data = [], isPending } = useGetList<Category>('categories', {
    pagination: OPTIONS_PAGE,
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'active' },
  });
  return { choices: data.filter((category) => category.parent_id === null && category.id !== exceptId), isPending };
}
