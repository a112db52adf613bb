import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  defaultExpenseDateRange,
  formatDate,
  formatDayField,
  parseDayField,
  validateDayField,
  isReversedRange,
  parseDisplayDate,
  toApiDate,
} from '../../../src/domain/dates';

// Local time, so the test does not depend on the machine's time zone.
const when = new Date(2026, 10, 2, 9, 5, 30);

describe('DATE_FORMATS', () => {
  it('are the spec formats', () => {
    expect(DATE_FORMATS).toEqual({
      date: 'DD/MM/YYYY',
      shortDate: 'DD/MM/YY',
      dayMonth: 'DD/MM',
      dateTime: 'DD/MM/YYYY, HH:mm',
      api: 'YYYY-MM-DD',
    });
  });
});

describe('formatDate', () => {
  it('uses DD/MM/YYYY by default', () => {
    expect(formatDate(when)).toBe('02/11/2026');
  });

  it('formats each named format', () => {
    expect(formatDate(when, 'shortDate')).toBe('02/11/26');
    expect(formatDate(when, 'dayMonth')).toBe('02/11');
    expect(formatDate(when, 'dateTime')).toBe('02/11/2026, 09:05');
    expect(formatDate(when, 'api')).toBe('2026-11-02');
  });

  it('reads API dates and timestamps', () => {
    expect(formatDate('2029-10-31')).toBe('31/10/2029');
    expect(formatDate('2026-11-02T10:15:00')).toBe('02/11/2026');
    expect(formatDate(when.getTime())).toBe('02/11/2026');
  });

  it("shows '-' for a missing or invalid date", () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatDate(value)).toBe('-');
  });

  it('takes a locale', () => {
    expect(formatDate(when, 'date', 'ar')).toBe('02/11/2026');
  });
});

describe('toApiDate', () => {
  it('gives YYYY-MM-DD', () => {
    expect(toApiDate(when)).toBe('2026-11-02');
    expect(toApiDate('2026-01-05T23:00:00')).toBe('2026-01-05');
  });

  it('is null for a missing or invalid date', () => {
    expect(toApiDate(null)).toBeNull();
    expect(toApiDate('')).toBeNull();
    expect(toApiDate('nope')).toBeNull();
  });
});

describe('parseDisplayDate', () => {
  it('reads DD/MM/YYYY into an API date', () => {
    expect(parseDisplayDate('31/12/2026')).toBe('2026-12-31');
    expect(parseDisplayDate(' 01/02/2026 ')).toBe('2026-02-01');
  });

  it('reads a day typed with one-digit parts, without separators, or with dashes or dots', () => {
    for (const text of ['01/11/2026', '1/11/2026', '01112026', '01-11-2026', '01.11.2026', ' 1.11.2026 '])
      expect(parseDisplayDate(text)).toBe('2026-11-01');
    expect(parseDisplayDate('1/2/2026')).toBe('2026-02-01');
    expect(parseDisplayDate('٠١١١٢٠٢٦')).toBe('2026-11-01');
    expect(parseDisplayDate('٠١/١١/٢٠٢٦')).toBe('2026-11-01');
  });

  it('reads 29/02 only in a leap year', () => {
    expect(parseDisplayDate('29/02/2028')).toBe('2028-02-29');
    expect(parseDisplayDate('29022028')).toBe('2028-02-29');
    expect(parseDisplayDate('29/02/2026')).toBeNull();
    expect(parseDisplayDate('29022026')).toBeNull();
    expect(parseDisplayDate('29/02/2100')).toBeNull();
    expect(parseDisplayDate('29/02/2000')).toBe('2000-02-29');
  });

  it('refuses dates that do not exist or are in another format', () => {
    const refused = [
      '31/02/2026',
      '2026-12-31',
      '12/31/2026',
      '1/2/26',
      '',
      '0111202',
      '011120261',
      '00/11/2026',
      '32012026',
      '01/13/2026',
      '01/11/20x6',
      'abc',
    ];
    for (const text of refused) expect(parseDisplayDate(text)).toBeNull();
  });
});

describe('defaultExpenseDateRange', () => {
  it('runs from one month ago to today', () => {
    expect(defaultExpenseDateRange(when)).toEqual({ from: '2026-10-02', to: '2026-11-02' });
  });

  it('clamps to the end of a shorter month', () => {
    expect(defaultExpenseDateRange(new Date(2026, 2, 31))).toEqual({ from: '2026-02-28', to: '2026-03-31' });
  });
});

describe('isReversedRange', () => {
  it('is true only when both days are given and From is after To', () => {
    expect(isReversedRange('2026-11-22', '2026-11-21')).toBe(true);
    expect(isReversedRange('2026-11-21', '2026-11-21')).toBe(false);
    expect(isReversedRange('2026-10-21', '2026-11-21')).toBe(false);
    expect(isReversedRange('2026-11-22', '')).toBe(false);
    expect(isReversedRange(undefined, '2026-11-21')).toBe(false);
    expect(isReversedRange('2026-12-01', null)).toBe(false);
  });
});

describe('day fields (DD/MM/YYYY on screen, YYYY-MM-DD in the form)', () => {
  it('shows a stored day as DD/MM/YYYY and keeps text being typed as it is', () => {
    expect(formatDayField('2026-11-02')).toBe('02/11/2026');
    expect(formatDayField('02/11/2')).toBe('02/11/2');
    expect(formatDayField(null)).toBe('');
  });

  it('stores a whole DD/MM/YYYY date as YYYY-MM-DD, anything else as typed, nothing when empty', () => {
    expect(parseDayField('02/11/2026')).toBe('2026-11-02');
    expect(parseDayField('01112026')).toBe('2026-11-01');
    expect(parseDayField('1-11-2026')).toBe('2026-11-01');
    expect(parseDayField('31/02/2026')).toBe('31/02/2026');
    expect(parseDayField('0111202')).toBe('0111202');
    expect(parseDayField('02/11')).toBe('02/11');
    expect(parseDayField('  ')).toBeNull();
  });

  it('is valid when empty or a real day, else asks for DD/MM/YYYY', () => {
    expect(validateDayField('')).toBeUndefined();
    expect(validateDayField(null)).toBeUndefined();
    expect(validateDayField('2026-11-02')).toBeUndefined();
    expect(validateDayField('31/02/2026')).toEqual({ message: 'spendboard.validation.day', args: {} });
    expect(validateDayField('2026-02-31')).toEqual({ message: 'spendboard.validation.day', args: {} });
  });
});
