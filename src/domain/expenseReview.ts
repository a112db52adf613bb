/**
 * What an expense needs before it can be decided, and when it can no longer change (issue 12).
 * One rule for the app (the drawer, the list's markers) and the mock (submit refusals, the
 * `waiting_for` it presents).
 */
import type { ExpenseStatus } from './contractLists';
import { isLocked } from './accountingLock';
import type { components } from '../api/schema';

export type ExpenseWaitingFor = components['schemas']['ExpenseWaitingFor'];

/** Whether a category with this threshold needs a receipt for this amount: strictly above it; never without one. */
export function receiptRequired(amount: number, threshold: number | null | undefined): boolean {
  return threshold !== null && threshold !== undefined && amount > threshold;
}

/** Statuses waiting for the spender to send them for review. */
const AWAITING_SUBMISSION: ReadonlySet<ExpenseStatus> = new Set(['pending', 'draft', 'recalled']);
/** Statuses waiting for an approver's decision. */
const AWAITING_DECISION: ReadonlySet<ExpenseStatus> = new Set(['submitted', 'in_review', 'manual']);

/** What an expense needs before anyone may approve it. */
export type ExpenseApprovalFacts = {
  hasReceipt: boolean;
  receiptRequired: boolean;
  categoryId: number | null;
  /** Its date-time (its Dubai day is what the lock date locks). */
  spentAt: string;
  /** The company's accounting lock date; null or absent when nothing is locked. */
  lockDate?: string | null;
};

/** What keeps an expense from being approved: a required receipt, its coding (a category), its period (locked books). */
export type ApprovalBlocker = Extract<ExpenseWaitingFor, 'receipt' | 'coding' | 'period'>;

/**
 * What an expense waits for before it can be approved, in this order: a receipt its category needs at
 * its amount, its coding (a category), and its period to open (its day is on or before the accounting
 * lock date: nothing about it may change). Empty when it may be approved. The mock refuses the approve
 * step (one, in bulk, or across companies) while any is there; the drawer disables Approve and says why.
 * A rejection is not blocked by a missing receipt or coding, only by the locked period.
 */
export function approvalBlockers(facts: ExpenseApprovalFacts): ApprovalBlocker[] {
  const blockers: ApprovalBlocker[] = [];
  if (facts.receiptRequired && !facts.hasReceipt) blockers.push('receipt');
  if (facts.categoryId === null) blockers.push('coding');
  if (isLocked(facts.spentAt, facts.lockDate)) blockers.push('period');
  return blockers;
}

export type ExpenseReviewFacts = ExpenseApprovalFacts & { status: ExpenseStatus };

/**
 * What an undecided expense still waits for, in the order it must happen: the spender's submission,
 * what blocks its approval (`approvalBlockers`: a required receipt, its coding, its locked period),
 * then an approver. Empty once decided (or for a card payment the network has not settled).
 */
export function expenseWaitingFor(facts: ExpenseReviewFacts): ExpenseWaitingFor[] {
  const awaitingSubmission = AWAITING_SUBMISSION.has(facts.status);
  if (!awaitingSubmission && !AWAITING_DECISION.has(facts.status)) return [];
  return [...(awaitingSubmission ? (['submission'] as const) : []), ...approvalBlockers(facts), 'approver'];
}

/** Statuses whose record is closed: exported to accounting, paid back, or cancelled. */
const CLOSED_STATUSES: ReadonlySet<ExpenseStatus> = new Set(['reported', 'reimbursed', 'cancelled']);

export type ExpenseLock = 'closed' | 'lock_date' | null;

/**
 * Why an expense's coding and receipt can no longer change, or null: a closed status, or a day on
 * or before the company's accounting lock date.
 */
export function expenseLock(status: ExpenseStatus, spentAt: string, lockDate: string | null | undefined): ExpenseLock {
  if (CLOSED_STATUSES.has(status)) return 'closed';
  return isLocked(spentAt, lockDate) ? 'lock_date' : null;
}
