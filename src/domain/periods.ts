/**
 * Period presets of a date filter or range (spec §9): "This month", "Last month", "This quarter",
 * "Last quarter", "Year to date", or "Custom" days. Computed from the app's today (Dubai, see
 * dubaiToday), as API days (YYYY-MM-DD). A current period ends today; a past one covers it whole.
 */
export const PERIOD_PRESETS = ['this_month', 'last_month', 'this_quarter', 'last_quarter', 'year_to_date', 'custom'] as const;

export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type DayRange = { from: string; to: string };

const pad = (value: number) => String(value).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
/** The last day of a month (1-12), leap years included. */
const lastDate = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function parts(today: string): { year: number; month: number } {
  const [year, month] = today.split('-').map(Number);
  return { year, month };
}

/** The days a preset covers on `today` (YYYY-MM-DD); null for 'custom', which keeps the days typed. */
export function presetRange(preset: PeriodPreset, today: string): DayRange | null {
  const { year, month } = parts(today);
  const quarterStart = month - ((month - 1) % 3);
  switch (preset) {
    case 'this_month':
      return { from: day(year, month, 1), to: today };
    case 'last_month': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: day(y, m, 1), to: day(y, m, lastDate(y, m)) };
    }
    case 'this_quarter':
      return { from: day(year, quarterStart, 1), to: today };
    case 'last_quarter': {
      const [y, m] = quarterStart === 1 ? [year - 1, 10] : [year, quarterStart - 3];
      return { from: day(y, m, 1), to: day(y, m + 2, lastDate(y, m + 2)) };
    }
    case 'year_to_date':
      return { from: day(year, 1, 1), to: today };
    case 'custom':
      return null;
  }
}

/** Which preset a From/To pair is on `today`, or 'custom' when none matches (or a side is open). */
export function presetOf(from: unknown, to: unknown, today: string): PeriodPreset {
  const match = PERIOD_PRESETS.find((preset) => {
    const range = presetRange(preset, today);
    return range !== null && range.from === from && range.to === to;
  });
  return match ?? 'custom';
}
