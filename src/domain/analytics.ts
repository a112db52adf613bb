/**
 * Spend analytics (issue 16): the periods and time buckets the mock aggregates over and the app
 * labels and links. Days are Dubai days (`YYYY-MM-DD`, UTC+4, see `dayOf` in ./accountingLock); a
 * week runs Monday to Sunday (the UAE work week starts on Monday, the weekend is Saturday and
 * Sunday); a month is a calendar month. Buckets are clipped to the period, so the first and last
 * may be partial. What counts as spent is the one spend rule (./spend); the change between two
 * periods is the dashboard's (`changeOf` in ./dashboard).
 */
import { roundCents } from './cents';
import type { AnalyticsInterval } from './contractLists';

export type DayPeriod = { from: string; to: string };
export type TimeBucket = { key: string; from: string; to: string };

const DAY_MS = 86_400_000;
/** The longest period a query covers, and the longest one in day buckets. */
export const MAX_PERIOD_DAYS = 366;
export const MAX_DAY_BUCKETS = 92;

const API_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (value: number) => new Date(value * DAY_MS).toISOString().slice(0, 10);

/** Whether the text is a real calendar day (`2026-02-30` is not). */
export function isDay(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    API_DAY.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    dayOfNumber(dayNumber(value)) === value
  );
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return dayOfNumber(dayNumber(day) + count);
}

/** How many days a period covers, both ends included. */
export function periodDays(period: DayPeriod): number {
  return dayNumber(period.to) - dayNumber(period.from) + 1;
}

/** The period of the same length that ends the day before this one starts ("previous period"). */
export function previousPeriod(period: DayPeriod): DayPeriod {
  const length = periodDays(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** The first day of the bucket that holds `day`: itself, the Monday of its week, the first of its month. */
export function bucketStart(day: string, interval: AnalyticsInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday … 6 = Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the bucket after the one starting on `start`. */
function nextBucketStart(start: string, interval: AnalyticsInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/**
 * The period's buckets in time order, each keyed by its first day (clipped to the period's start)
 * and clipped to the period's days; every bucket is listed even when nothing was spent in it.
 */
export function timeBuckets(period: DayPeriod, interval: AnalyticsInterval): TimeBucket[] {
  const buckets: TimeBucket[] = [];
  let start = bucketStart(period.from, interval);
  while (start <= period.to) {
    const next = nextBucketStart(start, interval);
    const from = start < period.from ? period.from : start;
    const lastDay = addDays(next, -1);
    buckets.push({ key: from, from, to: lastDay > period.to ? period.to : lastDay });
    start = next;
  }
  return buckets;
}

/**
 * A lookup from a Dubai day to the index of its bucket in `timeBuckets(period, interval)`, or -1
 * outside the period: built once per query (at most `MAX_PERIOD_DAYS` entries), read per expense.
 */
export function bucketIndexOfDay(period: DayPeriod, interval: AnalyticsInterval): (day: string) => number {
  const buckets = timeBuckets(period, interval);
  const index = new Map<string, number>();
  buckets.forEach((bucket, position) => {
    for (let day = bucket.from; day <= bucket.to; day = addDays(day, 1)) index.set(day, position);
  });
  return (day) => index.get(day) ?? -1;
}

export type AnalyticsQuery = {
  interval: AnalyticsInterval;
  from?: string;
  to?: string;
  compare_from?: string;
  compare_to?: string;
};

/**
 * Field errors of an analytics query (empty when it is fine): real days, `from` not after `to`, at
 * most `MAX_PERIOD_DAYS` days (`MAX_DAY_BUCKETS` in day buckets), and a compared period given whole
 * (both ends) under the same rules.
 */
export function analyticsQueryErrors(query: AnalyticsQuery): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const checkPeriod = (fromField: string, toField: string, from: string | undefined, to: string | undefined) => {
    if (!isDay(from)) errors[fromField] = ['Give a day as YYYY-MM-DD.'];
    if (!isDay(to)) errors[toField] = ['Give a day as YYYY-MM-DD.'];
    if (!isDay(from) || !isDay(to)) return;
    if (from > to) errors[toField] = ['The last day cannot be before the first.'];
    else if (periodDays({ from, to }) > MAX_PERIOD_DAYS) errors[toField] = [`A period covers at most ${MAX_PERIOD_DAYS} days.`];
    else if (query.interval === 'day' && periodDays({ from, to }) > MAX_DAY_BUCKETS)
      errors.interval = [`Daily buckets cover at most ${MAX_DAY_BUCKETS} days: choose weeks or months.`];
  };
  checkPeriod('from', 'to', query.from, query.to);
  if (query.compare_from !== undefined || query.compare_to !== undefined) {
    checkPeriod('compare_from', 'compare_to', query.compare_from, query.compare_to);
  }
  return errors;
}

/**
 * The part of a budget spread over a span of days (a project's budget over its start and end dates)
 * that falls in the period ("Budget for the period"), to the cent: each day of the span is worth the
 * same; days outside the span are worth nothing.
 */
export function budgetForPeriod(amount: number, span: DayPeriod, period: DayPeriod): number {
  const from = period.from > span.from ? period.from : span.from;
  const to = period.to < span.to ? period.to : span.to;
  if (from > to) return 0;
  return roundCents((amount * periodDays({ from, to })) / periodDays(span));
}
