import type { ExpenseAutomationWrite } from '../../../src/api/schema.d.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredExpenseAutomation } from '../store/types.ts';
import { checkText, csvOptionalText, csvText, isTaken, type CsvRow, type ImportRules } from './catalogues.ts';

/** The create and change rule of a expense automation: the schema's bounds, and a name unique in the company (any case). */
export function expenseAutomationWriteErrors(
  taken: readonly { id?: number; name: string }[],
  body: ExpenseAutomationWrite,
  existing?: StoredExpenseAutomation,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', body.name, { required: true, max: 60 });
  if (!errors.name && isTaken(taken, (row) => row.name, body.name, existing?.id)) errors.name = ['The name has already been taken.'];
  checkText(errors, 'code', body.code, { max: 20 });
  return errors;
}

/** The stored fields of a write, trimmed (an empty code is none). */
export const expenseAutomationFields = (body: ExpenseAutomationWrite) => ({ name: body.name.trim(), code: body.code?.trim() || null });

/** A CSV file of expense automations: `name`, `code`, each row checked with the create rule. */
export const expenseAutomationImportRules = (taken: readonly { id?: number; name: string }[]): ImportRules<ExpenseAutomationWrite> => ({
  columns: ['name', 'code'],
  toWrite: (row: CsvRow) => ({ name: csvText(row, 'name'), code: csvOptionalText(row, 'code') }),
  errorsOf: (write, earlier) => expenseAutomationWriteErrors([...taken, ...earlier], write),
});
