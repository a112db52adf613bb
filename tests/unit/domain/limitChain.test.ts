import { describe, expect, it } from 'vitest';
import { availableAfterFunding, effectiveAvailable, limitChain, type ChainLevelInput } from '../../../src/domain/limitChain';

const level = (entity: ChainLevelInput['entity'], mode: string, balance: number): ChainLevelInput => ({
  entity,
  id: entity === 'company' ? null : 1,
  name: entity,
  limit: { mode, amount: balance, spent: 0, balance, currency: 'AED' },
});

describe('the effective limit chain', () => {
  it('gives an inherited level what is left above it, and names whose money it spends', () => {
    const chain = limitChain([level('company', 'balance', 100_000), level('department', 'inherited', 0), level('member', 'inherited', 0)]);
    expect(chain.map((row) => [row.entity, row.own, row.available, row.source])).toEqual([
      ['company', 100_000, 100_000, 'company'],
      ['department', null, 100_000, 'company'],
      ['member', null, 100_000, 'company'],
    ]);
  });

  it('caps a limit level by the level above; a balance level holds its own money', () => {
    const chain = limitChain([
      level('company', 'balance', 100_000),
      level('department', 'limit', 5_000),
      level('member', 'limit', 8_000),
      level('card', 'inherited', 0),
    ]);
    expect(chain.map((row) => row.available)).toEqual([100_000, 5_000, 5_000, 5_000]);
    expect(chain[3].source).toBe('member');
    expect(effectiveAvailable([level('company', 'balance', 10), level('department', 'balance', 2_500.5)])).toBe(2_500.5);
  });

  it('never shows a negative balance as available', () => {
    expect(effectiveAvailable([level('company', 'balance', 1_000), level('department', 'limit', -20)])).toBe(0);
    expect(effectiveAvailable([])).toBe(0);
  });

  it('says what the target could spend with the requested amount', () => {
    const tight = [level('company', 'balance', 100_000), level('department', 'limit', 1_000)];
    expect(availableAfterFunding(tight, 2_000)).toBe(3_000);
    const inherited = [level('company', 'balance', 100_000), level('department', 'limit', 1_000), level('member', 'inherited', 0)];
    expect(availableAfterFunding(inherited, 500)).toBe(500);
    const capped = [level('company', 'balance', 100_000), level('department', 'limit', 1_000), level('member', 'limit', 200)];
    expect(availableAfterFunding(capped, 5_000)).toBe(1_000);
  });
});
