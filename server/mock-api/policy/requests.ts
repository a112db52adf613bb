import type { SpendRequest, SpendRequestWrite } from '../../../src/api/schema.d.ts';
import { limitModeCode } from '../../../src/domain/limits.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { recentSpend, recentSpendWindow, RECENT_SPEND_DAYS } from '../../../src/domain/recentSpend.ts';
import { isoDay, isTemporaryLimitOver, isValidLimitEnd } from '../../../src/domain/requestLifecycle.ts';
import type { FieldErrors } from '../http/errors.ts';
import { COMPANY_CURRENCY } from '../store/companyDefaults.ts';
import { expenseDay, expensesOfCompany } from '../store/expenseIndex.ts';
import type { Currency, MockDatabase, StoredCompany, StoredExpense, StoredSpendRequest } from '../store/types.ts';
import { findBalanceOwner, READ_PERMISSION, type BalanceOwner } from './balanceOwners.ts';
import { nextLimit } from './limits.ts';

/** Card and limit requests (`/requests`): what a new request needs, how it presents, and the clock's revert of temporary limits. */

/** The card or person a limit request names, or null when it is not one of the company's. */
export function requestTarget(db: MockDatabase, company: StoredCompany, type: 'card' | 'member', id: number): BalanceOwner | null {
  try {
    return findBalanceOwner({ db, company }, type, id);
  } catch {
    return null;
  }
}

/** Field errors of a new request (beyond the schema): the fields its kind needs, the target, the end date. */
export function requestWriteErrors(db: MockDatabase, company: StoredCompany, body: SpendRequestWrite, today: string): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  const need = (field: keyof SpendRequestWrite, message: string) => {
    const value = body[field];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) errors[field] = [message];
  };
  need('reason', 'Say why you ask.');
  if (body.kind === 'card') {
    need('card_type', 'Choose a virtual or a physical card.');
    need('purpose', 'Say what the card is for.');
    need('requested_limit', 'Give the limit the card needs.');
    if (body.requested_limit !== undefined && body.requested_limit <= 0) errors.requested_limit = ['The limit must be more than 0.'];
    return errors;
  }
  need('target_type', 'Choose a card or a person.');
  need('target_id', 'Choose the card or the person.');
  need('new_amount', 'Give the new limit.');
  need('duration', 'Choose temporary or permanent.');
  if (body.target_type !== undefined && body.target_id !== undefined) {
    const target = requestTarget(db, company, body.target_type, body.target_id);
    if (!target) errors.target_id = [`The selected ${body.target_type === 'card' ? 'card' : 'person'} is not one of this company.`];
    else if (target.closed) errors.target_id = ['This card is terminated or expired; its limit can no longer change.'];
  }
  if (body.duration === 'temporary') {
    if (!body.ends_on) errors.ends_on = ['A temporary limit needs the day it ends.'];
    else if (!isValidLimitEnd(body.ends_on, today)) errors.ends_on = ['The end date must be after today.'];
  }
  return errors;
}

/** A new pending request of `requesterId` from a validated write. */
export function newRequest(
  id: number,
  company: StoredCompany,
  requesterId: number,
  body: SpendRequestWrite,
  db: MockDatabase,
  now: Date,
): StoredSpendRequest {
  const isCard = body.kind === 'card';
  const target = !isCard && body.target_type && body.target_id ? requestTarget(db, company, body.target_type, body.target_id) : null;
  return {
    id,
    company_id: company.id,
    kind: body.kind,
    status: 'pending',
    requester_member_id: requesterId,
    currency: target?.holder.limit.currency ?? COMPANY_CURRENCY,
    card_type: isCard ? (body.card_type ?? null) : null,
    purpose: isCard ? (body.purpose?.trim() ?? null) : null,
    requested_limit: isCard ? (body.requested_limit ?? null) : null,
    target_type: isCard ? null : (body.target_type ?? null),
    target_id: isCard ? null : (body.target_id ?? null),
    new_amount: isCard ? null : (body.new_amount ?? null),
    duration: isCard ? null : (body.duration ?? null),
    ends_on: !isCard && body.duration === 'temporary' ? (body.ends_on ?? null) : null,
    reason: body.reason.trim(),
    decline_reason: null,
    decided_by: null,
    decided_at: null,
    card_id: null,
    reverted_at: null,
    previous_limit: null,
    created_at: now.toISOString(),
  };
}

/**
 * A limit request's target as it stands now (`target_now`): its limit and what it spent in the last
 * 30 Dubai days, from its expenses by the one spend rule in the limit's currency.
 */
export function targetNow(
  db: MockDatabase,
  company: StoredCompany,
  target: BalanceOwner,
  now: Date,
): NonNullable<SpendRequest['target_now']> {
  const { limit } = target.holder;
  const belongs = (row: StoredExpense) => (target.type === 'card' ? row.card_id === target.id : row.member_id === target.id);
  const expenses = expensesOfCompany(db, company.id)
    .filter(belongs)
    .map((row) => ({ amount: row.amount, currency: row.currency, status: row.status, day: expenseDay(row) }));
  const window = recentSpendWindow(dubaiToday(now));
  const recent = recentSpend(expenses, limit.currency, window);
  return {
    limit,
    recent_spend: { days: RECENT_SPEND_DAYS, ...window, amount: recent.amount, currency: limit.currency as Currency, count: recent.count },
  };
}

/**
 * A request as the API shows it: its requester and its target by name. With `mayRead` (a single
 * request's read or step), a limit request also carries its target's limit and recent spend when the
 * caller holds the target's detail permission (absent otherwise, never zero).
 */
export function presentRequest(
  db: MockDatabase,
  company: StoredCompany,
  row: StoredSpendRequest,
  mayRead?: (permission: string) => boolean,
  now: Date = new Date(),
): SpendRequest {
  const { company_id: _companyId, requester_member_id: requesterId, previous_limit: _previous, ...fields } = row;
  const member = db.members.find((candidate) => candidate.id === requesterId && candidate.company_id === row.company_id);
  const target = row.target_type && row.target_id !== null ? requestTarget(db, company, row.target_type, row.target_id) : null;
  const context = row.kind === 'limit' && target && mayRead?.(READ_PERMISSION[target.type]) ? targetNow(db, company, target, now) : null;
  return {
    ...fields,
    requester: member ? { id: member.id, first_name: member.first_name, last_name: member.last_name, email: member.email } : null,
    target_name: target?.name ?? null,
    ...(context ? { target_now: context } : {}),
  };
}

/**
 * Puts every temporary limit whose end date has come back to the limit it replaced (the clock,
 * evaluated on read). Only an approved, not yet reverted temporary request; the target's spend stays.
 */
export function settleRequests(db: MockDatabase, company: StoredCompany, rows: readonly StoredSpendRequest[], now: Date): void {
  const today = isoDay(now);
  for (const row of rows) {
    if (row.status !== 'approved' || row.duration !== 'temporary' || row.reverted_at !== null || !row.previous_limit) continue;
    if (!isTemporaryLimitOver(row.ends_on, today) || !row.target_type || row.target_id === null) continue;
    const target = requestTarget(db, company, row.target_type, row.target_id);
    row.reverted_at = now.toISOString();
    if (!target || target.closed) continue;
    const previous = row.previous_limit;
    const limit = nextLimit(row.target_type, target.holder.limit, { mode: limitModeCode(previous.mode), amount: previous.amount });
    target.holder.limit = previous.mode === 'inherited' ? { ...limit, inherited_from: target.inheritsFrom } : limit;
  }
}

/** The company's requests (the table holds every company's). */
export const requestsOf = (db: MockDatabase, companyId: string): StoredSpendRequest[] =>
  db.spendRequests.filter((row) => row.company_id === companyId);
