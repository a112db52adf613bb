import type { LimitInput } from '../../../src/api/schema.d.ts';
import { limitModeFromCode } from '../../../src/domain/limits.ts';
import { limitPermission } from '../../../src/domain/permissionNames.ts';
import { requirePermission } from '../auth/guards.ts';
import { ApiError, rejectInvalid } from '../http/errors.ts';
import { findBalanceOwner, READ_PERMISSION } from '../policy/balanceOwners.ts';
import { limitErrors, nextLimit } from '../policy/limits.ts';
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
    const mode = limitModeFromCode(body.mode) ?? 'inherited';
    const scope = requirePermission(req, limitPermission(entity, mode));
    const owner = findBalanceOwner(scope, entity, String(req.params.id));
    if (owner.closed) throw new ApiError(409, 'This card is terminated or expired; its limit can no longer change.');
    rejectInvalid(limitErrors(entity, body, owner.holder.limit));
    const limit = nextLimit(entity, owner.holder.limit, body);
    const next = mode === 'inherited' ? { ...limit, inherited_from: owner.inheritsFrom } : limit;
    // No limit write moves money (the company's wallet included): only the cap and the mode change.
    owner.holder.limit = next;
    res.json({ data: owner.holder.limit });
  });
};
