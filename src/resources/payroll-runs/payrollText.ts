/** The salary month as the reader says it: 'November 2026' (Arabic: its own month name). */
export const monthLabel = (month: string, locale: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale === 'ar' ? 'ar-AE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** `YYYY-MM` of the months from `back` months ago to `ahead` months ahead of `now` (Dubai), latest first. */
export function salaryMonthChoices(now: Date, back = 3, ahead = 1): string[] {
  const dubai = new Date(now.getTime() + 4 * 3_600_000);
  const months: string[] = [];
  for (let offset = ahead; offset >= -back; offset -= 1)
    months.push(new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth() + offset, 1)).toISOString().slice(0, 7));
  return months;
}
