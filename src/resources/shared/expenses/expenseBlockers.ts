import type { Expense } from '../../../api/schema';
import { approvalBlockers, type ApprovalBlocker } from '../../../domain/expenseReview';

/**
 * What keeps this expense from being approved, by the rule the mock applies (`approvalBlockers`): a
 * receipt its category needs, its coding, its locked period (`locked_until`: the lock date, when its
 * day is on or before it).
 */
export function blockersOf(expense: Expense): ApprovalBlocker[] {
  return approvalBlockers({
    hasReceipt: expense.receipt !== null,
    receiptRequired: expense.receipt_required,
    categoryId: expense.category_id,
    spentAt: expense.spent_at,
    lockDate: expense.locked_until,
  });
}
