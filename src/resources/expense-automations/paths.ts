import { resourcePaths } from '../../layout/navigation/resourcePaths';

/** Coding rules live under the Admin settings, beside the accounting catalogues. */
export const expenseAutomationPaths = resourcePaths('/settings/expense-automations');

/** The page that opens the new-rule form (the Expenses route's `create-automation` quick action lands here). */
export const newExpenseAutomationPage = `${expenseAutomationPaths.list}?action=create`;
