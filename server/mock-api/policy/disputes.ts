import type { Dispute, DisputeWrite } from '../../../src/api/schema.d.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import {
  canDisputeMove,
  disputeEvidenceProblems,
  disputeStatusByClock,
  disputeWindowEndsOn,
  isValidDisputeAmount,
  refuseDisputeOpen,
  type DisputeEvidenceField,
} from '../../../src/domain/disputes.ts';
import { isoDay } from '../../../src/domain/requestLifecycle.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { DisputeStatus } from '../../../src/domain/contractLists.ts';
import type { MockDatabase, StoredCompany, StoredDispute, StoredExpense } from '../store/types.ts';
import { creditWallet } from './wallet.ts';
import { dayOf } from '../../../src/domain/accountingLock.ts';
import { toCents } from '../../../src/domain/cents.ts';
import { convertCents, hasRate } from '../../../src/domain/exchangeRates.ts';
import { mockRateTable } from '../store/seed/exchangeRates.ts';
import { expenseById, latestDisputeOf } from '../store/recordIndexes.ts';

export { latestDisputeOf };

/** Disputes of card expenses (issue 14): who can open one, its evidence, how it presents and how the clock and QA decide it. */

const OPEN_REFUSALS = {
  not_card: 'Only a card expense can be disputed.',
  not_captured: 'Only a captured card expense (or, for fraud, one still authorized) can be disputed.',
  authorized_not_fraud: 'An expense that is still authorized can only be disputed as fraudulent.',
  window_closed: 'A dispute must be opened within 60 days of the transaction date.',
} as const;

const EVIDENCE_MESSAGES: Record<DisputeEvidenceField, string> = {
  explanation: 'Explain what happened.',
  duplicate_expense_id: 'Choose the other expense this one duplicates.',
  expected_on: 'Give the date the goods or service were expected.',
  cancelled_on: 'Give the date the purchase was cancelled.',
  cancellation_policy: "Describe the merchant's cancellation policy.",
};

/** The company's expense by id; null when there is none or it is another company's. */
export function companyExpense(db: MockDatabase, companyId: string, id: number): StoredExpense | null {
  const row = expenseById(db, id);
  return row && row.company_id === companyId ? row : null;
}

/** Field errors of a dispute write (beyond the schema); `existing` for a change of an unsubmitted one. */
export function disputeWriteErrors(
  db: MockDatabase,
  companyId: string,
  body: DisputeWrite,
  now: Date,
  existing?: StoredDispute,
): FieldErrors {
  const errors: FieldErrors = Object.create(null);
  const expense = companyExpense(db, companyId, body.expense_id);
  if (existing && existing.expense_id !== body.expense_id)
    return { expense_id: ['A dispute stays on its expense: open a new one for another.'] };
  if (!expense) return { expense_id: ['The selected expense is not one of this company.'] };
  const refusal = refuseDisputeOpen(
    { status: expense.status, spent_at: expense.spent_at, has_card: expense.card_id !== null },
    body.reason,
    now,
  );
  if (refusal) errors[refusal === 'authorized_not_fraud' ? 'reason' : 'expense_id'] = [OPEN_REFUSALS[refusal]];
  const latest = latestDisputeOf(db, expense.id);
  if (!existing && latest && latest.status !== 'expired')
    errors.expense_id = [`This expense is already disputed (dispute ${latest.id}, ${latest.status}).`];
  if (!isValidDisputeAmount(body.amount, expense.amount))
    errors.amount = [`The disputed amount must be more than 0 and at most the expense's ${formatMoney(expense.amount, expense.currency)}.`];
  const problems = disputeEvidenceProblems(body.reason, body, expense.id, isoDay(now));
  for (const [field, problem] of Object.entries(problems) as [DisputeEvidenceField, string][]) {
    errors[field] = [
      problem === 'same_expense'
        ? 'The duplicate must be another expense than the disputed one.'
        : problem === 'future_date'
          ? 'The date cannot be in the future.'
          : EVIDENCE_MESSAGES[field],
    ];
  }
  if (body.reason === 'duplicate' && body.duplicate_expense_id !== undefined && !problems.duplicate_expense_id) {
    if (!companyExpense(db, companyId, body.duplicate_expense_id))
      errors.duplicate_expense_id = ['The duplicate must be another expense of this company.'];
  }
  return errors;
}

/** The reason's evidence from a validated write; the fields the reason does not use are null. */
export function disputeFields(body: DisputeWrite) {
  const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
  return {
    reason: body.reason,
    amount: body.amount,
    explanation: text(body.explanation),
    duplicate_expense_id: body.reason === 'duplicate' ? (body.duplicate_expense_id ?? null) : null,
    expected_on: body.reason === 'not_received' ? (body.expected_on ?? null) : null,
    cancelled_on: body.reason === 'canceled' ? (body.cancelled_on ?? null) : null,
    cancellation_policy: body.reason === 'canceled' ? text(body.cancellation_policy) : null,
  };
}

/** A dispute as the API shows it: its expense, whether it is partial, its window. */
export function presentDispute(db: MockDatabase, row: StoredDispute): Dispute {
  const { company_id: _companyId, expense_id: expenseId, files, ...fields } = row;
  const expense = companyExpense(db, row.company_id, expenseId);
  const card = expense?.card_id == null ? undefined : db.cards.find((candidate) => candidate.id === expense.card_id);
  return {
    ...fields,
    expense: {
      id: expenseId,
      merchant: expense?.merchant ?? '',
      amount: expense?.amount ?? 0,
      currency: expense?.currency ?? 'AED',
      status: expense?.status ?? 'captured',
      spent_at: expense?.spent_at ?? row.created_at,
      card: card ? { id: card.id, number: card.number, name: card.name } : null,
    },
    currency: expense?.currency ?? 'AED',
    is_partial: expense ? row.amount < expense.amount : false,
    window_ends_on: disputeWindowEndsOn(expense?.spent_at ?? row.created_at),
    files: files.map(({ bytes: _bytes, ...file }) => file),
    credit_exchange: row.credit_exchange ?? null,
  };
}

/** A credit's rate into AED of the day it happened (the mock's rates), kept with the credit; null for AED or without a rate. */
function creditExchangeOn(currency: string, amount: number, at: string): StoredDispute['credit_exchange'] {
  const table = mockRateTable(dayOf(at) ?? at.slice(0, 10));
  if (currency === table.base || !hasRate(currency, table)) return null;
  const converted = convertCents(toCents(amount), currency, table);
  return { base_currency: table.base, rate: converted.rate, as_of: converted.asOf, amount: converted.cents / 100 };
}

/**
 * Moves a dispute to a final status (the clock or QA) by the lifecycle; a won dispute credits the
 * company wallet once, with a ledger entry. False when the lifecycle does not allow the step.
 */
export function decideDispute(db: MockDatabase, company: StoredCompany, row: StoredDispute, to: DisputeStatus, now: Date): boolean {
  if (!canDisputeMove(row.status, to)) return false;
  row.status = to;
  row.decided_at = now.toISOString();
  if (to === 'won' && row.credited_amount === null) {
    const expense = companyExpense(db, row.company_id, row.expense_id);
    const currency = expense?.currency ?? company.limit.currency;
    creditWallet(db, company, currency, row.amount, {
      type: 'dispute_credit',
      description: `Dispute ${row.id} won${expense ? `: ${expense.merchant}` : ''}`,
      reference: { kind: 'dispute', id: row.id },
      at: row.decided_at,
    });
    row.credited_amount = row.amount;
    row.credit_exchange = creditExchangeOn(currency, row.amount, row.decided_at);
  }
  return true;
}

/** Brings the company's disputes up to date at `now` (the clock, evaluated on read). */
export function settleDisputes(db: MockDatabase, company: StoredCompany, rows: readonly StoredDispute[], now: Date): void {
  for (const row of rows) {
    if (row.status !== 'unsubmitted' && row.status !== 'submitted') continue;
    const expense = companyExpense(db, row.company_id, row.expense_id);
    const next = disputeStatusByClock(
      { status: row.status, reason: row.reason, spent_at: expense?.spent_at ?? row.created_at, submitted_at: row.submitted_at },
      now,
    );
    if (next) decideDispute(db, company, row, next, now);
  }
}

/** The company's disputes. */
export const disputesOf = (db: MockDatabase, companyId: string): StoredDispute[] =>
  db.disputes.filter((row) => row.company_id === companyId);
