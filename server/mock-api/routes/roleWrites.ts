import type { RoleWrite } from '../../../src/api/schema.d.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { forbidden, refuseWith, rejectInvalid, validationFailed } from '../http/errors.ts';
import { rolePermissionsRefusal } from '../policy/grants.ts';
import { permissionsNamed, roleDeleteErrors, roleErrors } from '../policy/roles.ts';
import { sameSet } from '../policy/sameSet.ts';
import type { StoredRole } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { presentRole } from '../presenters/roles.ts';

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
    rejectInvalid(roleErrors(scope.db, scope.company, body));
    refuseWith(rolePermissionsRefusal(scope, body.permissions ?? []));
    const role: StoredRole = {
      id: mockContext(req).store.nextId(scope.db.roles),
      company_id: scope.company.id,
      name: body.name.trim(),
      system: false,
      permissions: permissionsNamed(scope.db, body.permissions ?? []),
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
    rejectInvalid(roleErrors(scope.db, scope.company, body, role));
    if (body.permissions) refuseWith(rolePermissionsRefusal(scope, body.permissions, role.permissions));
    role.name = body.name.trim();
    if (body.permissions) role.permissions = permissionsNamed(scope.db, body.permissions);
    res.json({ data: presentRole(role) });
  });

  router.delete('/api/admin/roles/:id', (req, res) => {
    const scope = requirePermission(req, 'delete roles');
    const role = editableRole(scope, String(req.params.id));
    const inUse = roleDeleteErrors(scope.db, role);
    if (Object.keys(inUse).length > 0) throw validationFailed(inUse, 'The role is in use.');
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
