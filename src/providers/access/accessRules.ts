/**
 * The one place that maps react-admin's (resource, action) to a permission name (spec §6).
 * react-admin asks with actions such as 'list', 'show', 'create', 'edit', 'delete', 'export';
 * a gate that needs a named permission asks with resource PERMISSION_RESOURCE and the name
 * as action. A pair with no rule needs no permission. A resource declared in src/domain/resources/
 * brings its own rules (`access`).
 */
import { RESOURCE_DECLARATIONS } from '../../domain/resources';
import { readAccess, type AccessRules } from '../../domain/resources/resourceDeclaration';

export const PERMISSION_RESOURCE = 'permissions';

const READ = readAccess;

export const RESOURCE_PERMISSIONS: Readonly<Record<string, AccessRules>> = {
  cards: { ...READ('read cards', 'read card details'), create: 'create cards', edit: 'update cards' },
  people: { ...READ('read people', 'read people details'), create: 'invite people', edit: 'manage people', delete: 'manage people' },
  departments: {
    ...READ('read departments', 'read department details'),
    create: 'create departments',
    edit: 'update departments',
    delete: 'delete departments',
  },
  roles: { ...READ('read roles'), create: 'create roles', edit: 'update roles', delete: 'delete roles' },
  users: {
    ...READ('read administrators'),
    create: 'create administrators',
    edit: 'update administrators',
    delete: 'delete administrators',
  },
  expenses: { ...READ('read expenses'), edit: 'update expenses', create: 'update expenses' },
  'funding-requests': { ...READ('read funding requests'), create: 'read funding requests', edit: 'organize funding requests' },
  'wallet-entries': { ...READ('read corporate e-wallet information') },
  requests: { ...READ('read requests'), create: 'read requests', edit: 'organize requests' },
  'payroll-employees': { ...READ('read payroll'), create: 'prepare payroll', edit: 'prepare payroll' },
  'payroll-runs': { ...READ('read payroll'), create: 'prepare payroll', edit: 'prepare payroll', approve: 'approve payroll' },
  'payroll-run-lines': { ...READ('read payroll'), edit: 'prepare payroll' },
  disputes: { ...READ('read disputes'), create: 'organize disputes', edit: 'organize disputes' },
  bills: { ...READ('read bills'), create: 'create bills', edit: 'update bills', delete: 'delete bills' },
  'accounting-expenses': { ...READ('read accounting'), sync: 'sync accounting' },
  'accounting-payables': { ...READ('read accounting'), sync: 'sync accounting' },
  // The catalogues and every resource declared in src/domain/resources/ bring their own rules.
  ...Object.fromEntries(RESOURCE_DECLARATIONS.map((declaration) => [declaration.resource, declaration.access])),
};

/** The permission a (resource, action) needs, or null when none is needed. */
export function permissionForAccess(resource: string | undefined, action: string): string | null {
  if (resource === PERMISSION_RESOURCE) return action;
  if (!resource) return null;
  return RESOURCE_PERMISSIONS[resource]?.[action] ?? null;
}
