import type { components } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { forbidden, refuseWith, rejectInvalid, validationFailed, type FieldErrors } from '../http/errors.ts';
import { rolePermissionsRefusal } from '../policy/grants.ts';
import { sameSet } from '../policy/sameSet.ts';
import type { StoredRole } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { presentRole } from './session.ts';

type RoleWrite = components['schemas']['RoleWrite'];

const SYSTEM_ROLE_MESSAGE = 'System roles are read-only: they cannot be changed or deleted.';

/**
 * POST roles (create roles), PUT roles/{id} (update roles), DELETE roles/{id} (delete roles).
 * Setting permissions needs `assign permissions` too, and only permissions the caller holds can
 * be added (403 naming the others). A role still held by someone cannot be deleted (422 on
 * `role`): take it away from its holders first.
 */
export const registerRoleWriteRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/roles', (req, res) => {
    const scope = requirePermission(req, 'create roles');
    const body = req.body as RoleWrite;
    if (body.permissions && body.permissions.length > 0) requirePermission(req, 'assign permissions');
    rejectInvalid(roleErrors(scope, body));
    refuseWith(rolePermissionsRefusal(scope, body.permissions ?? []));
    const role: StoredRole = {
      id: mockContext(req).store.nextId(scope.db.roles),
      company_id: scope.company.id,
      name: body.name.trim(),
      system: false,
      permissions: permissionsNamed(scope, body.permissions ?? []),
    };
    scope.db.roles.push(role);
    res.status(201).json({ data: presentRole(role) });
  });

  router.put('/api/admin/roles/:id', (req, res) => {
    const scope = requirePermission(req, 'update roles');
    const role = editableRole(scope, String(req.params.id));
    const body = req.body as RoleWrite;
    const current = role.permissions.map((permission) => permission.name);
    if (body.permissions && !sameSet(body.permissions, current)) requirePermission(req, 'assign permissions');
    rejectInvalid(roleErrors(scope, body, role));
    if (body.permissions) refuseWith(rolePermissionsRefusal(scope, body.permissions, role.permissions));
    role.name = body.name.trim();
    if (body.permissions) role.permissions = permissionsNamed(scope, body.permissions);
    res.json({ data: presentRole(role) });
  });

  router.delete('/api/admin/roles/:id', (req, res) => {
    const scope = requirePermission(req, 'delete roles');
    const role = editableRole(scope, String(req.params.id));
    const holders = scope.db.members.filter((member) => member.role_ids.includes(role.id)).length;
    if (holders > 0) {
      const people = holders === 1 ? '1 person' : `${holders} people`;
      throw validationFailed({ role: [`This role is held by ${people}: take it away from them before deleting it.`] }, 'The role is in use.');
    }
    scope.db.roles = scope.db.roles.filter((row) => row.id !== role.id);
    res.status(204).end();
  });
};

/** The company's role (404 otherwise) unless it is a system role (403). */
function editableRole(scope: CompanyScope, id: string): StoredRole {
  const role = findOwned(scope.db.roles, id, scope.company.id);
  if (role.system) throw forbidden(SYSTEM_ROLE_MESSAGE);
  return role;
}

function roleErrors({ db, company }: CompanyScope, body: RoleWrite, existing?: StoredRole): FieldErrors {
  const errors: FieldErrors = {};
  const name = body.name.trim().toLowerCase();
  if (db.roles.some((row) => row.company_id === company.id && row.id !== existing?.id && row.name.toLowerCase() === name)) {
    errors.name = ['The name has already been taken.'];
  }
  const known = new Set(db.permissions.map((permission) => permission.name));
  const unknown = (body.permissions ?? []).filter((name) => !known.has(name));
  if (unknown.length > 0) errors.permissions = [`Unknown permissions: ${unknown.join(', ')}.`];
  return errors;
}

function permissionsNamed({ db }: CompanyScope, names: readonly string[]): StoredRole['permissions'] {
  return db.permissions.filter((permission) => names.includes(permission.name)).map(({ id, name }) => ({ id, name }));
}
