import { toCents } from '../../../src/domain/cents.ts';
import type { ReportKind } from '../../../src/domain/contractLists.ts';
import { reportDefinition } from '../../../src/domain/reportCatalogue.ts';
import type { Built, ReportRow } from './reports.ts';

/** One page of a report's rows (1-based page) and how many rows it has. */
export function reportPage(built: Built, page: number, perPage: number): { rows: ReportRow[]; total: number } {
  const start = (page - 1) * perPage;
  return { rows: built.items.slice(start, start + perPage).map(built.present), total: built.items.length };
}

export type MoneyTotals = { column: string; totals: { currency: string; amount: number }[] }[];

/**
 * What every row of a report adds up to in each of its money columns, per currency (in integer cents, summed
 * before rounding back; a row without a currency column counts in AED), largest first. Never converted.
 */
export function reportMoneyTotals(kind: ReportKind, built: Built): MoneyTotals {
  const columns = reportDefinition(kind)
    .columns.filter((column) => column.type === 'money')
    .map((column) => column.key);
  if (columns.length === 0) return [];
  const sums = columns.map(() => new Map<string, number>());
  for (const item of built.items) {
    const row = built.present(item);
    const currency = typeof row.currency === 'string' && row.currency !== '' ? row.currency : 'AED';
    columns.forEach((key, index) => {
      const value = row[key];
      if (typeof value !== 'number') return;
      sums[index].set(currency, (sums[index].get(currency) ?? 0) + toCents(value));
    });
  }
  return columns.map((column, index) => ({
    column,
    totals: [...sums[index]]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([currency, cents]) => ({ currency, amount: cents / 100 })),
  }));
}
