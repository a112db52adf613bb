/**
 * "5 minutes ago" (spec §9 thresholds: 44 s, 45 s, 45 min, 22 h, 26 days, 11 months), with
 * dayjs relativeTime semantics: a unit's count is the rounded difference; a count of 1
 * reads as the singular ('a minute'). No global dayjs plugin is needed.
 */
import dayjs, { type ConfigType, type OpUnitType } from 'dayjs';
import ar from 'dayjs/locale/ar';

/** The spec's thresholds, each the first value of the next, coarser wording. */
export const RELATIVE_TIME_THRESHOLDS = {
  /** Up to 44 s: 'a few seconds'. */
  fewSecondsMax: 44,
  /** From 45 s: 'a minute', then 'N minutes'. */
  minuteFromSeconds: 45,
  /** From 45 min: 'an hour'. */
  hourFromMinutes: 45,
  /** From 22 h: 'a day'. */
  dayFromHours: 22,
  /** From 26 days: 'a month'. */
  monthFromDays: 26,
  /** From 11 months: 'a year'. */
  yearFromMonths: 11,
} as const;

export type RelativeTimeToken = 's' | 'm' | 'mm' | 'h' | 'hh' | 'd' | 'dd' | 'M' | 'MM' | 'y' | 'yy';

type Band = { token: RelativeTimeToken; max?: number; unit?: OpUnitType };

const T = RELATIVE_TIME_THRESHOLDS;
/** dayjs's table; the singular bands (89 s, 89 min, 35 h, 45 days, 17 months) are dayjs's own. */
const BANDS: Band[] = [
  { token: 's', max: T.fewSecondsMax, unit: 'second' },
  { token: 'm', max: 89 },
  { token: 'mm', max: T.hourFromMinutes - 1, unit: 'minute' },
  { token: 'h', max: 89 },
  { token: 'hh', max: T.dayFromHours - 1, unit: 'hour' },
  { token: 'd', max: 35 },
  { token: 'dd', max: T.monthFromDays - 1, unit: 'day' },
  { token: 'M', max: 45 },
  { token: 'MM', max: T.yearFromMonths - 1, unit: 'month' },
  { token: 'y', max: 17 },
  { token: 'yy', unit: 'year' },
];

export type RelativeTimeParts = { token: RelativeTimeToken; count: number; isFuture: boolean };

/** The wording of `date` seen from `now`; `count` is the number for the plural tokens. */
export function relativeTimeParts(date: ConfigType, now: ConfigType = new Date()): RelativeTimeParts {
  const target = dayjs(date);
  let diff = 0;
  for (let i = 0; i < BANDS.length; i += 1) {
    const band = BANDS[i];
    if (band.unit) diff = target.diff(now, band.unit, true);
    const count = Math.round(Math.abs(diff));
    if (band.max === undefined || count <= band.max) {
      const token = count <= 1 && i > 0 ? BANDS[i - 1].token : band.token;
      return { token, count, isFuture: diff > 0 };
    }
  }
  /* c8 ignore next */
  throw new Error('unreachable: the last band has no maximum');
}

type RelativeStrings = Record<RelativeTimeToken | 'future' | 'past', string>;

const EN: RelativeStrings = {
  future: 'in %s',
  past: '%s ago',
  s: 'a few seconds',
  m: 'a minute',
  mm: '%d minutes',
  h: 'an hour',
  hh: '%d hours',
  d: 'a day',
  dd: '%d days',
  M: 'a month',
  MM: '%d months',
  y: 'a year',
  yy: '%d years',
};

const STRINGS: Record<string, Partial<RelativeStrings>> = { en: EN, ar: ar.relativeTime };

/** 'a few seconds ago', '5 minutes ago', 'in 2 days'; Arabic for 'ar', English otherwise. */
export function formatRelativeTime(date: ConfigType, now: ConfigType = new Date(), locale = 'en'): string {
  const strings = { ...EN, ...STRINGS[locale.split('-')[0]] };
  const { token, count, isFuture } = relativeTimeParts(date, now);
  const text = strings[token].replace('%d', String(count));
  return (isFuture ? strings.future : strings.past).replace('%s', text);
}
