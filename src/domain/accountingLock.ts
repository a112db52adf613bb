/**
 * The accounting lock date (issue 11, accounting settings): records dated on or before it cannot
 * be changed or synced. Dates are API days (`YYYY-MM-DD`); the product's days are Dubai days.
 */

const API_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Dubai day of a date (itself) or of a date-time (`2025-12-31T22:00:00Z` → `2026-01-01`), or null
 * when it is not one.
 */
export function dayOf(value: string | null | undefined): string | null {
  const text = value ?? '';
  if (text.length > 10) {
    const time = Date.parse(text);
    return Number.isNaN(time) ? null : dubaiToday(new Date(time));
  }
  return API_DAY.test(text) ? text : null;
}

/**
 * Whether a record dated `date` is locked by `lockDate`: on or before it. Nothing is locked
 * without a lock date; a record without a valid date is not locked.
 */
export function isLocked(date: string | null | undefined, lockDate: string | null | undefined): boolean {
  const day = dayOf(date);
  const lock = dayOf(lockDate);
  return day !== null && lock !== null && day <= lock;
}

/** Today in Dubai (UTC+4, no daylight saving) as `YYYY-MM-DD`. */
export function dubaiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Why a lock date cannot be set, or null: it must be a real day, not after today (Dubai). */
export function lockDateProblem(lockDate: string | null, now: Date = new Date()): 'invalid' | 'future' | null {
  if (lockDate === null) return null;
  if (!API_DAY.test(lockDate) || Number.isNaN(Date.parse(`${lockDate}T00:00:00Z`))) return 'invalid';
  if (new Date(`${lockDate}T00:00:00Z`).toISOString().slice(0, 10) !== lockDate) return 'invalid';
  return lockDate > dubaiToday(now) ? 'future' : null;
}
