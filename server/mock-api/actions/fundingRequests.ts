import type { FundingRequestCreate, FundingRequestDecision } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { addMonth, refuseFundingStep } from '../../../src/domain/fundingRequestLifecycle.ts';
import { forbidden, rejectInvalid, validationFailed } from '../http/errors.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import {
  fundingCreateErrors,
  fundingShortfall,
  fundingTargetName,
  giveFunds,
  notifyRequester,
  settleFundingRequests,
} from '../policy/fundingRequests.ts';
import type { StoredFundingRequest } from '../store/types.ts';
import { fundingDecisionNotice } from '../policy/notifications.ts';
import type { Actor } from './actor.ts';

export const ORGANIZE_FUNDING_REQUESTS = 'organize funding requests';

/** Every approved request of the company brought up to date on the mock's clock (monthly runs, temporary funds returned). */
export function settleFunding(actor: Actor): void {
  settleFundingRequests(actor, actor.store.now(), () => actor.store.nextId(actor.db.transfers));
}

/** A pending request for funds of the company, a department, a person or a card (422 naming the field otherwise). */
export function askForFunds(actor: Actor, body: FundingRequestCreate): StoredFundingRequest {
  const { db, user, company, store } = actor;
  const target = findBalanceOwner(actor, body.target.type, body.target.type === 'company' ? undefined : (body.target.id ?? 0));
  const now = store.now();
  rejectInvalid(fundingCreateErrors(target, body, dubaiToday(now)));
  const row: StoredFundingRequest = {
    id: store.nextId(db.fundingRequests),
    company_id: company.id,
    target: { type: body.target.type, id: body.target.type === 'company' ? null : Number(target.id) },
    amount: body.amount,
    currency: body.currency,
    recurrence: body.recurrence,
    duration: body.duration,
    end_date: body.end_date ?? null,
    reason: body.reason.trim(),
    status: 'pending',
    decision_reason: null,
    requested_by: { id: user.id, name: `${user.first_name} ${user.last_name}` },
    requested_at: now.toISOString(),
    decided_by: null,
    decided_at: null,
    runs: 0,
    next_run_on: null,
    given: 0,
    given_as: null,
    funds_returned_at: null,
    last_run_error: null,
  };
  db.fundingRequests.push(row);
  return row;
}

/**
 * One step of a funding request by the caller (`src/domain/fundingRequestLifecycle.ts`): approve
 * (the funds are given), decline (with a reason) or withdraw (the requester's). Nobody decides their
 * own request. Refused steps throw and change nothing. Shared by the request's page and the
 * portfolio's approval inbox.
 */
export function decideFundingRequest(actor: Actor, row: StoredFundingRequest, body: FundingRequestDecision): void {
  const { store } = actor;
  const refusal = refuseFundingStep(
    row,
    body.status,
    { isRequester: row.requested_by.id === actor.user.id, canOrganize: actor.holds(ORGANIZE_FUNDING_REQUESTS) },
    body.reason,
  );
  if (refusal?.reason === 'not_allowed')
    throw validationFailed({ status: [`This request is ${refusal.from}; it cannot become ${refusal.to}.`] });
  if (refusal?.reason === 'own_request') throw forbidden('Nobody decides their own funding request: another approver decides it.');
  if (refusal?.reason === 'not_requester') throw forbidden('Only the person who asked for the funds can withdraw the request.');
  if (refusal?.reason === 'no_permission') throw forbidden(`You do not have permission to ${ORGANIZE_FUNDING_REQUESTS}.`);
  if (refusal?.reason === 'reason_required') throw validationFailed({ reason: ['Say why the request is declined.'] });
  const now = store.now();
  const at = now.toISOString();
  const by = `${actor.user.first_name} ${actor.user.last_name}`;
  if (body.status === 'approved') {
    const shortfall = fundingShortfall(actor, row);
    if (shortfall) throw validationFailed({ [shortfall.field]: [shortfall.message] });
    giveFunds(actor, row, at, () => store.nextId(actor.db.transfers), by);
    if (row.recurrence === 'monthly') row.next_run_on = addMonth(dubaiToday(now));
  }
  row.status = body.status;
  row.decision_reason = body.status === 'declined' ? (body.reason ?? '').trim() : null;
  row.decided_by = by;
  row.decided_at = at;
  const money = formatMoney(row.amount, row.currency);
  const target = fundingTargetName(actor, row);
  if (body.status === 'approved' || body.status === 'declined')
    notifyRequester(actor.db, row, fundingDecisionNotice({ status: body.status, by, reason: row.decision_reason }, money, target), at);
}
