import type { LimitInput } from '../../../src/api/schema.d.ts';
import { limitModeFromCode } from '../../../src/domain/limits.ts';
import { ApiError, rejectInvalid } from '../http/errors.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import { limitErrors, nextLimit } from '../policy/limits.ts';
import type { Limit, LimitEntity } from '../store/types.ts';
import type { Actor } from './actor.ts';

/**
 * Sets the limit of a member, department, company or card (409 for a closed card, 422 naming the
 * field). A limit is a cap, never a balance: no limit write moves money (the company's wallet
 * included): only the cap and the mode change.
 */
export function setLimit(actor: Actor, entity: LimitEntity, id: string, body: LimitInput): Limit {
  const owner = findBalanceOwner(actor, entity, id);
  if (owner.closed) throw new ApiError(409, 'This card is terminated or expired; its limit can no longer change.');
  rejectInvalid(limitErrors(entity, body, owner.holder.limit));
  const limit = nextLimit(entity, owner.holder.limit, body);
  owner.holder.limit =
    (limitModeFromCode(body.mode) ?? 'inherited') === 'inherited' ? { ...limit, inherited_from: owner.inheritsFrom } : limit;
  return owner.holder.limit;
}
