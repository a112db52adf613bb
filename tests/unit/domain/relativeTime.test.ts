import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { RELATIVE_TIME_THRESHOLDS, formatRelativeTime, relativeTimeParts } from '../../../src/domain/relativeTime';

const now = new Date(2026, 0, 15, 12, 0, 0);
const ago = (amount: number, unit: dayjs.ManipulateType) => dayjs(now).subtract(amount, unit).toDate();
const fmt = (amount: number, unit: dayjs.ManipulateType) => formatRelativeTime(ago(amount, unit), now);

describe('RELATIVE_TIME_THRESHOLDS', () => {
  it('are the spec values', () => {
    expect(Object.values(RELATIVE_TIME_THRESHOLDS)).toEqual([44, 45, 45, 22, 26, 11]);
  });
});

describe('formatRelativeTime thresholds', () => {
  it('says a few seconds up to 44 s, a minute from 45 s', () => {
    expect(fmt(0, 'second')).toBe('a few seconds ago');
    expect(fmt(44, 'second')).toBe('a few seconds ago');
    expect(fmt(45, 'second')).toBe('a minute ago');
    expect(fmt(89, 'second')).toBe('a minute ago');
    expect(fmt(90, 'second')).toBe('2 minutes ago');
  });

  it('counts minutes up to 44, an hour from 45 min', () => {
    expect(fmt(44, 'minute')).toBe('44 minutes ago');
    expect(fmt(45, 'minute')).toBe('an hour ago');
    expect(fmt(90, 'minute')).toBe('2 hours ago');
  });

  it('counts hours up to 21, a day from 22 h', () => {
    expect(fmt(21, 'hour')).toBe('21 hours ago');
    expect(fmt(22, 'hour')).toBe('a day ago');
    expect(fmt(36, 'hour')).toBe('2 days ago');
  });

  it('counts days up to 25, a month from 26 days', () => {
    expect(fmt(25, 'day')).toBe('25 days ago');
    expect(fmt(26, 'day')).toBe('a month ago');
  });

  it('counts months up to 10, a year from 11 months', () => {
    expect(fmt(10, 'month')).toBe('10 months ago');
    expect(fmt(11, 'month')).toBe('a year ago');
    expect(fmt(18, 'month')).toBe('2 years ago');
    expect(fmt(5, 'year')).toBe('5 years ago');
  });

  it('words future dates with "in"', () => {
    expect(formatRelativeTime(dayjs(now).add(3, 'day').toDate(), now)).toBe('in 3 days');
    expect(formatRelativeTime(dayjs(now).add(10, 'second').toDate(), now)).toBe('in a few seconds');
  });

  it('speaks Arabic for ar and falls back to English for unknown locales', () => {
    expect(formatRelativeTime(ago(5, 'minute'), now, 'ar')).toBe('منذ 5 دقائق');
    expect(formatRelativeTime(ago(5, 'minute'), now, 'ar-AE')).toBe('منذ 5 دقائق');
    expect(formatRelativeTime(ago(5, 'minute'), now, 'xx')).toBe('5 minutes ago');
  });
});

describe('relativeTimeParts', () => {
  it('gives the token, the count and the direction', () => {
    expect(relativeTimeParts(ago(5, 'hour'), now)).toEqual({ token: 'hh', count: 5, isFuture: false });
    expect(relativeTimeParts(dayjs(now).add(1, 'hour').toDate(), now)).toMatchObject({ token: 'h', isFuture: true });
  });
});

describe('agreement with the dayjs relativeTime plugin', () => {
  dayjs.extend(relativeTime);

  it('words every sampled offset as dayjs does', () => {
    const offsetsInSeconds = [
      0,
      1,
      30,
      44,
      45,
      60,
      89,
      90,
      150,
      44 * 60,
      45 * 60,
      89 * 60,
      90 * 60,
      5 * 3600,
      21 * 3600,
      22 * 3600,
      35 * 3600,
      36 * 3600,
      3 * 86400,
      25 * 86400,
      26 * 86400,
      45 * 86400,
      46 * 86400,
      200 * 86400,
      320 * 86400,
      340 * 86400,
      500 * 86400,
      800 * 86400,
      4000 * 86400,
    ];
    for (const seconds of offsetsInSeconds) {
      for (const sign of [-1, 1]) {
        const date = dayjs(now).add(sign * seconds, 'second');
        expect(formatRelativeTime(date.toDate(), now), `${sign * seconds}s`).toBe(date.from(dayjs(now)));
      }
    }
  });
});
