/**
 * The dashboard's figure rules (issue 12): which days a month covers, which expenses wait for an
 * approver and for whom, how spend changes against last month, and how categories become a chart's
 * slices. The mock computes every figure with them (`server/mock-api/policy/dashboard.ts`); the app
 * builds the links that explain each figure from the same lists.
 *
 * Days are Dubai days (UTC+4, no daylight saving): a month is a Dubai calendar month, and an
 * expense belongs to the month of its `spent_at` in Dubai. What counts as spent is the one spend
 * rule (`./spend`), not restated here.
 */
import { toCents } from './cents';
import { dubaiToday } from './accountingLock';
import { EXPENSE_STATUSES, type ExpenseStatus } from './contractLists';
import { expenseStepTo } from './expenseLifecycle';
import type { CurrencyTotal } from './spend';

const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** A Dubai calendar month and its days (`YYYY-MM-DD`, both ends inclusive). */
export type MonthPeriod = { month: string; from: string; to: string };

/** The Dubai day (`YYYY-MM-DD`) of an ISO date-time; '' when it is not one. */
export function dubaiDayOf(dateTime: string): string {
  const at = Date.parse(dateTime);
  return Number.isNaN(at) ? '' : new Date(at + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last day of a month `YYYY-MM`. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** The month `steps` months before `month` (`YYYY-MM`). */
function monthBefore(month: string, steps: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1 - steps, 1)).toISOString().slice(0, 7);
}

/**
 * The `count` Dubai months ending with the month of `today` (a Dubai day), oldest first: each
 * whole, except the current one, which ends today.
 */
export function lastMonths(today: string, count: number): MonthPeriod[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, index) => {
    const month = monthBefore(current, count - 1 - index);
    return { month, from: `${month}-01`, to: month === current ? today : lastDayOf(month) };
  });
}

/** This Dubai month (to today) and the whole month before it. */
export function thisAndLastMonth(now: Date = new Date()): { today: string; thisMonth: MonthPeriod; lastMonth: MonthPeriod } {
  const today = dubaiToday(now);
  const [lastMonth, thisMonth] = lastMonths(today, 2);
  return { today, thisMonth, lastMonth };
}

/**
 * The instants a period of Dubai days covers: from the start of its first day (inclusive) to the
 * start of the day after its last (exclusive), in ms since the epoch. Comparing `Date.parse(spent_at)`
 * with them gives the same answer as comparing the Dubai day, without building a day per expense.
 */
export function periodInstants(period: { from: string; to: string }): { start: number; end: number } {
  const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - DUBAI_OFFSET_MS;
  return { start: dayStart(period.from), end: dayStart(period.to) + 86_400_000 };
}

/** Whether an expense spent at `spentAt` falls in the period (by its Dubai day). */
export function isWithin(spentAt: string, period: { from: string; to: string }): boolean {
  const day = dubaiDayOf(spentAt);
  return day !== '' && day >= period.from && day <= period.to;
}

/**
 * Statuses of an expense waiting for an approver's decision: those the lifecycle lets an approver
 * approve now (`expenseStepTo(status, 'approve')`), in the contract's order.
 */
export const AWAITING_APPROVAL_STATUSES: readonly ExpenseStatus[] = EXPENSE_STATUSES.filter(
  (status) => expenseStepTo(status, 'approve') !== null,
);

/** Whether an expense of this status waits for an approver's decision. */
export function awaitsApproval(status: string): boolean {
  return (AWAITING_APPROVAL_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether an expense waits on this person: they may approve expenses, it waits for an approver,
 * and they did not spend it (nobody approves their own; `ownMemberId` is their person in the
 * company, or null when they have none).
 */
export function waitsOn(
  expense: { status: string; member_id: number | null },
  approver: { canApprove: boolean; ownMemberId: number | null },
): boolean {
  if (!approver.canApprove || !awaitsApproval(expense.status)) return false;
  return approver.ownMemberId === null || expense.member_id !== approver.ownMemberId;
}

/** Totals with the company's currency first, then the others in the order given. */
export function companyCurrencyFirst(totals: readonly CurrencyTotal[], currency: string): CurrencyTotal[] {
  return [...totals.filter((total) => total.currency === currency), ...totals.filter((total) => total.currency !== currency)];
}

/** The change of one currency's spend against last month. */
export type SpendChange = { currency: string; amount: number; percent: number | null };

/**
 * The change per currency (every currency of either month, this month's first): this month minus
 * last month, and in percent of last month rounded to one decimal; null when last month spent
 * nothing in that currency (a change from nothing has no percentage).
 */
export function spendChanges(thisMonth: readonly CurrencyTotal[], lastMonth: readonly CurrencyTotal[]): SpendChange[] {
  const currencies = [...new Set([...thisMonth, ...lastMonth].map((total) => total.currency))];
  return currencies.map((currency) => ({
    currency,
    ...changeOf(
      thisMonth.find((total) => total.currency === currency)?.amount ?? 0,
      lastMonth.find((total) => total.currency === currency)?.amount ?? 0,
    ),
  }));
}

/**
 * The change from `before` to `now` (one currency): the difference rounded to cents, and in percent
 * of `before` rounded to one decimal; null when `before` is nothing (a change from nothing has no
 * percentage). The dashboard's month change and the analytics' period comparison both use it.
 */
export function changeOf(now: number, before: number): { amount: number; percent: number | null } {
  const [nowCents, beforeCents] = [toCents(now), toCents(before)];
  return {
    amount: (nowCents - beforeCents) / 100,
    percent: beforeCents === 0 ? null : Math.round(((nowCents - beforeCents) / beforeCents) * 1000) / 10,
  };
}

/** What one catalogue category (or none: `categoryId` null) spent. */
export type CategorySpend = { categoryId: number | null; name: string | null; amount: number; count: number };

export type CategorySlice = {
  kind: 'category' | 'other' | 'not_coded';
  category_id: number | null;
  /** The categories it adds up: its own, the rest for "Other", none for "Not coded". */
  category_ids: number[];
  name: string | null;
  amount: number;
  count: number;
};

/** How many categories a chart names before it groups the rest as "Other". */
export const TOP_CATEGORIES = 5;

/**
 * A chart's slices: the `top` categories that spent most (ties by name), then "Other" (the rest of
 * the categories together) and "Not coded" (no category), each only when it holds money.
 */
export function categorySlices(spends: readonly CategorySpend[], top: number = TOP_CATEGORIES): CategorySlice[] {
  const coded = spends
    .filter((spend) => spend.categoryId !== null && toCents(spend.amount) > 0)
    .sort((a, b) => toCents(b.amount) - toCents(a.amount) || String(a.name).localeCompare(String(b.name)));
  const slices: CategorySlice[] = coded.slice(0, top).map((spend) => ({
    kind: 'category',
    category_id: spend.categoryId,
    category_ids: [spend.categoryId as number],
    name: spend.name,
    amount: spend.amount,
    count: spend.count,
  }));
  const rest = coded.slice(top);
  const restCents = rest.reduce((sum, spend) => sum + toCents(spend.amount), 0);
  if (restCents > 0) {
    const count = rest.reduce((sum, spend) => sum + spend.count, 0);
    const ids = rest.map((spend) => spend.categoryId as number);
    slices.push({ kind: 'other', category_id: null, category_ids: ids, name: null, amount: restCents / 100, count });
  }
  const notCodedCents = spends.filter((spend) => spend.categoryId === null).reduce((sum, spend) => sum + toCents(spend.amount), 0);
  if (notCodedCents > 0) {
    const count = spends.filter((spend) => spend.categoryId === null).reduce((sum, spend) => sum + spend.count, 0);
    slices.push({ kind: 'not_coded', category_id: null, category_ids: [], name: null, amount: notCodedCents / 100, count });
  }
  return slices;
}
