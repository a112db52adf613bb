/**
 * The expense lifecycle (spec §4 statuses, issue 12): which status may follow which, and what kind
 * of step each one is, so the app offers only the buttons that can work and the mock API refuses
 * every other change with a 422 naming both statuses. One rule, both sides.
 *
 * - card transactions: authorized → captured, declined or reversed; captured → refunded;
 * - review: pending → submitted; draft → submitted → in_review → approved or rejected;
 *   the spender recalls a submitted expense (recalled), which goes back to draft;
 * - out of pocket: manual → manual_approved or manual_rejected; manual_approved → reimbursed;
 * - accounting: approved → reported once synced, and a reported expense is locked;
 * - anything not yet decided (draft, pending, submitted, in_review, recalled, manual) can be cancelled.
 */
import type { ExpenseStatus } from './contractLists';
import type { ApprovalBlocker } from './expenseReview';

/** What a step is, which says who may take it. */
export type ExpenseStepKind =
  | 'card_network' // the card network settles, declines, reverses or refunds a card payment
  | 'submit' // the spender sends the expense for review
  | 'start_review' // an approver takes a submitted expense into review
  | 'approve'
  | 'reject'
  | 'recall' // the spender takes a submitted expense back
  | 'reopen' // a recalled expense becomes a draft again
  | 'reimburse' // finance pays an approved out-of-pocket expense back
  | 'report' // accounting sync has exported it
  | 'cancel';

const STEPS: Readonly<Record<ExpenseStatus, Partial<Record<ExpenseStatus, ExpenseStepKind>>>> = {
  authorized: { captured: 'card_network', declined: 'card_network', reversed: 'card_network' },
  captured: { refunded: 'card_network' },
  declined: {},
  reversed: {},
  refunded: {},
  pending: { submitted: 'submit', cancelled: 'cancel' },
  draft: { submitted: 'submit', cancelled: 'cancel' },
  submitted: { in_review: 'start_review', approved: 'approve', rejected: 'reject', recalled: 'recall', cancelled: 'cancel' },
  in_review: { approved: 'approve', rejected: 'reject', cancelled: 'cancel' },
  recalled: { draft: 'reopen', cancelled: 'cancel' },
  approved: { reported: 'report' },
  rejected: {},
  reported: {},
  manual: { manual_approved: 'approve', manual_rejected: 'reject', cancelled: 'cancel' },
  manual_approved: { reimbursed: 'reimburse' },
  manual_rejected: {},
  reimbursed: {},
  cancelled: {},
};

/** The statuses an expense of this status may move to, in the order above. */
export function nextExpenseStatuses(from: ExpenseStatus): ExpenseStatus[] {
  return Object.keys(STEPS[from]) as ExpenseStatus[];
}

/** The kind of the step from one status to another; null when the lifecycle does not allow it. */
export function expenseStepKind(from: ExpenseStatus, to: ExpenseStatus): ExpenseStepKind | null {
  return STEPS[from]?.[to] ?? null;
}

/** The step from `from` with this kind (e.g. the approve step of a manual expense), if any. */
export function expenseStepTo(from: ExpenseStatus, kind: ExpenseStepKind): ExpenseStatus | null {
  const found = Object.entries(STEPS[from]).find(([, stepKind]) => stepKind === kind);
  return found ? (found[0] as ExpenseStatus) : null;
}

/** A status nothing can change any more (a final decision, or exported to accounting). */
export function isFinalExpenseStatus(status: ExpenseStatus): boolean {
  return nextExpenseStatuses(status).length === 0;
}

/** The permission a person needs for a step; null for steps only the spender or the system takes. */
export const STEP_PERMISSIONS: Readonly<Record<ExpenseStepKind, string | null>> = {
  card_network: null,
  submit: null,
  recall: null,
  reopen: null,
  start_review: 'approve expenses',
  approve: 'approve expenses',
  reject: 'approve expenses',
  reimburse: 'update expenses',
  report: 'sync accounting',
  cancel: null,
};

/** Steps only the spender takes (their own expense). */
const SPENDER_STEPS: ReadonlySet<ExpenseStepKind> = new Set(['submit', 'recall', 'reopen']);
/** Steps the spender may never take on their own expense: nobody approves what they spent. */
const NOT_ON_OWN: ReadonlySet<ExpenseStepKind> = new Set(['start_review', 'approve', 'reject', 'reimburse']);

export type ExpenseStepActor = {
  /** Whether the person is the spender of the expense. */
  isSpender: boolean;
  /** Whether the person holds a permission (after the deny list). */
  holds: (permission: string) => boolean;
  /** Whether its category needs a receipt at this amount and none is on file (blocks submitting). */
  missingReceipt?: boolean;
  /**
   * What the expense waits for before it can be approved (`approvalBlockers`, `src/domain/expenseReview.ts`):
   * a receipt or its coding refuses the approve step; its locked period refuses every step.
   */
  blockers?: readonly ApprovalBlocker[];
};

export type ExpenseStepRefusal =
  | { reason: 'not_allowed'; from: ExpenseStatus; to: ExpenseStatus } // 422: the lifecycle has no such step
  | { reason: 'system_only' } // 403: only the card network / the platform moves card payments
  | { reason: 'sync_only' } // 422: only the accounting sync reports an expense (it exports it first)
  | { reason: 'spender_only' } // 403
  | { reason: 'own_expense' } // 403: nobody approves their own expense
  | { reason: 'permission'; permission: string } // 403
  | { reason: 'reason_required' } // 422: a rejection says why
  | { reason: 'receipt_required' } // 422: its category needs a receipt at this amount
  | { reason: 'period_locked' } // 422: its day is on or before the accounting lock date, nothing about it changes
  | { reason: 'approval_blocked'; waitingFor: Exclude<ApprovalBlocker, 'period'>[] }; // 422: it waits for a receipt or its coding

/**
 * Whether this person may move an expense from `from` to `to` now; null when they may. A rejection
 * needs a reason (shown to the spender). Cancelling is the spender's, or needs `update expenses`.
 * In a locked period no step is taken; an expense waiting for a receipt or its coding is not approved
 * (it may still be rejected).
 */
export function refuseExpenseStep(
  from: ExpenseStatus,
  to: ExpenseStatus,
  actor: ExpenseStepActor,
  reason?: string | null,
): ExpenseStepRefusal | null {
  const kind = expenseStepKind(from, to);
  if (!kind) return { reason: 'not_allowed', from, to };
  if (kind === 'card_network') return { reason: 'system_only' };
  if (SPENDER_STEPS.has(kind) && !actor.isSpender) return { reason: 'spender_only' };
  if (NOT_ON_OWN.has(kind) && actor.isSpender) return { reason: 'own_expense' };
  if (kind === 'cancel' && !actor.isSpender && !actor.holds('update expenses'))
    return { reason: 'permission', permission: 'update expenses' };
  const permission = STEP_PERMISSIONS[kind];
  if (permission && !actor.holds(permission)) return { reason: 'permission', permission };
  if (kind === 'report') return { reason: 'sync_only' };
  if (actor.blockers?.includes('period')) return { reason: 'period_locked' };
  if (kind === 'reject' && !reason?.trim()) return { reason: 'reason_required' };
  if (kind === 'submit' && actor.missingReceipt) return { reason: 'receipt_required' };
  if (kind === 'approve') {
    const waitingFor = (actor.blockers ?? []).filter((blocker): blocker is Exclude<ApprovalBlocker, 'period'> => blocker !== 'period');
    if (waitingFor.length > 0) return { reason: 'approval_blocked', waitingFor };
  }
  return null;
}
