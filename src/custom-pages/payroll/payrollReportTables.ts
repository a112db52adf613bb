import type { components } from '../../api/schema';
import { exportDay } from '../../domain/dates';

type Schemas = components['schemas'];

/** One exported table: its header texts and rows of plain values (numbers stay numbers). */
export type ReportTable = { name: string; header: string[]; rows: (string | number | null)[][] };

type Translate = (key: string, options?: Record<string, unknown>) => string;
const L = 'resources.payroll-runs.line_fields';
const R = 'resources.payroll-runs.reports.fields';

/** The payroll register of a month: one row per line of its run. */
export function registerTable(reports: Schemas['PayrollReports'], translate: Translate): ReportTable {
  const fields = [
    'name',
    'mohre_person_id',
    'iban',
    'basic_salary',
    'allowances',
    'fixed_pay',
    'variable_pay',
    'unpaid_leave_days',
    'unpaid_leave_deduction',
    'net_pay',
  ] as const;
  return {
    name: translate('resources.payroll-runs.reports.register'),
    header: fields.map((field) => translate(`${L}.${field}`)),
    rows: reports.register.map((line) => fields.map((field) => line[field])),
  };
}

/** Gratuity and leave liability on the report day, one row per active employee. */
export function liabilitiesTable(reports: Schemas['PayrollReports'], translate: Translate): ReportTable {
  const fields = ['name', 'basic_salary', 'contract_start', 'service_years', 'gratuity', 'leave_days', 'leave_liability'] as const;
  return {
    name: translate('resources.payroll-runs.reports.liabilities'),
    header: fields.map((field) => translate(`${R}.${field}`)),
    rows: reports.liabilities.map((row) => fields.map((field) => (field === 'contract_start' ? exportDay(row[field]) : row[field]))),
  };
}

/** A table as CSV rows keyed by its header (for `writeCsv`). */
export const csvRowsOf = (table: ReportTable) =>
  table.rows.map((row) => Object.fromEntries(table.header.map((column, index) => [column, row[index] ?? ''])));
