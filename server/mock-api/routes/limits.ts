import type { LimitInput } from '../../../src/api/schema.d.ts';
import { limitModeFromCode } from '../../../src/domain/limits.ts';
import { limitPermission } from '../../../src/domain/permissionNames.ts';
import { setLimit } from '../actions/limits.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission } from '../auth/guards.ts';
import { findBalanceOwner, READ_PERMISSION } from '../policy/balanceOwners.ts';
import type { LimitEntity } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** GET and PUT limits/{entity}/{id}: one limit reader and editor for member, department, company and card. */
export const registerLimitRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/limits/:entity/:id', (req, res) => {
    const entity = req.params.entity as LimitEntity;
    const scope = requirePermission(req, READ_PERMISSION[entity]);
    res.json({ data: findBalanceOwner(scope, entity, String(req.params.id)).holder.limit });
  });

  router.put('/api/admin/limits/:entity/:id', (req, res) => {
    const entity = req.params.entity as LimitEntity;
    const body = req.body as LimitInput;
    const scope = requirePermission(req, limitPermission(entity, limitModeFromCode(body.mode) ?? 'inherited'));
    res.json({ data: setLimit(actorOf(req, scope), entity, String(req.params.id), body) });
  });
};
