import { describe, expect, it } from 'vitest';
import { PERIOD_PRESETS, presetOf, presetRange } from '../../../src/domain/periods';

describe('presetRange', () => {
  it('on the seed date (28/11/2026) covers the month, last month, the quarter, last quarter and the year so far', () => {
    expect(presetRange('this_month', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(presetRange('last_month', '2026-11-28')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('this_quarter', '2026-11-28')).toEqual({ from: '2026-10-01', to: '2026-11-28' });
    expect(presetRange('last_quarter', '2026-11-28')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(presetRange('year_to_date', '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-11-28' });
    expect(presetRange('custom', '2026-11-28')).toBeNull();
  });

  it('finds the quarter on its first and last days', () => {
    expect(presetRange('this_quarter', '2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(presetRange('this_quarter', '2026-06-30')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(presetRange('last_quarter', '2026-07-01')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(presetRange('last_quarter', '2026-12-31')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
  });

  it('goes back into the previous year in January and in the first quarter', () => {
    expect(presetRange('last_month', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('last_quarter', '2027-02-10')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetRange('year_to_date', '2027-01-01')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('ends February on the 29th in a leap year and on the 28th otherwise', () => {
    expect(presetRange('last_month', '2028-03-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last_month', '2026-03-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last_month', '2100-03-01')).toEqual({ from: '2100-02-01', to: '2100-02-28' });
    expect(presetRange('this_month', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('presetOf', () => {
  it('names the preset a range is, else custom', () => {
    expect(presetOf('2026-10-01', '2026-10-31', '2026-11-28')).toBe('last_month');
    expect(presetOf('2026-11-01', '2026-11-28', '2026-11-28')).toBe('this_month');
    expect(presetOf('2026-01-01', '2026-11-28', '2026-11-28')).toBe('year_to_date');
    expect(presetOf('2026-10-02', '2026-10-31', '2026-11-28')).toBe('custom');
    expect(presetOf(undefined, '2026-10-31', '2026-11-28')).toBe('custom');
  });

  it('prefers the first matching preset when two cover the same days (1 October: this month and this quarter)', () => {
    expect(presetOf('2026-10-01', '2026-10-01', '2026-10-01')).toBe('this_month');
    for (const preset of PERIOD_PRESETS.filter((name) => name !== 'custom')) {
      const range = presetRange(preset, '2026-08-15')!;
      expect(presetOf(range.from, range.to, '2026-08-15')).toBe(preset);
    }
  });
});
