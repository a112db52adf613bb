import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

type Expense = components['schemas']['Expense'];
export type ExpenseTransition = components['schemas']['ExpenseTransition'];

/** Typed dataProvider methods of expenses beyond CRUD, over the openapi-fetch client. */
export const expensesMethods = {
  /** `POST expenses/{id}/transition`: one step of the lifecycle; a refused step is a 403 or a 422 on `status`/`reason`. */
  async moveExpense(id: number, transition: ExpenseTransition): Promise<Expense> {
    return (await unwrap(apiClient.POST('/api/admin/expenses/{id}/transition', { params: { path: { id: String(id) } }, body: transition })))
      .data;
  },
};
