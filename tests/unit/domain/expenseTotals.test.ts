import { describe, expect, it } from 'vitest';
import { expenseTotalsText } from '../../../src/domain/expenseTotals';

describe('the total of selected expenses, per currency (bulk approval question)', () => {
  it('adds in cents per currency and names each currency once, alphabetically', () => {
    const text = expenseTotalsText([
      { amount: 50, currency: 'USD' },
      { amount: 0.1, currency: 'AED' },
      { amount: 0.2, currency: 'AED' },
      { amount: 1199.7, currency: 'AED' },
    ]);
    expect(text.replace(/\s/g, ' ')).toBe('AED 1,200.00 · USD 50.00');
  });
});
