import { expenseStepKind, expenseStepTo, refuseExpenseStep, type ExpenseStepRefusal } from '../../../src/domain/expenseLifecycle.ts';
import { forbidden, validationFailed } from '../http/errors.ts';
import type { ExpenseStatus, MockDatabase, StoredExpense, StoredUser } from '../store/types.ts';
import {
  actorName,
  approvalBlockersOf,
  expenseNeedsReceipt,
  lockDateOf,
  lockedPeriodError,
  notifySpender,
  recordExpenseActivity,
} from './expenses.ts';
import { expenseDecisionNotice } from '../store/bell.ts';
import { isPermitted, personOfAccount } from './permissions.ts';
import { expenseChanged } from './spend.ts';

/** What an expense waits for before approval, as the refusal names it. */
const APPROVAL_WAITS: Record<string, string> = {
  receipt: 'This expense waits for a receipt; it cannot be approved yet.',
  coding: 'This expense waits for its coding (a category); it cannot be approved yet.',
  'receipt,coding': 'This expense waits for a receipt and its coding (a category); it cannot be approved yet.',
};

/**
 * The API's words for a refused step: 422 when the lifecycle has no such step or the step lacks something, 403 otherwise.
 * `lockDate`: the company's lock date, named when the expense's period is locked.
 */
export function refusalError(refusal: ExpenseStepRefusal, lockDate: string | null = null): Error {
  switch (refusal.reason) {
    case 'period_locked':
      return lockedPeriodError(lockDate, 'status');
    case 'approval_blocked': {
      const message = APPROVAL_WAITS[refusal.waitingFor.join(',')];
      return validationFailed({ status: [message] }, message);
    }
    case 'not_allowed':
      return validationFailed({ status: [`An expense that is ${refusal.from} cannot become ${refusal.to}.`] });
    case 'reason_required':
      return validationFailed({ reason: ['Say why the expense is rejected: the spender sees it.'] });
    case 'receipt_required':
      return validationFailed({ receipt: ['A receipt is required for this category at this amount: upload it before submitting.'] });
    case 'sync_only':
      return validationFailed({ status: ['An expense becomes reported when the accounting sync exports it: sync it from Accounting.'] });
    case 'system_only':
      return forbidden('Only the card network settles, declines, reverses or refunds a card payment.');
    case 'spender_only':
      return forbidden('Only the person who spent can submit, recall or reopen this expense.');
    case 'own_expense':
      return forbidden('Nobody approves, rejects or reimburses their own expense.');
    case 'permission':
      return forbidden(`You do not have permission to ${refusal.permission}.`);
  }
}

/**
 * One step of the lifecycle by this account (`src/domain/expenseLifecycle.ts` decides whether it may;
 * no step in a locked period, no approval while it waits for a receipt or its coding):
 * the status changes, a rejection keeps its reason, the trail records it, the spender hears of a
 * decision, and the spend of its card, person and department follows. Throws the refusal otherwise.
 */
export function takeExpenseStep(db: MockDatabase, user: StoredUser, expense: StoredExpense, to: ExpenseStatus, reason?: string): void {
  const refusal = refuseExpenseStep(
    expense.status,
    to,
    {
      isSpender: personOfAccount(db, user, expense.company_id)?.id === expense.member_id,
      holds: (permission) => isPermitted(db, user, expense.company_id, permission),
      missingReceipt: expense.receipt === null && expenseNeedsReceipt(db, expense),
      blockers: approvalBlockersOf(db, expense),
    },
    reason,
  );
  if (refusal) throw refusalError(refusal, lockDateOf(db, expense.company_id));
  const kind = expenseStepKind(expense.status, to);
  const from = expense.status;
  if (kind === 'reject') expense.rejection_reason = reason?.trim();
  expense.status = to;
  recordExpenseActivity(db, {
    expense_id: expense.id,
    kind: 'status',
    actor: actorName(user),
    from_status: from,
    to_status: to,
    ...(kind === 'reject' ? { text: expense.rejection_reason } : {}),
  });
  if (kind === 'approve' || kind === 'reject') notifySpender(db, expense, expenseDecisionNotice(expense, kind));
  expenseChanged(db, expense);
}

/**
 * An approver's decision on an expense (bulk decisions, the portfolio's inbox): the approve or reject
 * step its status allows (a manual expense becomes manual_approved or manual_rejected), taken by
 * `takeExpenseStep`; a 422 when its status has no such step.
 */
export function decideExpense(
  db: MockDatabase,
  user: StoredUser,
  expense: StoredExpense,
  decision: 'approve' | 'reject',
  reason?: string,
): void {
  const to = expenseStepTo(expense.status, decision);
  if (!to)
    throw validationFailed({ status: [`A ${expense.status} expense cannot be ${decision === 'approve' ? 'approved' : 'rejected'}.`] });
  takeExpenseStep(db, user, expense, to, reason);
}
