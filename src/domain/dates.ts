/**
 * Date formats (spec §9) and the default expense date range, through dayjs.
 */
import dayjs, { type ConfigType } from 'dayjs';
// With its file extension: the mock API (Node) loads this module too (Smart Comply's explanations).
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import 'dayjs/locale/ar.js';
import { dayOf } from './accountingLock';

dayjs.extend(customParseFormat);

export const DATE_FORMATS = {
  /** The default display format. */
  date: 'DD/MM/YYYY',
  shortDate: 'DD/MM/YY',
  dayMonth: 'DD/MM',
  dateTime: 'DD/MM/YYYY, HH:mm',
  /** What the API sends and expects for dates. */
  api: 'YYYY-MM-DD',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** Shown for a missing or invalid date. */
export const NO_DATE = '-';

function toDayjs(value: ConfigType | null): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** A date for display, DD/MM/YYYY unless another format is named; '-' when missing or invalid. */
export function formatDate(value: ConfigType | null, format: DateFormatName = 'date', locale = 'en'): string {
  const parsed = toDayjs(value);
  return parsed ? parsed.locale(locale).format(DATE_FORMATS[format]) : NO_DATE;
}

/** A date as the API wants it (YYYY-MM-DD), or null when missing or invalid. */
export function toApiDate(value: ConfigType | null): string | null {
  return toDayjs(value)?.format(DATE_FORMATS.api) ?? null;
}

/** Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits as 0-9, so a day typed on an Arabic keyboard reads too. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** Day, month and a four-digit year separated by '/', '-' or '.', or DDMMYYYY with no separators. */
const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$|^(\d{2})(\d{2})(\d{4})$/;

/**
 * A date typed day first back to YYYY-MM-DD; null unless it is a real calendar date. Reads
 * "01/11/2026", "1/11/2026", "01112026", "01-11-2026" and "01.11.2026" (and Arabic-Indic digits).
 */
export function parseDisplayDate(text: string): string | null {
  const match = TYPED_DAY.exec(westernDigits(text.trim()));
  if (!match) return null;
  const [day, month, year] = match[1] ? [match[1], match[2], match[3]] : [match[4], match[5], match[6]];
  const parsed = dayjs(`${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`, DATE_FORMATS.date, true);
  return parsed.isValid() ? parsed.format(DATE_FORMATS.api) : null;
}

/** The expense list's default range (spec §9): one month ago to today, as API dates. */
export function defaultExpenseDateRange(now: ConfigType = new Date()): { from: string; to: string } {
  const today = dayjs(now);
  return { from: today.subtract(1, 'month').format(DATE_FORMATS.api), to: today.format(DATE_FORMATS.api) };
}

/** A day range whose From comes after its To (`YYYY-MM-DD` strings); an open end is never reversed. */
export function isReversedRange(from: unknown, to: unknown): from is string {
  return typeof from === 'string' && typeof to === 'string' && from !== '' && to !== '' && from > to;
}

const API_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day field's form value (YYYY-MM-DD, or the text typed so far) shown as DD/MM/YYYY. */
export function formatDayField(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return API_DAY.test(value) ? formatDate(value) : value;
}

/** What was typed in a day field: YYYY-MM-DD once it is a whole DD/MM/YYYY date, else the text itself (invalid), null when empty. */
export function parseDayField(text: string): string | null {
  if (text.trim() === '') return null;
  return parseDisplayDate(text) ?? text;
}

/** A day field's value is valid when empty or a real YYYY-MM-DD day; else 'Enter a date as DD/MM/YYYY'. */
export function validateDayField(value: unknown): { message: string; args: Record<string, never> } | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'string' && API_DAY.test(value) && dayjs(value, DATE_FORMATS.api, true).isValid()
    ? undefined
    : { message: 'spendboard.validation.day', args: {} };
}

/**
 * A day or a date-time in a CSV/XLSX export: its (Dubai) day as DD/MM/YYYY (spec §9), as a spreadsheet opened in the
 * UAE reads it; '' when missing or not a date.
 */
export function exportDay(value: string | null | undefined): string {
  const day = dayOf(value);
  return day === null ? '' : formatDate(day);
}

/**
 * The first day of a calendar's week (0 Sunday … 6 Saturday) for a reader in the UAE, as their language's locale says
 * (CLDR's `en-AE` and `ar-AE`: Monday); Monday when the runtime does not say.
 */
export function weekStartOf(language: string): number {
  try {
    const locale = new Intl.Locale(`${language}-AE`) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return firstDay === undefined ? 1 : firstDay % 7;
  } catch {
    return 1;
  }
}
