import type { SpendRequestStatusWrite, SpendRequestWrite } from '../../../src/api/schema.d.ts';
import { cardTypeCode, limitModeCode } from '../../../src/domain/limits.ts';
import { limitPermission } from '../../../src/domain/permissionNames.ts';
import { isoDay, refuseRequestStep } from '../../../src/domain/requestLifecycle.ts';
import { ApiError, forbidden, rejectInvalid, validationFailed } from '../http/errors.ts';
import { limitErrors, nextLimit } from '../policy/limits.ts';
import { notifyPerson, spendRequestNotice } from '../policy/notifications.ts';
import { newRequest, requestTarget, requestWriteErrors } from '../policy/requests.ts';
import type { StoredSpendRequest } from '../store/types.ts';
import type { Actor } from './actor.ts';
import { createCard } from './cards.ts';

/** A card or limit request asked by the caller's own person in the company (403 for an account without one). */
export function askSpendRequest(actor: Actor, body: SpendRequestWrite): StoredSpendRequest {
  const { db, user, company } = actor;
  const membership = db.memberships.find((row) => row.user_id === user.id && row.company_id === company.id);
  const requester = membership && db.members.find((row) => row.id === membership.member_id && row.company_id === company.id);
  if (!requester) throw forbidden('Only a person of this company can ask: your account has no person here.');
  const now = actor.store.now();
  rejectInvalid(requestWriteErrors(db, company, body, isoDay(now)));
  const row = newRequest(actor.store.nextId(db.spendRequests), company, requester.id, body, db, now);
  db.spendRequests.push(row);
  return row;
}

/**
 * One step of a card or limit request by the caller (`src/domain/requestLifecycle.ts`): approve
 * (the card is created or the limit changes), decline (with a reason) or withdraw (the requester's).
 * Nobody decides their own request. Refused steps throw and change nothing. Shared by the request's
 * page and the portfolio's approval inbox.
 */
export function decideSpendRequest(actor: Actor, row: StoredSpendRequest, body: SpendRequestStatusWrite): void {
  const refusal = refuseRequestStep(row, body.status, { isRequester: isRequester(actor, row), reason: body.reason });
  if (refusal?.reason === 'not_allowed')
    throw validationFailed({ status: [`A request that is ${refusal.from} cannot become ${refusal.to}.`] });
  if (refusal?.reason === 'own_request')
    throw forbidden('Nobody approves or declines their own request: another person of the finance team decides it.');
  if (refusal?.reason === 'not_requester') throw forbidden('Only the person who asked can withdraw this request.');
  if (refusal?.reason === 'reason_required') throw validationFailed({ reason: ['Say why the request is declined.'] });
  if (body.status !== 'withdrawn') actor.require('organize requests');
  const now = actor.store.now();
  const by = `${actor.user.first_name} ${actor.user.last_name}`;
  if (body.status === 'approved') approve(actor, row);
  if (body.status === 'declined') row.decline_reason = (body.reason ?? '').trim();
  if (body.status !== 'withdrawn') {
    row.decided_by = by;
    row.decided_at = now.toISOString();
  }
  row.status = body.status;
  if (body.status !== 'withdrawn')
    notifyPerson(actor.db, actor.company.id, row.requester_member_id, spendRequestNotice(row), `/requests/overview/${row.id}`, now);
}

function isRequester({ db, user, company }: Actor, row: StoredSpendRequest): boolean {
  return db.memberships.some(
    (membership) =>
      membership.user_id === user.id && membership.company_id === company.id && membership.member_id === row.requester_member_id,
  );
}

/**
 * Carries out an approval by the existing rules, before anything of the request changes: a card
 * request creates the card (`createCard`: card permissions and checks), a limit request changes the
 * limit (`update_{entity}_limits_limit`, the limit checks); a 403/409/422 leaves everything as it was.
 */
function approve(actor: Actor, row: StoredSpendRequest): void {
  if (row.kind === 'card') {
    const card = createCard(actor, {
      member_id: row.requester_member_id,
      name: (row.purpose ?? 'Requested card').slice(0, 100),
      type: cardTypeCode(row.card_type ?? 'virtual'),
      limit: { mode: limitModeCode('limit'), amount: row.requested_limit ?? 0 },
    });
    row.card_id = card.id;
    return;
  }
  if (!row.target_type || row.target_id === null || row.new_amount === null)
    throw new ApiError(409, 'This request names no limit to change.');
  actor.require(limitPermission(row.target_type, 'limit'));
  const target = requestTarget(actor.db, actor.company, row.target_type, row.target_id);
  if (!target) throw validationFailed({ target_id: ['The card or person of this request is no longer in this company.'] });
  if (target.closed) throw new ApiError(409, 'This card is terminated or expired; its limit can no longer change.');
  const input = { mode: limitModeCode('limit'), amount: row.new_amount };
  rejectInvalid(limitErrors(row.target_type, input, target.holder.limit, 'new_'));
  if (row.duration === 'temporary') row.previous_limit = { mode: target.holder.limit.mode, amount: target.holder.limit.amount };
  target.holder.limit = nextLimit(row.target_type, target.holder.limit, input);
}
