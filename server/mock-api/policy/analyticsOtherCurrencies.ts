import type { DayPeriod } from '../../../src/domain/analytics.ts';
import { toCents } from '../../../src/domain/cents.ts';
import { countsAsSpent } from '../../../src/domain/spend.ts';
import { expenseDay, expensesOfCompany } from '../store/expenseIndex.ts';
import type { MockDatabase, StoredExpense } from '../store/types.ts';

/**
 * What a company's spent expenses of the period in other currencies than `currency` add up to, per currency
 * (`AnalyticsSpend.other_currency_totals`), largest first, never converted: the same expenses the analytics count
 * in `other_currency_count` (spent, in the period by Dubai day, matching the expense list's filters).
 */
export function otherCurrencyTotals(
  db: MockDatabase,
  companyId: string,
  currency: string,
  period: DayPeriod,
  matches: (row: StoredExpense) => boolean,
): { currency: string; amount: number }[] {
  const sums = new Map<string, number>();
  for (const row of expensesOfCompany(db, companyId)) {
    if (row.currency === currency || !countsAsSpent(row.status)) continue;
    const day = expenseDay(row);
    if (day < period.from || day > period.to || !matches(row)) continue;
    sums.set(row.currency, (sums.get(row.currency) ?? 0) + toCents(row.amount));
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([code, cents]) => ({ currency: code, amount: cents / 100 }));
}
