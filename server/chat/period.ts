/**
 * The periods a question can name, as Dubai days (`YYYY-MM-DD`, both ends inclusive) — the same
 * days the expense list's `spent_from` / `spent_until` filters select.
 */
import { lastMonths } from '../../src/domain/dashboard.ts';
import { arabicWords, normaliseArabic } from './arabic.ts';
import { AR_MONTH_NAMES, chatTexts, EN_MONTH_NAMES, type ChatLocale } from './texts.ts';

export type PeriodSpec =
  | { kind: 'this_month' }
  | { kind: 'last_month' }
  | { kind: 'this_year' }
  | { kind: 'last_year' }
  | { kind: 'last_days'; days: number }
  | { kind: 'month'; month: string };

export type Period = { from: string; to: string; label: string };

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
};
/** 'November 2026' (Arabic: 'نوفمبر 2026'). */
export const monthLabel = (month: string, locale: ChatLocale = 'en') => chatTexts(locale).monthLabel(month);

/** The days of a period on `today` (a Dubai day); a period never runs past today. */
export function resolvePeriod(spec: PeriodSpec, today: string, locale: ChatLocale = 'en'): Period {
  const year = today.slice(0, 4);
  switch (spec.kind) {
    case 'this_month': {
      const [thisMonth] = lastMonths(today, 1);
      return { from: thisMonth.from, to: thisMonth.to, label: monthLabel(thisMonth.month, locale) };
    }
    case 'last_month': {
      const [lastMonth] = lastMonths(today, 2);
      return { from: lastMonth.from, to: lastMonth.to, label: monthLabel(lastMonth.month, locale) };
    }
    case 'this_year':
      return { from: `${year}-01-01`, to: today, label: year };
    case 'last_year': {
      const previous = String(Number(year) - 1);
      return { from: `${previous}-01-01`, to: `${previous}-12-31`, label: previous };
    }
    case 'last_days':
      return { from: addDays(today, 1 - spec.days), to: today, label: chatTexts(locale).lastDays(spec.days) };
    case 'month': {
      const to = lastDayOf(spec.month) < today ? lastDayOf(spec.month) : today;
      return { from: `${spec.month}-01`, to, label: monthLabel(spec.month, locale) };
    }
  }
}

/** The period of the same length just before: the month before a month, the year before a year. */
export function previousPeriod(spec: PeriodSpec, today: string, locale: ChatLocale = 'en'): Period {
  switch (spec.kind) {
    case 'this_month':
      return resolvePeriod({ kind: 'last_month' }, today, locale);
    case 'last_month': {
      const [before] = lastMonths(today, 3);
      return resolvePeriod({ kind: 'month', month: before.month }, today, locale);
    }
    case 'this_year':
    case 'last_year': {
      const shift = spec.kind === 'this_year' ? 1 : 2;
      const previous = String(Number(today.slice(0, 4)) - shift);
      return { from: `${previous}-01-01`, to: `${previous}-12-31`, label: previous };
    }
    case 'last_days': {
      const current = resolvePeriod(spec, today, locale);
      return { from: addDays(current.from, -spec.days), to: addDays(current.from, -1), label: chatTexts(locale).daysBefore(spec.days) };
    }
    case 'month': {
      const [year, monthNumber] = spec.month.split('-').map(Number);
      const before = new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
      return resolvePeriod({ kind: 'month', month: before }, today, locale);
    }
  }
}

/** The year of a month named without one: a month later in the year than today is last year's. */
function monthSpec(index: number, yearText: string | undefined, today: string): PeriodSpec {
  const monthNumber = String(index + 1).padStart(2, '0');
  const thisYear = Number(today.slice(0, 4));
  const year = yearText ? Number(yearText) : `${thisYear}-${monthNumber}` > today.slice(0, 7) ? thisYear - 1 : thisYear;
  return { kind: 'month', month: `${year}-${monthNumber}` };
}

/**
 * A period named in a question ('last month', 'in October', 'last 30 days', 'this year', and the
 * same in Arabic); null when none. English is read first, as it always was; Arabic is read from
 * the text as `normaliseArabic` (query.ts) writes it.
 */
export function periodInText(text: string, today: string): PeriodSpec | null {
  return englishPeriodInText(text, today) ?? arabicPeriodInText(text, today);
}

const AR_MONTHS = AR_MONTH_NAMES.map((name) => arabicWords(`${normaliseArabic(name)}(?!\\p{L})(?:\\s+(\\d{4}))?`));

function arabicPeriodInText(question: string, today: string): PeriodSpec | null {
  const text = normaliseArabic(question);
  const days =
    /(?:اخر|الماضيه|خلال|ال)\s*(\d{1,3})\s*(?:يوم|ايام)/u.exec(text) ??
    /(\d{1,3})\s*(?:يوم|ايام)\s+(?:الماضيه|الاخيره|السابقه)/u.exec(text);
  if (days) return { kind: 'last_days', days: Math.max(1, Math.min(366, Number(days[1]))) };
  if (/الاسبوع\s+(?:الماضي|السابق|المنصرم)|اخر\s+اسبوع/u.test(text)) return { kind: 'last_days', days: 7 };
  // 'منذ الشهر الماضي' (since last month), 'مقارنة بالشهر الماضي' (compared with last month): this month against the one before.
  const sinceLastMonth = /(?:منذ|مقابل|عن)\s+الشهر\s+(?:الماضي|السابق)/u.test(text);
  const comparedWithLastMonth = /قارن/u.test(text) && /(?:ب|مع\s+)الشهر\s+(?:الماضي|السابق)/u.test(text);
  if (sinceLastMonth || comparedWithLastMonth) return { kind: 'this_month' };
  if (/الشهر\s+(?:الماضي|السابق|المنصرم)/u.test(text)) return { kind: 'last_month' };
  if (/هذا\s+الشهر|الشهر\s+(?:الحالي|الجاري)/u.test(text)) return { kind: 'this_month' };
  if (/(?:السنه|العام)\s+(?:الماضي|الماضيه|السابق|السابقه|المنصرم|المنصرمه)/u.test(text)) return { kind: 'last_year' };
  if (/هذه\s+السنه|هذا\s+العام|(?:السنه|العام)\s+(?:الحالي|الحاليه|الجاري|الجاريه)/u.test(text)) return { kind: 'this_year' };
  for (const [index, pattern] of AR_MONTHS.entries()) {
    const match = pattern.exec(text);
    if (match) return monthSpec(index, match[1], today);
  }
  return null;
}

function englishPeriodInText(text: string, today: string): PeriodSpec | null {
  const lower = text.toLowerCase();
  const days = /\b(?:last|past)\s+(\d{1,3})\s+days?\b/.exec(lower);
  if (days) return { kind: 'last_days', days: Math.max(1, Math.min(366, Number(days[1]))) };
  if (/\b(?:last|past|previous)\s+week\b/.test(lower)) return { kind: 'last_days', days: 7 };
  // 'Since last month' compares this month with the one before.
  if (/\b(?:since|from|than|against|over)\s+(?:the\s+)?(?:last|previous)\s+month\b/.test(lower)) return { kind: 'this_month' };
  if (/\b(?:last|previous)\s+month\b/.test(lower)) return { kind: 'last_month' };
  if (/\b(?:this|current)\s+month\b|\bmonth to date\b|\bmtd\b/.test(lower)) return { kind: 'this_month' };
  if (/\b(?:last|previous)\s+year\b/.test(lower)) return { kind: 'last_year' };
  if (/\b(?:this|current)\s+year\b|\byear to date\b|\bytd\b/.test(lower)) return { kind: 'this_year' };
  for (const [index, name] of EN_MONTH_NAMES.entries()) {
    const match = new RegExp(`\\b(?:${name.toLowerCase()}|${name.slice(0, 3).toLowerCase()})\\b(?:\\s+(\\d{4}))?`).exec(lower);
    if (!match || (name === 'May' && !/\bin may\b|\bmay\s+\d{4}\b/.test(lower))) continue;
    return monthSpec(index, match[1], today);
  }
  return null;
}
