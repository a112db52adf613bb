/**
 * How a report cell reads: money and numbers in the active language, days as the product's dates,
 * and the enumerated values (statuses, ageing buckets, VAT recoverability, record types) from their
 * texts; the raw value otherwise. CSV and XLSX exports keep numbers as numbers and days as API days.
 */
import { formatDate } from '../../domain/dates';
import type { ReportColumn } from '../../domain/reportCatalogue';
import { expenseStatusChip } from '../../domain/statusColors';

export const R = 'spendboard.insights.reports';

/** Columns whose values are codes with a text (`spendboard.insights.reports.values.<column>.<code>`). */
const CODED_COLUMNS = new Set(['bucket', 'recoverability', 'record_type', 'receipt']);

export function cellText(
  column: ReportColumn,
  value: string | number | null,
  translate: (key: string, options?: object) => string,
  locale: string,
): string {
  if (value === null || value === '') return '';
  if (column.type === 'date') return formatDate(String(value), 'date', locale);
  if (column.type === 'money')
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));
  if (column.type === 'number') return new Intl.NumberFormat(locale).format(Number(value));
  if (CODED_COLUMNS.has(column.key)) return translate(`${R}.values.${column.key}.${value}`, { _: String(value) });
  if (column.key === 'status') {
    const { labelKey } = expenseStatusChip(String(value));
    return labelKey ? translate(labelKey) : String(value);
  }
  return String(value);
}

/** A cell as a spreadsheet keeps it: numbers stay numbers; coded values read as their text. */
export function exportValue(
  column: ReportColumn,
  value: string | number | null,
  translate: (key: string, options?: object) => string,
): string | number | null {
  if (value === null) return null;
  if (column.type === 'money' || column.type === 'number') return Number(value);
  if (CODED_COLUMNS.has(column.key)) return translate(`${R}.values.${column.key}.${value}`, { _: String(value) });
  return String(value);
}
