import { describe, expect, it } from 'vitest';
import { RECENT_SPEND_DAYS, recentSpend, recentSpendWindow } from '../../../src/domain/recentSpend';

describe('recent spend of a card or a person (a limit request being decided)', () => {
  it('covers the last 30 Dubai days, today included, across month and year ends', () => {
    expect(RECENT_SPEND_DAYS).toBe(30);
    expect(recentSpendWindow('2026-11-28')).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(recentSpendWindow('2026-01-10')).toEqual({ from: '2025-12-12', to: '2026-01-10' });
    expect(recentSpendWindow('2026-03-01', 1)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('adds what counts as spent inside the window, in the limit currency only, and counts those expenses', () => {
    const window = { from: '2026-10-30', to: '2026-11-28' };
    const expenses = [
      { amount: 100.1, currency: 'AED', status: 'captured', day: '2026-10-30' }, // first day: in
      { amount: 50.2, currency: 'AED', status: 'approved', day: '2026-11-28' }, // today: in
      { amount: 999, currency: 'AED', status: 'captured', day: '2026-10-29' }, // a day too early
      { amount: 70, currency: 'AED', status: 'declined', day: '2026-11-10' }, // does not count as spent
      { amount: 30, currency: 'AED', status: 'submitted', day: '2026-11-10' }, // waiting: not spent
      { amount: 40, currency: 'USD', status: 'captured', day: '2026-11-10' }, // another currency
    ];
    expect(recentSpend(expenses, 'AED', window)).toEqual({ amount: 150.3, count: 2 });
    expect(recentSpend(expenses, 'USD', window)).toEqual({ amount: 40, count: 1 });
    expect(recentSpend([], 'AED', window)).toEqual({ amount: 0, count: 0 });
  });
});
