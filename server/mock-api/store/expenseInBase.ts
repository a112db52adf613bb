import { toCents } from '../../../src/domain/cents.ts';
import { convertCents, hasRate } from '../../../src/domain/exchangeRates.ts';
import { expenseDay } from './expenseIndex.ts';
import { mockRateTable } from './seed/exchangeRates.ts';
import type { StoredExpense } from './types.ts';

/**
 * An expense's amount in the base currency (AED) in whole cents, at the mock's rate of its Dubai day
 * (`GET exchange-rates`); null when there is no rate for its currency.
 */
export function expenseBaseCents(row: StoredExpense): number | null {
  const table = mockRateTable(expenseDay(row));
  return hasRate(row.currency, table) ? convertCents(toCents(row.amount), row.currency, table).cents : null;
}

/** What expenses add up to in AED, each at the rate of its day (the list's `meta.total_amount`). */
export function expensesTotalInBase(rows: readonly StoredExpense[]): { currency: 'AED'; amount: number } {
  let cents = 0;
  for (const row of rows) cents += expenseBaseCents(row) ?? 0;
  return { currency: 'AED', amount: cents / 100 };
}
