/**
 * Plain words for permissions (issue 21 item 13): each permission name has a place in the role
 * editor's grid — a row (what it is about) and a column (the action) inside its area, declared with
 * its resource in src/domain/resources/ — and a sentence saying what it allows. Texts are i18n keys (`spendboard.permissions.*`: the words and rows in each resource's
 * `src/i18n/{en,ar}/resources/<file>.ts`, the columns in `src/i18n/{en,ar}/permissionWords.ts`); the raw name is never shown.
 */
import { PERMISSION_COLUMNS, type PermissionColumn, type PermissionPlace } from './permissionColumns';
import { RESOURCE_DECLARATIONS } from './resources';

export { PERMISSION_COLUMNS, type PermissionColumn, type PermissionPlace };

/** Each permission's place, as its resource declares it (src/domain/resources/). */
const PLACES: Readonly<Record<string, PermissionPlace>> = Object.fromEntries(
  RESOURCE_DECLARATIONS.flatMap((declaration) => declaration.permissions).map(({ name, row, column }) => [name, { row, column }] as const),
);

/** `update corporate e-wallet information` → `update_corporate_e_wallet_information`. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** The sentence saying what a permission allows. */
export const permissionWordsKey = (name: string) => `spendboard.permissions.words.${slug(name)}`;
export const permissionRowKey = (row: string) => `spendboard.permissions.rows.${row}`;
export const permissionColumnKey = (column: PermissionColumn) => `spendboard.permissions.columns.${column}`;

/** Where a permission sits in the grid; a name the app does not know gets a row of its own under 'use'. */
export function permissionPlace(name: string): PermissionPlace & { known: boolean } {
  const place = PLACES[name];
  return place ? { ...place, known: true } : { row: slug(name), column: 'use', known: false };
}

export type PermissionGridRow = { row: string; known: boolean; cells: Partial<Record<PermissionColumn, string>> };
export type PermissionGrid = { columns: PermissionColumn[]; rows: PermissionGridRow[] };

/**
 * One area's permissions as a grid: the columns used (in `PERMISSION_COLUMNS` order) and the rows
 * in the order of their first permission; each cell holds the permission name.
 */
export function permissionGrid(names: readonly string[]): PermissionGrid {
  const rows: PermissionGridRow[] = [];
  const used = new Set<PermissionColumn>();
  for (const name of names) {
    const { row, column, known } = permissionPlace(name);
    let gridRow = rows.find((candidate) => candidate.row === row);
    if (!gridRow) {
      gridRow = { row, known, cells: {} };
      rows.push(gridRow);
    }
    gridRow.cells[column] = name;
    used.add(column);
  }
  return { columns: PERMISSION_COLUMNS.filter((column) => used.has(column)), rows };
}
