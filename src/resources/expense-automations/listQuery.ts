import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/expense-automations` opens on the expense automations by name. */
export const expenseAutomationListQuery = defineListQuery({ resource: 'expense-automations', sort: { field: 'name', order: 'ASC' } });
