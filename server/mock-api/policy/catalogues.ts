import type { CatalogueStatus } from '../../../src/domain/contractLists.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase } from '../store/types.ts';
import { csvDay } from '../../../src/domain/catalogueImportColumns.ts';

/**
 * The rules every catalogue (tags, payment methods, branches, …) shares: the field checks a CSV
 * row needs (the OpenAPI checks them for a JSON write, not for an import row), the import's row
 * validation, and the one-default rule. A catalogue's own policy file builds on them; its
 * `…WriteErrors` is the one create rule, called by the create route and by the import.
 */

/** One CSV row keyed by the file's header. */
export type CsvRow = Record<string, string>;

export type ImportRowError = { line: number; column: string; message: string };

/** The active company and the database, for a rule that checks ids of other tables (an owner, departments, a GL account). */
export type CatalogueScope = { db: MockDatabase; companyId: string };

/** A catalogue row as the shared routes handle it: `status` is active/archived, or a lifecycle's status (purchase orders). */
export type CatalogueRow = { id: number; company_id: string; status: CatalogueStatus | (string & {}) };

/** A write's context: the scope, who acts (their full name, for a record's history) and when. */
export type CatalogueWriteContext = CatalogueScope & { by: string; now: Date };

/** A catalogue row with a default (payment methods, branches). */
export type DefaultableRow = CatalogueRow & { is_default: boolean };

/** The row at index 0 of an import is the file's line 2 (line 1 is the header). */
export const FIRST_ROW_LINE = 2;

type TextRule = { required?: boolean; max: number; pattern?: RegExp; patternMessage?: string };

/** Adds `field`'s errors for a text value (the schema's required, maxLength and pattern). */
export function checkText(errors: FieldErrors, field: string, value: string | null | undefined, rule: TextRule): void {
  const text = (value ?? '').trim();
  if (!text) {
    if (rule.required) errors[field] = [`The ${field} field is required.`];
    return;
  }
  if (text.length > rule.max) errors[field] = [`The ${field} may not be greater than ${rule.max} characters.`];
  else if (rule.pattern && !rule.pattern.test(text)) errors[field] = [rule.patternMessage ?? `The ${field} format is invalid.`];
}

/** Adds `field`'s error when `value` is not one of the schema's enum values. */
export function checkOneOf(errors: FieldErrors, field: string, value: unknown, allowed: readonly string[]): void {
  if (!allowed.includes(value as string)) errors[field] = [`The ${field} must be one of: ${allowed.join(', ')}.`];
}

/** A trimmed cell; an empty cell (or a missing column) is ''. */
export const csvText = (row: CsvRow, column: string): string => (row[column] ?? '').trim();

/** An optional text cell: empty is null. */
export const csvOptionalText = (row: CsvRow, column: string): string | null => csvText(row, column) || null;

/** A day cell: DD/MM/YYYY as the exports write it, or YYYY-MM-DD of an older file, as YYYY-MM-DD; empty is null (`csvDay`). */
export const csvDayCell = (row: CsvRow, column: string): string | null => csvDay(csvText(row, column));

/**
 * A yes/no cell: true, yes, 1 / false, no, 0 or empty. Anything else is kept as the text, so the
 * catalogue's rule reports it (`checkBoolean`).
 */
export function csvBoolean(row: CsvRow, column: string): boolean | string {
  const cell = csvText(row, column).toLowerCase();
  if (['true', 'yes', '1'].includes(cell)) return true;
  if (['false', 'no', '0', ''].includes(cell)) return false;
  return cell;
}

export function checkBoolean(errors: FieldErrors, field: string, value: unknown): void {
  if (value !== undefined && typeof value !== 'boolean') errors[field] = [`The ${field} field must be true or false.`];
}

/** `name` (or another unique text) is already used by another row of the company, whatever the case. */
export function isTaken<Row extends { id?: number }>(
  rows: readonly Row[],
  valueOf: (row: Row) => string,
  value: string,
  exceptId?: number,
): boolean {
  const wanted = value.trim().toLowerCase();
  return (
    wanted !== '' && rows.some((row) => (exceptId === undefined || row.id !== exceptId) && valueOf(row).trim().toLowerCase() === wanted)
  );
}

export type ImportRules<Write> = {
  /** The file's columns the catalogue reads; any other header is an error on line 1. */
  columns: readonly string[];
  /** A row as the write the create route takes. */
  toWrite: (row: CsvRow) => Write;
  /**
   * The create rule: field errors of `write`, given the rows imported before it (for uniqueness)
   * and every row of the file (for a row that names another row, a category's parent).
   */
  errorsOf: (write: Write, earlier: readonly Write[], all: readonly Write[]) => FieldErrors;
};

/**
 * Every error of an import, by line and column (a field error's column is the field, which is the
 * CSV column of the same name). Empty: every row may be imported.
 */
export function importRowErrors<Write>(rows: readonly CsvRow[], rules: ImportRules<Write>): { writes: Write[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const header = new Set(rows.flatMap((row) => Object.keys(row)));
  for (const column of header) {
    if (!rules.columns.includes(column)) {
      errors.push({ line: 1, column, message: `Unknown column "${column}"; the columns are: ${rules.columns.join(', ')}.` });
    }
  }
  const writes = rows.map((row) => rules.toWrite(row));
  writes.forEach((write, index) => {
    for (const [column, messages] of Object.entries(rules.errorsOf(write, writes.slice(0, index), writes))) {
      for (const message of messages) errors.push({ line: index + FIRST_ROW_LINE, column, message });
    }
  });
  return { writes, errors };
}

/** 'Row 3 has errors' / '2 rows have errors', for the import's 422 message. */
export function importFailureMessage(errors: readonly ImportRowError[]): string {
  const lines = new Set(errors.map((error) => error.line)).size;
  return `${lines === 1 ? '1 line has' : `${lines} lines have`} errors; nothing was imported.`;
}

/**
 * One default per company. Field errors of a write's `is_default`: the default cannot stop being
 * it (another one is made the default instead), an archived row cannot become it, and an import
 * names one default at most.
 */
export function defaultErrors(
  noun: string,
  isDefault: unknown,
  existing?: DefaultableRow,
  earlier: readonly { is_default?: unknown }[] = [],
): FieldErrors {
  const errors: FieldErrors = {};
  checkBoolean(errors, 'is_default', isDefault);
  if (errors.is_default) return errors;
  if (existing?.is_default && isDefault === false) {
    errors.is_default = [`This is the default ${noun}; make another one the default instead.`];
  } else if (existing?.status === 'archived' && isDefault === true) {
    errors.is_default = [`An archived ${noun} cannot be the default; restore it first.`];
  } else if (isDefault === true && earlier.some((row) => row.is_default === true)) {
    errors.is_default = [`Only one ${noun} can be the default.`];
  }
  return errors;
}

/**
 * After a write: `row` becomes the company's only default when asked, or when the company has no
 * active default (its first row). `companyRows` are the company's rows, `row` among them.
 */
export function settleDefault(companyRows: readonly DefaultableRow[], row: DefaultableRow, wantsDefault: boolean): void {
  const hasOther = companyRows.some((other) => other !== row && other.is_default && other.status === 'active');
  if (!wantsDefault && hasOther) return;
  for (const other of companyRows) other.is_default = other === row;
}

/** Why a row cannot be archived or deleted while it is the default, or null. */
export function defaultRefusal(noun: string, row: CatalogueRow & { is_default?: boolean }): string | null {
  return row.is_default ? `This is the default ${noun}; make another one the default first.` : null;
}

/** Why a row cannot be archived: what needs it active, or null. */
export function neededActiveRefusal(noun: string, neededBy: readonly string[]): string | null {
  return neededBy.length > 0 ? `This ${noun} is ${neededBy.join(' and ')}; choose another one there first.` : null;
}

/** Why a row cannot be deleted: what uses it (archive it instead), or null. */
export function usedByRefusal(noun: string, usedBy: readonly string[]): string | null {
  return usedBy.length > 0 ? `This ${noun} is used by ${usedBy.join(' and ')}; archive it instead.` : null;
}

/**
 * A number cell: empty is null, a plain decimal is its number, anything else is kept as the text
 * so the catalogue's rule reports it (`checkNumber`, `checkAmount`).
 */
export function csvNumber(row: CsvRow, column: string): number | string | null {
  const cell = csvText(row, column);
  if (cell === '') return null;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(cell) ? Number(cell) : cell;
}

/** A list cell: values separated by `;` (e-mails, ids), trimmed, empty ones dropped. */
export const csvList = (row: CsvRow, column: string): string[] =>
  csvText(row, column)
    .split(';')
    .map((value) => value.trim())
    .filter((value) => value !== '');

type NumberRule = { required?: boolean; min: number; max: number; integer?: boolean; decimals?: number };

/** Adds `field`'s error for a number (the schema's minimum, maximum, integer or decimals). */
export function checkNumber(errors: FieldErrors, field: string, value: unknown, rule: NumberRule): void {
  if (value === null || value === undefined) {
    if (rule.required) errors[field] = [`The ${field} field is required.`];
    return;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) errors[field] = [`The ${field} must be a number.`];
  else if (rule.integer && !Number.isInteger(value)) errors[field] = [`The ${field} must be a whole number.`];
  else if (value < rule.min || value > rule.max) errors[field] = [`The ${field} must be between ${rule.min} and ${rule.max}.`];
  else if (rule.decimals !== undefined && Math.abs(Math.round(value * 10 ** rule.decimals) - value * 10 ** rule.decimals) > 1e-6) {
    errors[field] = [`The ${field} may have at most ${rule.decimals} decimal places.`];
  }
}

/** An amount (`Amount.yaml`): 0 to 10,000,000 with at most 2 decimals. */
export const checkAmount = (errors: FieldErrors, field: string, value: unknown, required = false): void =>
  checkNumber(errors, field, value, { required, min: 0, max: 10_000_000, decimals: 2 });

/** Adds `field`'s error when `value` is neither empty nor a real `YYYY-MM-DD` day. */
export function checkDay(errors: FieldErrors, field: string, value: unknown): void {
  if (value === null || value === undefined || value === '') return;
  const valid =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid) errors[field] = [`The ${field} is not a valid date (YYYY-MM-DD).`];
}

/** What uses a row, in words, for `usedBy`: each non-zero count with its noun ('3 expenses', '1 person'). */
export function countedUses(counts: readonly [count: number, singular: string, plural: string][]): string[] {
  return counts.filter(([count]) => count > 0).map(([count, singular, plural]) => `${count} ${count === 1 ? singular : plural}`);
}
