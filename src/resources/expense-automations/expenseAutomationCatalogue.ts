import type { ExpenseAutomation, ExpenseAutomationWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { ExpenseAutomationInputs } from './ExpenseAutomationInputs';

/** Expense automations as a catalogue: CSV columns `name`, `code` (the API's import columns). */
export const expenseAutomationCatalogue: CatalogueView<ExpenseAutomation> = {
  resource: 'expense-automations',
  csvColumns: ['name', 'code'],
  toCsvRow: (row) => ({ name: row.name, code: row.code ?? '' }),
  importRequired: ['name'],
  importExample: { name: 'Expense automation 1', code: 'CC-1' },
  nameOf: (row) => row.name,
  newValues: { name: '', code: '' },
  toWrite: (values): ExpenseAutomationWrite => ({ name: String(values.name ?? '').trim(), code: String(values.code ?? '').trim() || null }),
  Inputs: ExpenseAutomationInputs,
};
