import { describe, expect, it } from 'vitest';
import { dayOf } from '../../../src/domain/accountingLock';
import {
  analyticsQueryErrors,
  bucketIndexOfDay,
  bucketStart,
  budgetForPeriod,
  isDay,
  periodDays,
  previousPeriod,
  timeBuckets,
} from '../../../src/domain/analytics';
import { changeOf, spendChanges } from '../../../src/domain/dashboard';

describe('time buckets of Dubai days', () => {
  it('starts a week on Monday and a month on its first day', () => {
    // 2026-11-25 is a Wednesday; 2026-11-30 a Monday; 2026-11-29 a Sunday (still the week of the 23rd).
    expect(bucketStart('2026-11-25', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(bucketStart('2026-11-30', 'week')).toBe('2026-11-30');
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(bucketStart('2027-01-02', 'week')).toBe('2026-12-28');
    expect(bucketStart('2026-11-25', 'month')).toBe('2026-11-01');
    expect(bucketStart('2026-11-25', 'day')).toBe('2026-11-25');
  });

  it('puts an expense late in the UTC evening into the next Dubai day, week and month', () => {
    // 21:30 UTC on Sunday 30 November is 01:30 on Monday 1 December in Dubai.
    const day = dayOf('2026-11-30T21:30:00Z') as string;
    expect(day).toBe('2026-12-01');
    expect(bucketStart(day, 'month')).toBe('2026-12-01');
    expect(bucketStart(dayOf('2026-11-29T19:59:59Z') as string, 'week')).toBe('2026-11-23');
    expect(bucketStart(dayOf('2026-11-29T20:00:00Z') as string, 'week')).toBe('2026-11-30');
  });

  it('lists every bucket of a period, clipped at both ends', () => {
    expect(timeBuckets({ from: '2026-10-15', to: '2026-12-03' }, 'month')).toEqual([
      { key: '2026-10-15', from: '2026-10-15', to: '2026-10-31' },
      { key: '2026-11-01', from: '2026-11-01', to: '2026-11-30' },
      { key: '2026-12-01', from: '2026-12-01', to: '2026-12-03' },
    ]);
    expect(timeBuckets({ from: '2026-11-25', to: '2026-12-08' }, 'week')).toEqual([
      { key: '2026-11-25', from: '2026-11-25', to: '2026-11-29' },
      { key: '2026-11-30', from: '2026-11-30', to: '2026-12-06' },
      { key: '2026-12-07', from: '2026-12-07', to: '2026-12-08' },
    ]);
    expect(timeBuckets({ from: '2026-02-27', to: '2026-03-01' }, 'day').map((bucket) => bucket.key)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('finds the bucket of a day, and -1 outside the period', () => {
    const indexOf = bucketIndexOfDay({ from: '2026-10-15', to: '2026-12-03' }, 'month');
    expect(indexOf('2026-10-15')).toBe(0);
    expect(indexOf('2026-10-31')).toBe(0);
    expect(indexOf('2026-11-01')).toBe(1);
    expect(indexOf('2026-12-03')).toBe(2);
    expect(indexOf('2026-10-14')).toBe(-1);
    expect(indexOf('2026-12-04')).toBe(-1);
  });
});

describe('comparing two periods', () => {
  it('takes the previous period of the same length, ending the day before', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(periodDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
  });

  it('gives the change in money and in percent, none from nothing', () => {
    expect(changeOf(150, 100)).toEqual({ amount: 50, percent: 50 });
    expect(changeOf(0.1 + 0.2, 0.3)).toEqual({ amount: 0, percent: 0 });
    expect(changeOf(100, 300)).toEqual({ amount: -200, percent: -66.7 });
    expect(changeOf(100, 0)).toEqual({ amount: 100, percent: null });
    // The dashboard's month change is the same rule.
    expect(spendChanges([{ currency: 'AED', amount: 150 }], [{ currency: 'AED', amount: 100 }])).toEqual([
      { currency: 'AED', amount: 50, percent: 50 },
    ]);
  });
});

describe('analytics query errors', () => {
  it('accepts a valid period and a whole compared period', () => {
    expect(analyticsQueryErrors({ interval: 'month', from: '2026-01-01', to: '2026-12-31' })).toEqual({});
    expect(
      analyticsQueryErrors({
        interval: 'week',
        from: '2026-11-01',
        to: '2026-11-30',
        compare_from: '2026-10-01',
        compare_to: '2026-10-31',
      }),
    ).toEqual({});
  });

  it('refuses days that are not days, reversed or too long periods, and half a compared period', () => {
    expect(isDay('2026-02-30')).toBe(false);
    expect(analyticsQueryErrors({ interval: 'month', from: '2026-02-30', to: '2026-03-01' })).toHaveProperty('from');
    expect(analyticsQueryErrors({ interval: 'month', from: '2026-03-02', to: '2026-03-01' })).toHaveProperty('to');
    expect(analyticsQueryErrors({ interval: 'month', from: '2025-01-01', to: '2026-01-02' })).toHaveProperty('to');
    expect(analyticsQueryErrors({ interval: 'day', from: '2026-01-01', to: '2026-04-03' })).toHaveProperty('interval');
    expect(analyticsQueryErrors({ interval: 'day', from: '2026-01-01', to: '2026-04-02' })).toEqual({});
    expect(analyticsQueryErrors({ interval: 'month', from: '2026-01-01', to: '2026-01-31', compare_from: '2025-12-01' })).toHaveProperty(
      'compare_to',
    );
  });
});

describe('a budget for the period (budgetForPeriod)', () => {
  it("spreads a span's budget evenly over its days; days outside the span get nothing", () => {
    const span = { from: '2026-01-01', to: '2026-04-10' }; // 100 days
    expect(periodDays(span)).toBe(100);
    expect(budgetForPeriod(10000, span, span)).toBe(10000);
    expect(budgetForPeriod(10000, span, { from: '2025-12-01', to: '2026-01-10' })).toBe(1000);
    expect(budgetForPeriod(10000, span, { from: '2026-04-01', to: '2026-06-30' })).toBe(1000);
    expect(budgetForPeriod(10000, span, { from: '2025-01-01', to: '2025-12-31' })).toBe(0);
    expect(budgetForPeriod(10000, span, { from: '2025-01-01', to: '2026-12-31' })).toBe(10000);
  });
});
