import type { DayPeriod } from '../../../src/domain/analytics.ts';
import { toCents } from '../../../src/domain/cents.ts';
import { recordDayTotals, type CurrencyTotalInBase } from '../../../src/domain/exchangeRates.ts';
import { countsAsSpent } from '../../../src/domain/spend.ts';
import { expenseDay, expensesOfCompany } from '../store/expenseIndex.ts';
import { mockRateTable } from '../store/seed/exchangeRates.ts';
import type { MockDatabase, StoredExpense } from '../store/types.ts';

/**
 * What a company's spent expenses of the period add up to per currency, every currency (`AnalyticsSpend.
 * totals_by_currency`), each with its AED value: every expense converted at the mock's rate of its own Dubai day
 * (`mockRateTable`, what `GET exchange-rates?date=` answers), the same expenses the analytics count (spent, in the
 * period by Dubai day, matching the expense list's filters).
 */
export function periodTotalsByCurrency(
  db: MockDatabase,
  companyId: string,
  period: DayPeriod,
  matches: (row: StoredExpense) => boolean,
): CurrencyTotalInBase[] {
  const totals = recordDayTotals(mockRateTable);
  for (const row of expensesOfCompany(db, companyId)) {
    if (!countsAsSpent(row.status)) continue;
    const day = expenseDay(row);
    if (day < period.from || day > period.to || !matches(row)) continue;
    totals.add(row.currency, toCents(row.amount), day);
  }
  return totals.lines();
}

/** The lines in other currencies than `currency`, without their AED value (the deprecated `other_currency_totals`). */
export const otherCurrencyTotals = (lines: readonly CurrencyTotalInBase[], currency: string) =>
  lines
    .filter((line) => line.currency !== currency)
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency))
    .map(({ currency: code, amount }) => ({ currency: code, amount }));
