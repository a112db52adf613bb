import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Expense automations live under the Admin settings. */
export const expenseAutomationPaths = resourcePaths('/settings/expense-automations');
