import type { ExpenseAutomation } from '../../../../src/api/schema.d.ts';

/** A coding rule (expense automation) of a company; its category's name is read when it is presented. */
export interface StoredExpenseAutomation extends Omit<ExpenseAutomation, 'category_name'> {
  company_id: string;
}

/** Its table of the store's database (`MockDatabase`, ../types.ts). */
export interface ExpenseAutomationTables {
  expenseAutomations: StoredExpenseAutomation[];
}

/** Its table empty, for the seed to fill. */
export default function emptyTables(): ExpenseAutomationTables {
  return { expenseAutomations: [] };
}
