import type { components } from '../../../src/api/schema.d.ts';
import { lockDateProblem } from '../../../src/domain/accountingLock.ts';
import { GL_ACCOUNT_TYPES, TAX_RATE_TYPES } from '../../../src/domain/contractLists.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredGlAccount, StoredTaxRate } from '../store/types.ts';
import { checkOneOf, checkText, csvText, isTaken, type CsvRow, type ImportRules } from './catalogues.ts';

type Schemas = components['schemas'];
type GlAccountWrite = Schemas['GlAccountWrite'];
type TaxRateWrite = Schemas['TaxRateWrite'];
type AccountingSettingsWrite = Schemas['AccountingSettingsWrite'];

const GL_CODE = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;

/** A number cell: the number, or the text itself when it is not one (the rule reports it). */
export function csvNumber(row: CsvRow, column: string): number | string | null {
  const cell = csvText(row, column);
  if (cell === '') return null;
  const value = Number(cell);
  return Number.isFinite(value) ? value : cell;
}

/** Adds `field`'s error unless `value` is a number from `min` to `max` with two decimals at most (`optional`: null is fine). */
export function checkAmount(
  errors: FieldErrors,
  field: string,
  value: unknown,
  { min, max, optional = false }: { min: number; max: number; optional?: boolean },
) {
  if (value === null || value === undefined) {
    if (!optional) errors[field] = [`The ${field} field is required.`];
    return;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) errors[field] = [`The ${field} must be a number.`];
  else if (value < min || value > max) errors[field] = [`The ${field} must be between ${min} and ${max}.`];
  else if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) errors[field] = [`The ${field} may have two decimals at most.`];
}

/** The create and change rule of a GL account: the schema's bounds and a code unique in the company (any case). */
export function glAccountWriteErrors(
  taken: readonly { id?: number; code: string }[],
  body: GlAccountWrite,
  existing?: StoredGlAccount,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'code', body.code, {
    required: true,
    max: 20,
    pattern: GL_CODE,
    patternMessage: 'The code may only hold letters, digits, dots and dashes.',
  });
  if (!errors.code && isTaken(taken, (row) => row.code, body.code, existing?.id)) errors.code = ['The code has already been taken.'];
  checkText(errors, 'name', body.name, { required: true, max: 120 });
  checkOneOf(errors, 'type', body.type, GL_ACCOUNT_TYPES);
  return errors;
}

export const glAccountFields = (body: GlAccountWrite) => ({ code: body.code.trim(), name: body.name.trim(), type: body.type });

/** A CSV file of GL accounts: `code`, `name`, `type`. */
export const glAccountImportRules = (taken: readonly { id?: number; code: string }[]): ImportRules<GlAccountWrite> => ({
  columns: ['code', 'name', 'type'],
  toWrite: (row) => ({ code: csvText(row, 'code'), name: csvText(row, 'name'), type: csvText(row, 'type') as GlAccountWrite['type'] }),
  errorsOf: (write, earlier) => glAccountWriteErrors([...taken, ...earlier], write),
});

/** The create and change rule of a tax rate: a name unique in the company, 0–100 % with two decimals; zero-rated and exempt are 0 %. */
export function taxRateWriteErrors(
  taken: readonly { id?: number; name: string }[],
  body: TaxRateWrite,
  existing?: StoredTaxRate,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'name', body.name, { required: true, max: 60 });
  if (!errors.name && isTaken(taken, (row) => row.name, body.name, existing?.id)) errors.name = ['The name has already been taken.'];
  checkOneOf(errors, 'type', body.type, TAX_RATE_TYPES);
  checkAmount(errors, 'rate', body.rate, { min: 0, max: 100 });
  if (!errors.rate && !errors.type && body.type !== 'standard' && body.rate !== 0) errors.rate = ['A zero-rated or exempt rate is 0%.'];
  return errors;
}

export const taxRateFields = (body: TaxRateWrite) => ({ name: body.name.trim(), rate: body.rate, type: body.type });

/** A CSV file of tax rates: `name`, `rate`, `type`. */
export const taxRateImportRules = (taken: readonly { id?: number; name: string }[]): ImportRules<TaxRateWrite> => ({
  columns: ['name', 'rate', 'type'],
  toWrite: (row) => ({
    name: csvText(row, 'name'),
    rate: csvNumber(row, 'rate') as number,
    type: csvText(row, 'type') as TaxRateWrite['type'],
  }),
  errorsOf: (write, earlier) => taxRateWriteErrors([...taken, ...earlier], write),
});

/** An active GL account of the company by id, or undefined. */
export const activeGlAccount = (db: MockDatabase, companyId: string, id: unknown) =>
  db.glAccounts.find((account) => account.id === id && account.company_id === companyId && account.status === 'active');

const DEFAULT_ACCOUNT_FIELDS = ['card_clearing_account_id', 'accounts_payable_account_id', 'reimbursements_account_id'] as const;

/** The default accounts: each null or an active GL account of the company; accounts payable is a liability. */
export function accountingSettingsErrors(db: MockDatabase, companyId: string, body: AccountingSettingsWrite): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of DEFAULT_ACCOUNT_FIELDS) {
    const id = body[field];
    if (id === null) continue;
    const account = activeGlAccount(db, companyId, id);
    if (!account) errors[field] = ['Choose an active account of the chart of accounts.'];
    else if (field === 'accounts_payable_account_id' && account.type !== 'liability')
      errors[field] = ['The accounts payable account must be a liability account.'];
  }
  return errors;
}

/** The lock date: a real day, not after today in Dubai. */
export function lockDateErrors(lockDate: string | null, now: Date): FieldErrors {
  const problem = lockDateProblem(lockDate, now);
  if (problem === 'future') return { lock_date: ['The lock date cannot be in the future.'] };
  if (problem === 'invalid') return { lock_date: ['The lock date is not a valid date.'] };
  return {};
}
