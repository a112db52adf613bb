import type { components, Expense } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type ExpenseTransition = components['schemas']['ExpenseTransition'];
export type ExpenseCoding = components['schemas']['ExpenseCoding'];
export type ExpenseActivity = components['schemas']['ExpenseActivity'];
export type ExpenseBulkDecision = components['schemas']['ExpenseBulkDecision'];
export type ExpenseBulkOutcome = components['schemas']['ExpenseBulkResult']['data'];

const byId = (id: number) => ({ params: { path: { id: String(id) } } });

/** Typed dataProvider methods of expenses beyond CRUD, over the openapi-fetch client. */
export const expensesMethods = {
  /** `POST expenses/{id}/transition`: one step of the lifecycle; a refused step is a 403 or a 422 on `status`/`reason`/`receipt`. */
  async moveExpense(id: number, transition: ExpenseTransition): Promise<Expense> {
    return (await unwrap(apiClient.POST('/api/admin/expenses/{id}/transition', { ...byId(id), body: transition }))).data;
  },

  /** `PATCH expenses/{id}`: coding and receipt details; only the fields sent change (422 on the fields otherwise). */
  async codeExpense(id: number, coding: ExpenseCoding): Promise<Expense> {
    return (await unwrap(apiClient.PATCH('/api/admin/expenses/{id}', { ...byId(id), body: coding }))).data;
  },

  /** `PUT expenses/{id}/receipt` as form data: uploads or replaces the receipt. */
  async uploadExpenseReceipt(id: number, file: File): Promise<Expense> {
    const form = new FormData();
    form.append('receipt', file, file.name);
    return (
      await unwrap(apiClient.PUT('/api/admin/expenses/{id}/receipt', { ...byId(id), body: { receipt: '' }, bodySerializer: () => form }))
    ).data;
  },

  /** `DELETE expenses/{id}/receipt`. */
  async removeExpenseReceipt(id: number): Promise<Expense> {
    return (await unwrap(apiClient.DELETE('/api/admin/expenses/{id}/receipt', byId(id)))).data;
  },

  /** `GET expenses/{id}/receipt`: the file, for a preview or a download. */
  async expenseReceiptFile(id: number): Promise<Blob> {
    return (await unwrap(apiClient.GET('/api/admin/expenses/{id}/receipt', { ...byId(id), parseAs: 'blob' }))) as Blob;
  },

  /** `GET expenses/{id}/activity`: the audit trail, approval trail and comments, oldest first. */
  async expenseActivity(id: number): Promise<ExpenseActivity[]> {
    return (await unwrap(apiClient.GET('/api/admin/expenses/{id}/activity', byId(id)))).data;
  },

  /** `POST expenses/{id}/comments`. */
  async commentOnExpense(id: number, text: string): Promise<ExpenseActivity> {
    return (await unwrap(apiClient.POST('/api/admin/expenses/{id}/comments', { ...byId(id), body: { text } }))).data;
  },

  /** `POST expenses/decisions`: approve or reject a selection; each one not done comes back with why. */
  async decideExpenses(decision: ExpenseBulkDecision): Promise<ExpenseBulkOutcome> {
    return (await unwrap(apiClient.POST('/api/admin/expenses/decisions', { body: decision }))).data;
  },
};
