import { describe, expect, it } from 'vitest';
import { EXPENSE_STATUSES } from '../../../src/domain/contractLists';
import { countsAsSpent, SPENT_EXPENSE_STATUSES, spentIn, spentTotals } from '../../../src/domain/spend';

describe('the spend rule', () => {
  it('counts the statuses that moved money, never cancelled, declined, reversed, refunded, rejected or waiting ones', () => {
    expect([...SPENT_EXPENSE_STATUSES].sort()).toEqual(['approved', 'authorized', 'captured', 'manual_approved', 'reimbursed', 'reported']);
    for (const status of [
      'cancelled',
      'declined',
      'reversed',
      'refunded',
      'rejected',
      'manual_rejected',
      'recalled',
      'draft',
      'submitted',
      'pending',
    ]) {
      expect(countsAsSpent(status), status).toBe(false);
    }
    expect(countsAsSpent('not-a-status')).toBe(false);
    expect(SPENT_EXPENSE_STATUSES.every((status) => EXPENSE_STATUSES.includes(status))).toBe(true);
  });

  it('adds what counts per currency, in cents', () => {
    const expenses = [
      { amount: 0.1, currency: 'AED', status: 'captured' },
      { amount: 0.2, currency: 'AED', status: 'authorized' },
      { amount: 999, currency: 'AED', status: 'reversed' },
      { amount: 12.5, currency: 'USD', status: 'approved' },
      { amount: 40, currency: 'USD', status: 'declined' },
    ];
    expect(spentTotals(expenses)).toEqual([
      { currency: 'AED', amount: 0.3 },
      { currency: 'USD', amount: 12.5 },
    ]);
    expect(spentIn(expenses, 'AED')).toBe(0.3);
    expect(spentIn(expenses, 'EUR')).toBe(0);
    expect(spentTotals([])).toEqual([]);
  });
});
