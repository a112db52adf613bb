import { formatMoney, MAX_AMOUNT } from '../../../src/domain/amounts.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { addMonth } from '../../../src/domain/fundingRequestLifecycle.ts';
import { movableBalance } from '../../../src/domain/moneyModel.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredCompany, StoredFundingRequest, StoredTransfer } from '../store/types.ts';
import { findBalanceOwner, type BalanceOwner } from './balanceOwners.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { moveMoney, transferErrors } from './transfers.ts';
import { creditWallet, debitWallet, walletBalance } from './wallet.ts';

/**
 * Funding requests carried out: approving gives the funds at once (money into the company wallet from
 * the parent firm, a raise of a `limit` target's cap — no money moves, it spends the money above — or
 * a transfer from the company wallet by the transfer rules, which makes an inherited target prefunded);
 * a monthly request gives them again each month and a temporary one takes them back at its end
 * date. Both are clock-driven and evaluated on read (`settleFundingRequests`), like bill payments.
 */

type Scope = { db: MockDatabase; company: StoredCompany };

/** The target as a balance owner (404 when it is not the company's). */
export const fundingTarget = (scope: Scope, row: Pick<StoredFundingRequest, 'target'>): BalanceOwner =>
  findBalanceOwner(scope, row.target.type, row.target.type === 'company' ? undefined : (row.target.id ?? 0));

/** The target's name, or what it was when it has gone. */
export function fundingTargetName(scope: Scope, row: StoredFundingRequest): string {
  try {
    return fundingTarget(scope, row).name;
  } catch {
    return `${row.target.type} ${row.target.id ?? ''}`.trim();
  }
}

/** Field errors of a new request beyond the schema (the target exists: checked before). */
export function fundingCreateErrors(
  target: BalanceOwner,
  input: { amount: number; currency: string; duration: string; end_date?: string },
  today: string,
): FieldErrors {
  const errors: FieldErrors = {};
  if (target.closed) errors.target = ['This card is terminated or expired; it cannot receive funds.'];
  if (input.amount <= 0) errors.amount = ['The amount must be more than 0.'];
  if (input.currency !== target.holder.limit.currency)
    errors.currency = [`${target.name} holds ${target.holder.limit.currency}; ask for funds in ${target.holder.limit.currency}.`];
  if (input.duration === 'temporary' && (!input.end_date || input.end_date <= today))
    errors.end_date = ['A temporary request needs an end date after today.'];
  if (input.duration === 'permanent' && input.end_date) errors.end_date = ['A permanent request has no end date.'];
  return errors;
}

/** Why the funds cannot be given now (a sentence), or null when `giveFunds` can run. */
export function fundingShortfall(scope: Scope, row: StoredFundingRequest): { field: string; message: string } | null {
  const target = fundingTarget(scope, row);
  if (target.closed) return { field: 'status', message: `${target.name} is terminated or expired; it cannot receive funds.` };
  if (target.type === 'company') return null;
  const limit = target.holder.limit;
  if (limit.mode === 'limit') {
    return limit.amount + row.amount > MAX_AMOUNT
      ? { field: 'amount', message: `The limit of ${target.name} cannot be more than ${formatMoney(MAX_AMOUNT, limit.currency)}.` }
      : null;
  }
  const errors = transferErrors(fundingTarget(scope, { target: { type: 'company', id: null } }), target, row.amount);
  const [field] = Object.keys(errors);
  return field ? { field: field === 'amount' ? 'amount' : 'status', message: errors[field][0] } : null;
}

/** Gives the funds once (the caller checked `fundingShortfall`). */
export function giveFunds(scope: Scope, row: StoredFundingRequest, at: string, nextTransferId: () => number, by: string): void {
  const { db, company } = scope;
  const target = fundingTarget(scope, row);
  const reference = { kind: 'funding_request', id: row.id };
  if (target.type === 'company') {
    creditWallet(db, company, row.currency, row.amount, {
      type: 'funding',
      description: `Funding request #${row.id}: ${row.reason}`,
      reference,
      at,
    });
    row.given_as = 'transfer';
  } else if (target.holder.limit.mode === 'limit') {
    const limit = target.holder.limit;
    // A limit is a cap: raising it moves no money (the target spends the money above within it).
    target.holder.limit = { ...limit, amount: roundCents(limit.amount + row.amount) };
    row.given_as = 'limit';
  } else {
    const source = fundingTarget(scope, { target: { type: 'company', id: null } });
    recordTransfer(scope, source, target, row.amount, at, nextTransferId(), by, row);
    row.given_as = 'transfer';
  }
  row.given = roundCents(row.given + row.amount);
  row.runs += 1;
}

function recordTransfer(
  scope: Scope,
  from: BalanceOwner,
  to: BalanceOwner,
  amount: number,
  at: string,
  id: number,
  by: string,
  row: StoredFundingRequest,
): void {
  moveMoney(scope, from, to, amount, { reference: { kind: 'funding_request', id: row.id }, at });
  const transfer: StoredTransfer = {
    id,
    company_id: scope.company.id,
    from: { type: from.type, id: from.id, name: from.name },
    to: { type: to.type, id: to.id, name: to.name },
    amount,
    currency: row.currency,
    created_at: at,
    created_by: by,
  };
  scope.db.transfers.push(transfer);
}

/** Takes back what a temporary request gave (never more than the target still holds). */
function returnFunds(scope: Scope, row: StoredFundingRequest, at: string, nextTransferId: () => number): void {
  const { db, company } = scope;
  const target = fundingTarget(scope, row);
  if (target.type === 'company') {
    const amount = roundCents(Math.min(row.given, Math.max(0, walletBalance(company, row.currency))));
    if (amount > 0)
      debitWallet(db, company, row.currency, amount, {
        type: 'funding_return',
        description: `Temporary funding request #${row.id} ended`,
        reference: { kind: 'funding_request', id: row.id },
        at,
      });
  } else if (row.given_as === 'limit') {
    const limit = target.holder.limit;
    const amount = roundCents(Math.min(row.given, Math.max(0, limit.amount - limit.spent)));
    target.holder.limit = { ...limit, amount: roundCents(limit.amount - amount) };
  } else {
    const amount = roundCents(Math.min(row.given, movableBalance(target.holder.limit)));
    if (amount > 0) {
      const company = fundingTarget(scope, { target: { type: 'company', id: null } });
      recordTransfer(scope, target, company, amount, at, nextTransferId(), 'Funding request end date', row);
    }
  }
  row.funds_returned_at = at;
}

/** At 00:00 Dubai of a day (YYYY-MM-DD), as an ISO instant. */
const startOfDubaiDay = (day: string) => new Date(Date.parse(`${day}T00:00:00+04:00`)).toISOString();

/**
 * Brings the company's approved requests up to date at `now`: each monthly run that fell due (until
 * the end date of a temporary one) and each temporary request past its end date gives back its funds.
 * A run that cannot be given (the wallet holds too little) is skipped and says why.
 */
export function settleFundingRequests(scope: Scope, now: Date, nextTransferId: () => number): void {
  const today = dubaiToday(now);
  for (const row of scope.db.fundingRequests) {
    if (row.company_id !== scope.company.id || row.status !== 'approved' || row.funds_returned_at !== null) continue;
    while (row.next_run_on !== null && row.next_run_on <= today && (row.end_date === null || row.next_run_on < row.end_date)) {
      const at = startOfDubaiDay(row.next_run_on);
      const shortfall = safely(() => fundingShortfall(scope, row));
      if (shortfall) row.last_run_error = `${row.next_run_on}: ${shortfall.message}`;
      else {
        giveFunds(scope, row, at, nextTransferId, 'Monthly funding request');
        row.last_run_error = null;
      }
      row.next_run_on = addMonth(row.next_run_on);
    }
    if (row.end_date !== null && row.end_date <= today) {
      safely(() => returnFunds(scope, row, startOfDubaiDay(row.end_date ?? today), nextTransferId));
      row.next_run_on = null;
      row.funds_returned_at ??= startOfDubaiDay(row.end_date);
    }
  }
}

/** A target that has gone (a removed person) no longer takes funds: the step is skipped. */
function safely<T>(step: () => T): T | { field: string; message: string } {
  try {
    return step();
  } catch {
    return { field: 'status', message: 'The target no longer exists.' };
  }
}

/** The requester's bell (written once in the store, which the seed rings too). */
export { notifyRequester } from '../store/bell.ts';
