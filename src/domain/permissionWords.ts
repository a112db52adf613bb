/**
 * Plain words for permissions (issue 21 item 13): each permission name has a place in the role
 * editor's grid — a row (what it is about) and a column (the action) inside its area — and a
 * sentence saying what it allows. Texts are i18n keys (`spendboard.permissions.*`, in
 * `src/i18n/{en,ar}/permissionWords.ts`); the raw name is never shown.
 */
import { PERMISSION_COLUMNS, type PermissionColumn, type PermissionPlace } from './permissionColumns';
import { LIMIT_ENTITIES, LIMIT_MODES, limitPermission, transferPermission, type LimitEntity, type LimitModeName } from './permissionNames';
import { RESOURCE_DECLARATIONS } from './resources';

export { PERMISSION_COLUMNS, type PermissionColumn, type PermissionPlace };

const NAMED_PLACES: Record<string, PermissionPlace> = {
  'read cards': { row: 'cards', column: 'view' },
  'create cards': { row: 'cards', column: 'create' },
  'update cards': { row: 'cards', column: 'change' },
  'read card details': { row: 'card_details', column: 'view' },
  'quick actions': { row: 'card_quick_actions', column: 'use' },
  'manage card controls': { row: 'card_controls', column: 'change' },
  'read roles': { row: 'roles', column: 'view' },
  'create roles': { row: 'roles', column: 'create' },
  'update roles': { row: 'roles', column: 'change' },
  'delete roles': { row: 'roles', column: 'delete' },
  'read permissions': { row: 'role_permissions', column: 'view' },
  'assign permissions': { row: 'role_permissions', column: 'change' },
  'assign roles': { row: 'user_roles', column: 'change' },
  'read people': { row: 'people', column: 'view' },
  'invite people': { row: 'people', column: 'create' },
  'manage people': { row: 'people', column: 'change' },
  'read people details': { row: 'person_details', column: 'view' },
  'read expenses': { row: 'expenses', column: 'view' },
  'update expenses': { row: 'expenses', column: 'change' },
  'approve expenses': { row: 'expenses', column: 'approve' },
  'read funding requests': { row: 'funding_requests', column: 'view' },
  'organize funding requests': { row: 'funding_requests', column: 'change' },
  'read requests': { row: 'card_limit_requests', column: 'view' },
  'organize requests': { row: 'card_limit_requests', column: 'approve' },
  'read disputes': { row: 'disputes', column: 'view' },
  'read reports': { row: 'reports', column: 'view' },
  'read payroll': { row: 'payroll', column: 'view' },
  'prepare payroll': { row: 'payroll', column: 'change' },
  'approve payroll': { row: 'payroll', column: 'approve' },
  'organize disputes': { row: 'disputes', column: 'change' },
  'read compliance': { row: 'compliance', column: 'view' },
  'manage compliance': { row: 'compliance', column: 'change' },
  'read accounting': { row: 'accounting', column: 'view' },
  'lock accounting': { row: 'accounting', column: 'lock' },
  'sync accounting': { row: 'accounting', column: 'sync' },
  'organize counterparts': { row: 'counterparts', column: 'change' },
  'organize classifications': { row: 'classifications', column: 'change' },
  'update accounting settings': { row: 'accounting_settings', column: 'change' },
  'read integrations': { row: 'integrations', column: 'view' },
  'manage integrations': { row: 'integrations', column: 'change' },
  'read administrators': { row: 'users', column: 'view' },
  'create administrators': { row: 'users', column: 'create' },
  'update administrators': { row: 'users', column: 'change' },
  'delete administrators': { row: 'users', column: 'delete' },
  'read departments': { row: 'departments', column: 'view' },
  'create departments': { row: 'departments', column: 'create' },
  'update departments': { row: 'departments', column: 'change' },
  'delete departments': { row: 'departments', column: 'delete' },
  'read department details': { row: 'department_details', column: 'view' },
  'read company information': { row: 'company_information', column: 'view' },
  'update company information': { row: 'company_information', column: 'change' },
  'read corporate e-wallet information': { row: 'corporate_e_wallet', column: 'view' },
  'read account information': { row: 'account_information', column: 'view' },
  'update dark mode setting': { row: 'dark_mode', column: 'change' },
  'update support admin emails': { row: 'support_admin_emails', column: 'change' },
  'update account information': { row: 'account_information', column: 'change' },
  'update corporate e-wallet information': { row: 'corporate_e_wallet', column: 'change' },
  'update transfer approval department information': { row: 'transfer_approval_department', column: 'change' },
  'update expense notification setting': { row: 'expense_notifications', column: 'change' },
  'approve bills': { row: 'bills', column: 'approve' },
  'read bills': { row: 'bills', column: 'view' },
  'create bills': { row: 'bills', column: 'create' },
  'update bills': { row: 'bills', column: 'change' },
  'delete bills': { row: 'bills', column: 'delete' },
  'pay bills': { row: 'bill_payments', column: 'use' },
  update_card_currency: { row: 'card_currency', column: 'change' },
  update_card_type: { row: 'card_type', column: 'change' },
  transfer_from_member_to_department: { row: 'from_member', column: 'to_department' },
  transfer_from_member_to_company: { row: 'from_member', column: 'to_company' },
  transfer_from_member_to_card: { row: 'from_member', column: 'to_card' },
  transfer_from_department_to_member: { row: 'from_department', column: 'to_member' },
  transfer_from_department_to_company: { row: 'from_department', column: 'to_company' },
  transfer_from_department_to_card: { row: 'from_department', column: 'to_card' },
  transfer_from_company_to_member: { row: 'from_company', column: 'to_member' },
  transfer_from_company_to_department: { row: 'from_company', column: 'to_department' },
  transfer_from_company_to_card: { row: 'from_company', column: 'to_card' },
  transfer_from_card_to_member: { row: 'from_card', column: 'to_member' },
  transfer_from_card_to_department: { row: 'from_card', column: 'to_department' },
  transfer_from_card_to_company: { row: 'from_card', column: 'to_company' },
};

const limitPlaces = LIMIT_ENTITIES.flatMap((entity: LimitEntity) =>
  LIMIT_MODES.map((mode: LimitModeName) => [limitPermission(entity, mode), { row: `${entity}_limits`, column: `limit_${mode}` }] as const),
);

const transferPlaces = LIMIT_ENTITIES.flatMap((from) =>
  LIMIT_ENTITIES.filter((to) => to !== from).map(
    (to) => [transferPermission(from, to), { row: `from_${from}`, column: `to_${to}` }] as const,
  ),
);

/** The places of the names the resources declare (src/domain/resources/). */
const declaredPlaces = RESOURCE_DECLARATIONS.flatMap((declaration) => declaration.permissions).map(
  ({ name, row, column }) => [name, { row, column }] as const,
);

const PLACES: Readonly<Record<string, PermissionPlace>> = {
  ...NAMED_PLACES,
  ...Object.fromEntries<PermissionPlace>(declaredPlaces),
  ...Object.fromEntries<PermissionPlace>([...limitPlaces, ...transferPlaces]),
};

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
