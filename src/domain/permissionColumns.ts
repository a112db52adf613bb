/**
 * The role editor's grid columns (issue 21 item 13), in the order they are shown: what a permission lets one do
 * with its row. `permissionWords.ts` places every permission in one of them.
 */
import { LIMIT_ENTITIES, LIMIT_MODES } from './contractLists';

export const PERMISSION_COLUMNS = [
  'view',
  'create',
  'change',
  'delete',
  'use',
  'approve',
  'lock',
  'sync',
  ...LIMIT_MODES.map((mode) => `limit_${mode}` as const),
  ...LIMIT_ENTITIES.map((entity) => `to_${entity}` as const),
] as const;

export type PermissionColumn = (typeof PERMISSION_COLUMNS)[number];

export type PermissionPlace = { row: string; column: PermissionColumn };
