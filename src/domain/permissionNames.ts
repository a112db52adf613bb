/**
 * Every permission name the product knows (spec §6). The mock API seeds roles from
 * this list and enforces it; the app checks the same names. One list, both sides.
 * A resource's own names (`read|create|update|delete <noun>`) are declared with it in
 * src/domain/resources/<resource>.ts and join their group here.
 */
import { LIMIT_ENTITIES, LIMIT_MODES, type LimitEntity, type LimitModeName } from './contractLists';
import { RESOURCE_DECLARATIONS } from './resources';

/** The permission names the resources declare in a group (src/domain/resources/), in their order. */
function declaredIn(group: string): readonly string[] {
  return RESOURCE_DECLARATIONS.flatMap((declaration) => declaration.permissions.filter((permission) => permission.group === group)).map(
    (permission) => permission.name,
  );
}

export { LIMIT_ENTITIES, LIMIT_MODES, type LimitEntity, type LimitModeName };

/** The groups and the names spec §6 gives them; the resources' own names join them below. */
const SPEC_GROUPS = {
  cards: ['read cards', 'create cards', 'update cards', 'quick actions', 'read card details', 'manage card controls'],
  roles: ['read roles', 'create roles', 'update roles', 'delete roles', 'assign permissions', 'assign roles', 'read permissions'],
  people: ['read people', 'invite people', 'read people details', 'manage people'],
  expenses: [
    'read expenses',
    'update expenses',
    'approve expenses',
    'read disputes',
    'organize disputes',
    'read compliance',
    'manage compliance',
    'read reports',
  ],
  funding: ['read funding requests', 'organize funding requests', 'read requests', 'organize requests'],
  accounting: [
    'read accounting',
    'lock accounting',
    'sync accounting',
    'organize counterparts',
    'organize classifications',
    'update accounting settings',
    'read integrations',
    'manage integrations',
  ],
  administrators: ['read administrators', 'create administrators', 'delete administrators', 'update administrators'],
  departments: ['read departments', 'create departments', 'read department details', 'update departments', 'delete departments'],
  company: [
    'read company information',
    'update company information',
    'read corporate e-wallet information',
    'update corporate e-wallet information',
    'read account information',
    'update account information',
    'update transfer approval department information',
    'update expense notification setting',
    'update dark mode setting',
    'update support admin emails',
  ],
  bills: ['approve bills', 'read bills', 'create bills', 'update bills', 'pay bills', 'delete bills'],
  cardConfig: ['update_card_currency', 'update_card_type'],
  limits: LIMIT_ENTITIES.flatMap((entity) => LIMIT_MODES.map((mode) => limitPermission(entity, mode))),
  transfers: LIMIT_ENTITIES.flatMap((from) => LIMIT_ENTITIES.filter((to) => to !== from).map((to) => transferPermission(from, to))),
  payroll: ['read payroll', 'prepare payroll', 'approve payroll'],
  catalogues: [],
} as const satisfies Record<string, readonly string[]>;

export type PermissionGroup = keyof typeof SPEC_GROUPS;

/** Every group's names: spec §6's, then those the resources declare in it. */
export const PERMISSION_GROUPS = Object.fromEntries(
  Object.entries(SPEC_GROUPS).map(([group, names]) => [group, [...names, ...declaredIn(group)]]),
) as unknown as Readonly<Record<PermissionGroup, readonly string[]>>;

export const ALL_PERMISSIONS: readonly string[] = Object.values(PERMISSION_GROUPS).flat();

/** `update_card_limits_inherited`, `update_department_limits_balance`, … */
export function limitPermission(entity: LimitEntity, mode: LimitModeName): string {
  return `update_${entity}_limits_${mode}`;
}

/** `transfer_from_company_to_card`, … */
export function transferPermission(from: LimitEntity, to: LimitEntity): string {
  return `transfer_from_${from}_to_${to}`;
}
