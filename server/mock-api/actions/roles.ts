import type { RoleWrite } from '../../../src/api/schema.d.ts';
import { findOwned } from '../auth/guards.ts';
import { forbidden, refuseWith, rejectInvalid, validationFailed } from '../http/errors.ts';
import { rolePermissionsRefusal } from '../policy/grants.ts';
import { permissionsNamed, roleDeleteErrors, roleErrors } from '../policy/roles.ts';
import { sameSet } from '../policy/sameSet.ts';
import type { StoredRole } from '../store/types.ts';
import type { Actor } from './actor.ts';

const SYSTEM_ROLE_MESSAGE = 'System roles are read-only: they cannot be changed or deleted.';

/** The company's role (404 otherwise) unless it is a system role (403). */
export function editableRole(actor: Actor, id: string): StoredRole {
  const role = findOwned(actor.db.roles, id, actor.company.id);
  if (role.system) throw forbidden(SYSTEM_ROLE_MESSAGE);
  return role;
}

/** A new role of the company; setting permissions needs `assign permissions`, and only permissions the caller holds (403 naming the others). */
export function createRole(actor: Actor, body: RoleWrite): StoredRole {
  if (body.permissions && body.permissions.length > 0) actor.require('assign permissions');
  rejectInvalid(roleErrors(actor.db, actor.company, body));
  refuseWith(rolePermissionsRefusal(actor, body.permissions ?? []));
  const role: StoredRole = {
    id: actor.store.nextId(actor.db.roles),
    company_id: actor.company.id,
    name: body.name.trim(),
    system: false,
    permissions: permissionsNamed(actor.db, body.permissions ?? []),
  };
  actor.db.roles.push(role);
  return role;
}

/** Renames a role and, with `assign permissions` when they change, sets its permissions (within the caller's own). */
export function updateRole(actor: Actor, role: StoredRole, body: RoleWrite): void {
  const current = role.permissions.map((permission) => permission.name);
  if (body.permissions && !sameSet(body.permissions, current)) actor.require('assign permissions');
  rejectInvalid(roleErrors(actor.db, actor.company, body, role));
  if (body.permissions) refuseWith(rolePermissionsRefusal(actor, body.permissions, role.permissions));
  role.name = body.name.trim();
  if (body.permissions) role.permissions = permissionsNamed(actor.db, body.permissions);
}

/** Deletes a role nobody holds (422 on `role` otherwise: take it away from its holders first). */
export function deleteRole(actor: Actor, role: StoredRole): void {
  const inUse = roleDeleteErrors(actor.db, role);
  if (Object.keys(inUse).length > 0) throw validationFailed(inUse, 'The role is in use.');
  actor.db.roles = actor.db.roles.filter((row) => row.id !== role.id);
}
