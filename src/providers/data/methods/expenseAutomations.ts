import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';

export type ExpenseAutomationRun = components['schemas']['ExpenseAutomationRun'];

/** Coding rules' calls beyond the catalogue's CRUD: what "apply to existing" would code, and doing it. */
export const expenseAutomationsMethods = {
  /** `GET expense-automations/{id}/preview`: the uncoded expenses the rule would code now, and their total in AED. */
  async previewExpenseAutomation(id: number): Promise<ExpenseAutomationRun> {
    const body = await unwrap(apiClient.GET('/api/admin/expense-automations/{id}/preview', { params: { path: { id: String(id) } } }));
    return body.data;
  },
  /** `POST expense-automations/{id}/apply`: codes them; what it coded. */
  async applyExpenseAutomation(id: number): Promise<ExpenseAutomationRun> {
    const body = await unwrap(apiClient.POST('/api/admin/expense-automations/{id}/apply', { params: { path: { id: String(id) } } }));
    return body.data;
  },
};
