import type { Router } from 'express';
import { EXPENSE_STATUSES, isOneOf } from '../../../src/domain/contractLists.ts';
import type { MockContext } from '../context.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { expenseChanged } from '../policy/spend.ts';

/**
 * `POST /__mock/expenses/:id/status {status}`: QA control standing in for the card network and
 * the approval flow (the contract has no expense write): sets an expense's status, and its card's,
 * person's and department's "Spent" follow (`policy/spend.ts`). 404 for no such expense, 422 for
 * a status the contract does not list.
 */
export function registerExpenseControls(router: Router, context: MockContext): void {
  router.post('/expenses/:id/status', (req, res) => {
    const { db } = context.store;
    const expense = db.expenses.find((row) => row.id === Number(req.params.id));
    if (!expense) throw notFound('No expense has this id.');
    const status: unknown = (req.body as { status?: unknown } | undefined)?.status;
    if (!isOneOf(EXPENSE_STATUSES, status))
      throw validationFailed({ status: [`The status must be one of: ${EXPENSE_STATUSES.join(', ')}.`] });
    expense.status = status;
    expenseChanged(db, expense);
    res.json({ data: expense });
  });
}
