/**
 * Every permission name the product knows (spec §6). The mock API seeds roles from
 * this list and enforces it; the app checks the same names. One list, both sides.
 * Each name is declared by its resource in src/domain/resources/<resource>.ts (its group, its place in
 * the role editor and its default grants); this file only orders the groups.
 */
import type { components } from '../api/schema';
import { LIMIT_ENTITIES, LIMIT_MODES, type LimitEntity, type LimitModeName } from './contractLists';
import { limitPermission, transferPermission } from './limitPermissions';
import { RESOURCE_DECLARATIONS } from './resources';

export { LIMIT_ENTITIES, LIMIT_MODES, limitPermission, transferPermission, type LimitEntity, type LimitModeName };

/** The groups (the role editor's areas, the contract's `PermissionGroupName`), in the order the role editor and the permission list show them. */
const GROUP_ORDER = [
  'cards',
  'roles',
  'people',
  'expenses',
  'funding',
  'accounting',
  'administrators',
  'departments',
  'company',
  'bills',
  'cardConfig',
  'limits',
  'transfers',
  'payroll',
  'catalogues',
] as const satisfies readonly components['schemas']['PermissionGroupName'][];

export type PermissionGroup = (typeof GROUP_ORDER)[number];

/** The permission names the resources declare in a group (src/domain/resources/), in their order. */
function declaredIn(group: string): readonly string[] {
  return RESOURCE_DECLARATIONS.flatMap((declaration) => declaration.permissions.filter((permission) => permission.group === group)).map(
    (permission) => permission.name,
  );
}

/** Every group's names, as the resources declare them. */
export const PERMISSION_GROUPS = Object.fromEntries(GROUP_ORDER.map((group) => [group, declaredIn(group)])) as Readonly<
  Record<PermissionGroup, readonly string[]>
>;

export const ALL_PERMISSIONS: readonly string[] = Object.values(PERMISSION_GROUPS).flat();
