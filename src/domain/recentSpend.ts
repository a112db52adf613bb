/**
 * What a card or a person spent lately, for whoever decides a request to change its limit (issue 33):
 * the last `days` Dubai days, today included, by the one spend rule (`spend.ts`) in the limit's currency.
 * The mock computes it (`GET requests/{id}`'s `target_now`); the request's page and its approval show it.
 */
import { addDays } from './analytics';
import { countsAsSpent, spentIn } from './spend';

/** How many days "recent spend" covers. */
export const RECENT_SPEND_DAYS = 30;

/** The window of the last `days` Dubai days ending `today` (both ends included). */
export function recentSpendWindow(today: string, days: number = RECENT_SPEND_DAYS): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

type DayExpense = { amount: number; currency: string; status: string; day: string };

/** What the expenses spent inside the window in `currency` (others are not part of a limit), and how many did. */
export function recentSpend(
  expenses: readonly DayExpense[],
  currency: string,
  window: { from: string; to: string },
): { amount: number; count: number } {
  const inside = expenses.filter(
    (expense) => expense.day >= window.from && expense.day <= window.to && expense.currency === currency && countsAsSpent(expense.status),
  );
  return { amount: spentIn(inside, currency), count: inside.length };
}
