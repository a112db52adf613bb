import type { RoleWrite } from '../../../src/api/schema.d.ts';
import { createRole, deleteRole, editableRole, updateRole } from '../actions/roles.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission } from '../auth/guards.ts';
import { presentRole } from '../presenters/roles.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/**
 * POST roles (create roles), PUT roles/{id} (update roles), DELETE roles/{id} (delete roles).
 * Setting permissions needs `assign permissions` too, and only permissions the caller holds can
 * be added (403 naming the others). A role still held by someone cannot be deleted (422 on
 * `role`): take it away from its holders first. The writes are `actions/roles.ts`.
 */
export const registerRoleWriteRoutes: RegisterRoutes = (router) => {
  router.post('/api/admin/roles', (req, res) => {
    const role = createRole(actorOf(req, requirePermission(req, 'create roles')), req.body as RoleWrite);
    res.status(201).json({ data: presentRole(role) });
  });

  router.put('/api/admin/roles/:id', (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'update roles'));
    const role = editableRole(actor, String(req.params.id));
    updateRole(actor, role, req.body as RoleWrite);
    res.json({ data: presentRole(role) });
  });

  router.delete('/api/admin/roles/:id', (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'delete roles'));
    deleteRole(actor, editableRole(actor, String(req.params.id)));
    res.status(204).end();
  });
};
