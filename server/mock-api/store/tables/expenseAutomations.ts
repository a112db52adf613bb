import type { ExpenseAutomation } from '../../../../src/api/schema.d.ts';

/** A expense automation of a company (a catalogue). */
export interface StoredExpenseAutomation extends ExpenseAutomation {
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
