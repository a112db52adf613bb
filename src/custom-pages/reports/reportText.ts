/**
 * How a report cell reads: money and numbers in the active language, days as the product's dates,
 * coded values (expense statuses, ageing buckets, VAT recoverability, record types, a flag's rule,
 * severity and status) from their texts; the raw value otherwise. CSV and XLSX exports keep numbers
 * as numbers and write days DD/MM/YYYY (spec §9).
 */
import { exportDay, formatDate } from '../../domain/dates';
import type { ReportColumn } from '../../domain/reportCatalogue';
import { expenseStatusChip } from '../../domain/statusColors';

export const R = 'spendboard.insights.reports';

/** A coded cell's text (the catalogue names where its codes' texts are); the code itself when it has none. */
function codeText(values: string, value: string | number, translate: (key: string, options?: object) => string): string {
  return translate(`${values}.${value}`, { _: String(value) });
}

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
  if (column.values) return codeText(column.values, value, translate);
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
  if (column.type === 'date') return exportDay(String(value));
  if (column.values) return codeText(column.values, value, translate);
  return String(value);
}
