import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { parse as parseIsoDuration } from 'tinyduration';
import type { FieldErrors } from '../http/errors.ts';

dayjs.extend(utc);

const SECOND_MS = 1000;
const DAY_MS = 86_400_000;
/** How far from the real time the clock may go (either way): far enough for any test, never an invalid date. */
const MAX_DISTANCE_MS = 100 * 366 * DAY_MS;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `POST /__mock/clock`'s body: applied in this order (reset alone). */
export interface ClockChange {
  reset?: true;
  /** An instant with its zone (`2026-12-31T20:00:00Z`). */
  set?: string;
  /** An ISO 8601 duration (`P1M`, `PT90M`, `-P1D`) or a number of seconds (negative: back). */
  advance?: string | number;
  /** Whole days ahead (1–400), as before. */
  advance_days?: number;
  /** True: the clock stands still at the result; false: it runs on from it. Omitted: as it was. */
  freeze?: boolean;
}

const FIELDS = new Set(['reset', 'set', 'advance', 'advance_days', 'freeze']);

/** The change the body asks for, or the field errors that refuse it. */
export function parseClockChange(body: unknown): { change: ClockChange } | { errors: FieldErrors } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = Object.create(null);
  for (const field of Object.keys(input))
    if (!FIELDS.has(field)) errors[field] = [`Unknown field; give one of: ${[...FIELDS].join(', ')}.`];
  const { reset, set, advance, advance_days: days, freeze } = input;
  if (reset !== undefined && reset !== true) errors.reset = ['The reset field takes true only.'];
  if (reset === true && Object.keys(input).length > 1) errors.reset = ['A reset takes no other field.'];
  if (set !== undefined && (typeof set !== 'string' || !INSTANT.test(set) || Number.isNaN(Date.parse(set))))
    errors.set = ['Give an instant with its zone, such as 2026-12-31T20:00:00Z.'];
  if (advance !== undefined && durationProblem(advance) !== null) errors.advance = [durationProblem(advance)!];
  if (days !== undefined && (!Number.isInteger(days) || (days as number) < 1 || (days as number) > 400))
    errors.advance_days = ['Give a whole number of days from 1 to 400.'];
  if (advance !== undefined && days !== undefined) errors.advance_days = ['Give advance or advance_days, not both.'];
  if (freeze !== undefined && typeof freeze !== 'boolean') errors.freeze = ['The freeze field is true or false.'];
  if (Object.keys(input).length === 0) errors.advance = ['Give set, advance, advance_days, freeze or reset.'];
  if (Object.keys(errors).length > 0) return { errors };
  return { change: input as ClockChange };
}

function durationProblem(advance: unknown): string | null {
  if (typeof advance === 'number') return Number.isFinite(advance) ? null : 'A number of seconds must be finite.';
  const problem = 'Give an ISO 8601 duration (P1D, PT90M, P1M, -P2W) or a number of seconds.';
  if (typeof advance !== 'string') return problem;
  try {
    const duration = parseIsoDuration(advance);
    if (!Number.isInteger(duration.years ?? 0) || !Number.isInteger(duration.months ?? 0))
      return 'Years and months are calendar steps: give them as whole numbers.';
    return null;
  } catch {
    return problem;
  }
}

/**
 * Where the clock lands: `from` moved by the change. Years and months are calendar steps in UTC (31 January
 * plus P1M is 28 or 29 February); weeks, days, hours, minutes and seconds are exact lengths.
 */
export function movedInstant(fromMs: number, change: ClockChange): number {
  let at = change.set !== undefined ? Date.parse(change.set) : fromMs;
  if (typeof change.advance === 'number') at += change.advance * SECOND_MS;
  if (typeof change.advance === 'string') at = addIsoDuration(at, change.advance);
  if (change.advance_days !== undefined) at += change.advance_days * DAY_MS;
  return at;
}

/** Null when the instant is within reach of the real time, else the error on the field that took it there. */
export function instantProblem(atMs: number, realNowMs: number, change: ClockChange): FieldErrors | null {
  if (Number.isFinite(atMs) && Math.abs(atMs - realNowMs) <= MAX_DISTANCE_MS) return null;
  const field = change.advance !== undefined ? 'advance' : change.advance_days !== undefined ? 'advance_days' : 'set';
  return { [field]: ['The clock may be at most 100 years from the real time.'] };
}

function addIsoDuration(fromMs: number, text: string): number {
  const duration = parseIsoDuration(text);
  const sign = duration.negative ? -1 : 1;
  const calendar = dayjs
    .utc(fromMs)
    .add(sign * (duration.years ?? 0), 'year')
    .add(sign * (duration.months ?? 0), 'month')
    .valueOf();
  const exactSeconds =
    (duration.weeks ?? 0) * 7 * 86_400 +
    (duration.days ?? 0) * 86_400 +
    (duration.hours ?? 0) * 3600 +
    (duration.minutes ?? 0) * 60 +
    (duration.seconds ?? 0);
  return calendar + sign * Math.round(exactSeconds * SECOND_MS);
}
