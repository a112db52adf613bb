import { defineListQuery } from '../../layout/lists/listQuery';

/** `/settings/expense-automations` opens on the coding rules in the order they are tried. */
export const expenseAutomationListQuery = defineListQuery({ resource: 'expense-automations', sort: { field: 'priority', order: 'ASC' } });
