import { toCents } from '../../../src/domain/cents.ts';
import type { ReportKind } from '../../../src/domain/contractLists.ts';
import { recordDayTotals, type CurrencyTotalInBase } from '../../../src/domain/exchangeRates.ts';
import { reportDefinition } from '../../../src/domain/reportCatalogue.ts';
import { mockRateTable } from '../store/seed/exchangeRates.ts';
import type { Built, ReportRow } from './reports.ts';

/** One page of a report's rows (1-based page) and how many rows it has. */
export function reportPage(built: Built, page: number, perPage: number): { rows: ReportRow[]; total: number } {
  const start = (page - 1) * perPage;
  return { rows: built.items.slice(start, start + perPage).map(built.present), total: built.items.length };
}

export type MoneyTotals = { column: string; totals: CurrencyTotalInBase[] }[];

/**
 * What every row of a report adds up to in each of its money columns, per currency (in integer cents, summed
 * before rounding back; a row without a currency column counts in AED), with each currency's AED value: every
 * record converted at the rate of its own day (`Built.dayOf`, or each record a row adds up: `Built.records`) with
 * the mock's dated rates (`mockRateTable`, what `GET exchange-rates?date=` answers). Largest AED value first.
 */
export function reportMoneyTotals(kind: ReportKind, built: Built): MoneyTotals {
  const columns = reportDefinition(kind)
    .columns.filter((column) => column.type === 'money')
    .map((column) => column.key);
  if (columns.length === 0) return [];
  const totals = columns.map(() => recordDayTotals(mockRateTable));
  for (const item of built.items) {
    const row = built.present(item);
    const currency = typeof row.currency === 'string' && row.currency !== '' ? row.currency : 'AED';
    columns.forEach((key, index) => {
      const value = row[key];
      if (typeof value !== 'number') return;
      if (built.records) for (const record of built.records(item, key)) totals[index].add(record.currency, record.cents, record.day);
      else totals[index].add(currency, toCents(value), built.dayOf(item));
    });
  }
  return columns.map((column, index) => ({ column, totals: totals[index].lines() }));
}
