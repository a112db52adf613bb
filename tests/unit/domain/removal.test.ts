import { describe, expect, it } from 'vitest';
import { ownBalanceTotals, memberRemoval } from '../../../src/domain/removal';
import { transferPreview } from '../../../src/domain/transfers';

const limit = (mode: string, balance: number, currency = 'AED') => ({ mode, balance, currency });

describe('memberRemoval', () => {
  it('counts the open cards and sums the money prefunded cards hold per currency; a cap or an inherited limit holds none', () => {
    const result = memberRemoval({
      limit: limit('balance', 500),
      cards: [
        { status: 'active', limit: limit('balance', 3000.5, 'USD') },
        { status: 'frozen', limit: limit('balance', 615.22, 'USD') },
        { status: 'active', limit: limit('balance', 100, 'AED') },
        { status: 'active', limit: limit('limit', 3000) },
        { status: 'active', limit: limit('inherited', 9999) },
      ],
    });
    expect(result.cardsTerminated).toBe(5);
    expect([...result.cardBalances]).toEqual([
      ['USD', 3615.72],
      ['AED', 100],
    ]);
    expect([...result.ownBalance]).toEqual([['AED', 500]]);
  });

  it('has nothing to return for a person without cards and an inherited limit', () => {
    const result = memberRemoval({ limit: limit('inherited', 40), cards: [] });
    expect(result).toEqual({ cardsTerminated: 0, cardBalances: new Map(), ownBalance: new Map() });
  });
});

describe('ownBalanceTotals', () => {
  it('returns the money it holds: a prefunded balance; none for a cap or an inherited limit', () => {
    expect([...ownBalanceTotals(limit('balance', 1750.65))]).toEqual([['AED', 1750.65]]);
    expect(ownBalanceTotals(limit('limit', 1750.65)).size).toBe(0);
    expect(ownBalanceTotals(limit('inherited', 1750.65)).size).toBe(0);
  });
});

describe('transferPreview', () => {
  it('takes the amount from the source and gives it to the target; an inherited target starts from 0', () => {
    expect(transferPreview(limit('limit', 1000), limit('balance', 20), 250.75)).toEqual({
      from: { before: 1000, after: 749.25 },
      to: { before: 20, after: 270.75 },
    });
    expect(transferPreview(limit('limit', 1000), limit('inherited', 800), 100).to).toEqual({ before: 0, after: 100 });
  });
});
