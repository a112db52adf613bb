import { describe, expect, it } from 'vitest';
import { paymentsOnTheirWay } from '../../../src/domain/billPayments';

const payment = (amount: number, scheduled_for: string, status: 'scheduled' | 'processing' | 'paid' | 'failed') => ({
  amount,
  scheduled_for,
  status,
});

describe('paymentsOnTheirWay', () => {
  it('adds the scheduled and processing payments in cents and names the earliest day', () => {
    const result = paymentsOnTheirWay([
      payment(0.1, '2026-12-10', 'scheduled'),
      payment(0.2, '2026-12-05', 'processing'),
      payment(500, '2026-11-01', 'paid'),
      payment(70, '2026-11-02', 'failed'),
    ]);
    expect(result).toEqual({ amount: 0.3, count: 2, nextDay: '2026-12-05' });
  });

  it('is zero with no day when nothing is on its way', () => {
    expect(paymentsOnTheirWay([payment(500, '2026-11-01', 'paid')])).toEqual({ amount: 0, count: 0, nextDay: null });
  });
});
