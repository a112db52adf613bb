/**
 * Disputes of card expenses (`/disputes`, issue 14): which expense can be disputed and for what,
 * the 60-day window, the evidence each reason needs and the lifecycle
 * unsubmitted → submitted → won | lost | expired (an unsubmitted dispute also expires when its
 * window ends). Nothing changes after submission. One rule: the app's form and the mock call it.
 */
import type { DisputeReason, DisputeStatus, ExpenseStatus } from './contractLists';

/** Days after the transaction within which a dispute can be opened and submitted. */
export const DISPUTE_WINDOW_DAYS = 60;
/** Days after submission after which the card network (the mock) decides. */
export const DISPUTE_DECISION_DAYS = 10;
/** The most evidence files a dispute holds. */
export const DISPUTE_MAX_FILES = 5;

const DAY_MS = 86_400_000;
const dayOf = (at: string | Date): number => Math.floor(new Date(at).getTime() / DAY_MS);

/** The last day (ISO) a dispute of a transaction of `spentAt` can be opened or submitted. */
export const disputeWindowEndsOn = (spentAt: string): string =>
  new Date((dayOf(spentAt) + DISPUTE_WINDOW_DAYS) * DAY_MS).toISOString().slice(0, 10);

/** Whether `now` is within the 60 days of the transaction (the last day included). */
export const isWithinDisputeWindow = (spentAt: string, now: Date): boolean => dayOf(now) <= dayOf(spentAt) + DISPUTE_WINDOW_DAYS;

/**
 * Statuses of a card expense whose payment the card network has captured: `captured` itself and the
 * review and accounting statuses a captured payment moves through. Not authorized (not settled yet:
 * fraud only), declined, reversed, refunded or cancelled.
 */
export const CAPTURED_CARD_STATUSES: readonly ExpenseStatus[] = [
  'captured',
  'pending',
  'draft',
  'submitted',
  'in_review',
  'recalled',
  'approved',
  'rejected',
  'reported',
];

/** Why an expense cannot be disputed for `reason` (null when it can). */
export type DisputeOpenRefusal = 'not_card' | 'not_captured' | 'authorized_not_fraud' | 'window_closed';

export function refuseDisputeOpen(
  expense: { status: ExpenseStatus; spent_at: string; has_card: boolean },
  reason: DisputeReason,
  now: Date,
): DisputeOpenRefusal | null {
  if (!expense.has_card) return 'not_card';
  if (expense.status === 'authorized') {
    if (reason !== 'fraudulent') return 'authorized_not_fraud';
  } else if (!CAPTURED_CARD_STATUSES.includes(expense.status)) return 'not_captured';
  return isWithinDisputeWindow(expense.spent_at, now) ? null : 'window_closed';
}

/** The reasons an expense of this status can be disputed for (the form's choices). */
export const disputeReasonsFor = (status: ExpenseStatus, reasons: readonly DisputeReason[]): DisputeReason[] =>
  status === 'authorized'
    ? reasons.filter((reason) => reason === 'fraudulent')
    : CAPTURED_CARD_STATUSES.includes(status)
      ? [...reasons]
      : [];

/** The evidence fields a dispute can hold. */
export type DisputeEvidenceField = 'explanation' | 'duplicate_expense_id' | 'expected_on' | 'cancelled_on' | 'cancellation_policy';

/** The evidence each reason needs (every field listed is required). */
export const DISPUTE_EVIDENCE: Readonly<Record<DisputeReason, readonly DisputeEvidenceField[]>> = {
  fraudulent: ['explanation'],
  duplicate: ['duplicate_expense_id'],
  not_received: ['expected_on'],
  not_as_described: ['explanation'],
  canceled: ['cancelled_on', 'cancellation_policy'],
  other: ['explanation'],
};

/** Reasons that need at least one file before submission. */
export const needsDisputeFile = (reason: DisputeReason): boolean => reason === 'not_as_described';

export type DisputeEvidence = Partial<Record<DisputeEvidenceField, string | number | null | undefined>>;

export type DisputeEvidenceProblem = 'required' | 'same_expense' | 'future_date';

/**
 * What is wrong with the evidence of a dispute for `reason` (field → problem; empty when complete).
 * Dates are ISO days and may not be after `today`; a duplicate is another expense than `expenseId`
 * (whether it is one of the company's the caller checks).
 */
export function disputeEvidenceProblems(
  reason: DisputeReason,
  evidence: DisputeEvidence,
  expenseId: number,
  today: string,
): Partial<Record<DisputeEvidenceField, DisputeEvidenceProblem>> {
  const problems: Partial<Record<DisputeEvidenceField, DisputeEvidenceProblem>> = {};
  for (const field of DISPUTE_EVIDENCE[reason]) {
    const value = evidence[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) problems[field] = 'required';
    else if (field === 'duplicate_expense_id' && Number(value) === expenseId) problems[field] = 'same_expense';
    else if ((field === 'expected_on' || field === 'cancelled_on') && String(value) > today) problems[field] = 'future_date';
  }
  return problems;
}

/** Whether the amount can be disputed: more than 0 and at most the expense's amount. */
export const isValidDisputeAmount = (amount: number, expenseAmount: number): boolean =>
  Number.isFinite(amount) && amount > 0 && amount <= expenseAmount;

const STEPS: Readonly<Record<DisputeStatus, readonly DisputeStatus[]>> = {
  unsubmitted: ['submitted', 'expired'],
  submitted: ['won', 'lost', 'expired'],
  won: [],
  lost: [],
  expired: [],
};

/** The statuses a dispute of this status may move to. */
export const nextDisputeStatuses = (from: DisputeStatus): readonly DisputeStatus[] => STEPS[from];

/** Whether the lifecycle allows the step. */
export const canDisputeMove = (from: DisputeStatus, to: DisputeStatus): boolean => STEPS[from].includes(to);

/** Only an unsubmitted dispute can change (its reason, amount, evidence and files). */
export const isDisputeEditable = (status: DisputeStatus): boolean => status === 'unsubmitted';

/** The outcomes QA (or the card network) can give a submitted dispute. */
export const DISPUTE_OUTCOMES = ['won', 'lost', 'expired'] as const satisfies readonly DisputeStatus[];

/**
 * Where the clock has taken a dispute at `now`, or null when it stays: an unsubmitted one past its
 * window expires; a submitted one is decided DISPUTE_DECISION_DAYS after submission (won, except a
 * dispute for `other`, which has nothing the network can check: lost).
 */
export function disputeStatusByClock(
  dispute: { status: DisputeStatus; reason: DisputeReason; spent_at: string; submitted_at: string | null },
  now: Date,
): DisputeStatus | null {
  if (dispute.status === 'unsubmitted') return isWithinDisputeWindow(dispute.spent_at, now) ? null : 'expired';
  if (dispute.status === 'submitted' && dispute.submitted_at !== null) {
    if (dayOf(now) - dayOf(dispute.submitted_at) < DISPUTE_DECISION_DAYS) return null;
    return dispute.reason === 'other' ? 'lost' : 'won';
  }
  return null;
}
