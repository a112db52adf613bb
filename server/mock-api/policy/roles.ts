import type { RoleWrite } from '../../../src/api/schema.d.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredCompany, StoredRole } from '../store/types.ts';

/**
 * Role writes beyond the schema: a name unique in the company, permissions by known names, and
 * no deleting a role someone holds. What a caller may grant is `grants.ts`.
 */

export const NO_PERMISSIONS_MESSAGE = 'Choose at least one permission: a role without permissions lets its holders do nothing.';

/** Field errors of a create (`existing` undefined) or update; empty when the write may go ahead. */
export function roleErrors(db: MockDatabase, company: StoredCompany, body: RoleWrite, existing?: StoredRole): FieldErrors {
  const errors: FieldErrors = {};
  const name = body.name.trim().toLowerCase();
  if (db.roles.some((row) => row.company_id === company.id && row.id !== existing?.id && row.name.toLowerCase() === name)) {
    errors.name = ['The name has already been taken.'];
  }
  const known = new Set(db.permissions.map((permission) => permission.name));
  const unknown = (body.permissions ?? []).filter((name) => !known.has(name));
  if (unknown.length > 0) errors.permissions = [`Unknown permissions: ${unknown.join(', ')}.`];
  // A role that grants nothing is refused (issue 35 item 6); leaving `permissions` out keeps them.
  if (body.permissions && body.permissions.length === 0) errors.permissions = [NO_PERMISSIONS_MESSAGE];
  return errors;
}

/** Why the role cannot be deleted (someone holds it), or empty. */
export function roleDeleteErrors(db: MockDatabase, role: StoredRole): FieldErrors {
  const holders = db.members.filter((member) => member.role_ids.includes(role.id)).length;
  if (holders === 0) return {};
  const people = holders === 1 ? '1 person' : `${holders} people`;
  return { role: [`This role is held by ${people}: take it away from them before deleting it.`] };
}

/** The stored permissions with these names (validated by `roleErrors`). */
export function permissionsNamed(db: MockDatabase, names: readonly string[]): StoredRole['permissions'] {
  return db.permissions.filter((permission) => names.includes(permission.name)).map(({ id, name }) => ({ id, name }));
}
