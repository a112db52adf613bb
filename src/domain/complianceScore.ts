/**
 * Compliance scores (issue 16): the share of spend without open flags, for the company, a
 * department or a person, and its trend over the last months. Spend is what counts as spent (the
 * one spend rule) in the company's currency (AED); amounts in other currencies are left out.
 */
import { toCents } from './cents';
import { lastMonths } from './dashboard';
import { countsAsSpent } from './spend';

export type ScoredExpense = { id: number; amount: number; currency: string; status: string; spent_day: string };

export type Score = { spend: number; flagged_spend: number; score: number | null };

/** The score of some expenses: percent of spend (one decimal) without open flags; null without spend. */
export function complianceScore(expenses: readonly ScoredExpense[], flagged: ReadonlySet<number>, currency = 'AED'): Score {
  let spend = 0;
  let flaggedSpend = 0;
  for (const expense of expenses) {
    if (expense.currency !== currency || !countsAsSpent(expense.status)) continue;
    const amount = toCents(expense.amount);
    spend += amount;
    if (flagged.has(expense.id)) flaggedSpend += amount;
  }
  const score = spend === 0 ? null : Math.round(((spend - flaggedSpend) / spend) * 1000) / 10;
  return { spend: spend / 100, flagged_spend: flaggedSpend / 100, score };
}

/** The score per Dubai month over the `count` months ending with today's, oldest first. */
export function complianceTrend(
  expenses: readonly ScoredExpense[],
  flagged: ReadonlySet<number>,
  today: string,
  count = 6,
  currency = 'AED',
): { month: string; score: number | null }[] {
  const months = lastMonths(today, count);
  const byMonth = new Map<string, ScoredExpense[]>(months.map((period) => [period.month, []]));
  for (const expense of expenses) byMonth.get(expense.spent_day.slice(0, 7))?.push(expense);
  return months.map((period) => ({
    month: period.month,
    score: complianceScore(byMonth.get(period.month) ?? [], flagged, currency).score,
  }));
}
