/**
 * The catalogue of standard reports (issue 16), as data: each report's kind, its columns (key and
 * type, in order) and the filters it takes. The mock computes each report's rows with these column
 * keys (`server/mock-api/policy/reports.ts`, one row builder per kind), and the reports page lists,
 * filters, previews and exports them from this list alone: adding a report is one entry here, its
 * row builder, and its texts (`resources.reports.kinds.<kind>`, `resources.reports.columns.<key>`).
 */
import type { ReportKind } from './contractLists';

export type ReportColumnType = 'text' | 'date' | 'money' | 'number';
/**
 * A column of a report. `values`: its cells are codes, each read as the text `<values>.<code>`
 * (ageing buckets, a flag's rule and severity); the raw code when the text is missing.
 */
export type ReportColumn = { key: string; type: ReportColumnType; values?: string };
export type ReportFilterName = 'from' | 'to' | 'card_id' | 'member_id' | 'department_id' | 'vendor_id';
export type ReportDefinition = {
  kind: ReportKind;
  columns: readonly ReportColumn[];
  filters: readonly ReportFilterName[];
  /** Filters the report cannot run without (a card statement's card). */
  required: readonly ReportFilterName[];
};

const text = (key: string): ReportColumn => ({ key, type: 'text' });
const date = (key: string): ReportColumn => ({ key, type: 'date' });
const money = (key: string): ReportColumn => ({ key, type: 'money' });
const number = (key: string): ReportColumn => ({ key, type: 'number' });
const coded = (key: string, values: string): ReportColumn => ({ key, type: 'text', values });
/** The reports page's texts of a column's codes (`spendboard.insights.reports.values.<column>`). */
const reportValues = (key: string) => coded(key, `spendboard.insights.reports.values.${key}`);

export const REPORT_CATALOGUE: readonly ReportDefinition[] = [
  {
    kind: 'expenses',
    columns: [
      date('spent_on'),
      text('merchant'),
      text('person'),
      text('department'),
      text('category'),
      text('status'),
      money('amount'),
      money('vat_amount'),
      text('currency'),
      reportValues('receipt'),
    ],
    filters: ['from', 'to', 'card_id', 'member_id', 'department_id'],
    required: [],
  },
  {
    kind: 'ap_ageing',
    columns: [
      text('vendor'),
      text('invoice_number'),
      date('due_date'),
      number('days_past_due'),
      reportValues('bucket'),
      money('outstanding'),
      text('currency'),
    ],
    // `to` is the day the ageing is seen from (today when absent).
    filters: ['to', 'vendor_id'],
    required: [],
  },
  {
    kind: 'card_statement',
    columns: [date('spent_on'), text('merchant'), text('description'), text('status'), money('amount'), text('currency')],
    filters: ['card_id', 'from', 'to'],
    required: ['card_id'],
  },
  {
    kind: 'vat',
    columns: [
      text('supplier_trn'),
      text('supplier'),
      number('documents'),
      money('vat_amount'),
      text('currency'),
      reportValues('recoverability'),
    ],
    filters: ['from', 'to'],
    required: [],
  },
  {
    kind: 'missing_receipts',
    columns: [date('spent_on'), text('merchant'), text('person'), text('category'), money('amount'), text('currency')],
    filters: ['from', 'to', 'member_id', 'department_id'],
    required: [],
  },
  {
    kind: 'declined_transactions',
    columns: [date('spent_on'), text('merchant'), text('person'), text('card'), money('amount'), text('currency'), text('reason')],
    filters: ['from', 'to', 'card_id', 'member_id'],
    required: [],
  },
  {
    kind: 'sync_errors',
    columns: [reportValues('record_type'), text('reference'), date('date'), money('amount'), text('currency'), text('error')],
    filters: ['from', 'to'],
    required: [],
  },
  {
    // Smart Comply's flags (open, resolved and dismissed), highest risk first.
    kind: 'compliance_flags',
    columns: [
      date('date'),
      coded('rule', 'spendboard.compliance.kinds'),
      coded('severity', 'spendboard.compliance.severity'),
      coded('status', 'spendboard.status.compliance_flag'),
      // Written by the API in the request's language (`Accept-Language`).
      text('explanation'),
      money('amount'),
      number('risk'),
    ],
    filters: ['from', 'to', 'member_id', 'department_id'],
    required: [],
  },
];

/** The catalogue entry of a kind (every kind of the contract has one: the catalogue test checks it). */
export function reportDefinition(kind: ReportKind): ReportDefinition {
  const definition = REPORT_CATALOGUE.find((entry) => entry.kind === kind);
  if (!definition) throw new Error(`No catalogue entry for the report ${kind}`);
  return definition;
}

/** The columns of `columns` the report does not have (a saved report may only name its own). */
export function unknownColumns(kind: ReportKind, columns: readonly string[]): string[] {
  const known = new Set(reportDefinition(kind).columns.map((column) => column.key));
  return columns.filter((column) => !known.has(column));
}
