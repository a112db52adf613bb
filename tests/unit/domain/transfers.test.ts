import { describe, expect, it } from 'vitest';
import {
  sideInCurrency,
  TRANSFER_DIRECTIONS,
  allowedTransferSources,
  allowedTransferTargets,
  transferableBalance,
  validateTransferAmount,
} from '../../../src/domain/transfers';
import { PERMISSION_GROUPS, transferPermission } from '../../../src/domain/permissionNames';

describe('transfer permission names', () => {
  it('reads transfer_from_{x}_to_{y}', () => {
    expect(transferPermission('company', 'card')).toBe('transfer_from_company_to_card');
    expect(transferPermission('member', 'department')).toBe('transfer_from_member_to_department');
  });

  it('has one direction for every ordered pair of different entities (12) and none to itself', () => {
    expect(TRANSFER_DIRECTIONS).toHaveLength(12);
    expect(TRANSFER_DIRECTIONS.some((d) => d.from === d.to)).toBe(false);
    expect(TRANSFER_DIRECTIONS.map((d) => d.permission).sort()).toEqual([...PERMISSION_GROUPS.transfers].sort());
  });
});

describe('allowedTransferTargets', () => {
  it('offers only the directions the user holds', () => {
    const granted = new Set(['transfer_from_company_to_card', 'transfer_from_company_to_member', 'transfer_from_card_to_company']);
    const has = (name: string) => granted.has(name);
    expect(allowedTransferTargets('company', has)).toEqual(['member', 'card']);
    expect(allowedTransferTargets('card', has)).toEqual(['company']);
    expect(allowedTransferTargets('department', has)).toEqual([]);
  });
});

describe('validateTransferAmount', () => {
  it('accepts an amount up to the source balance', () => {
    expect(validateTransferAmount(100, 100)).toBeUndefined();
    expect(validateTransferAmount('99.99', 100)).toBeUndefined();
  });

  it('refuses more than the source balance', () => {
    expect(validateTransferAmount(100.01, 100)).toEqual({
      message: 'spendboard.validation.amount.over_balance',
      args: { balance: '100.00' },
    });
  });

  it('requires an amount above 0', () => {
    expect(validateTransferAmount('', 100)?.message).toBe('spendboard.validation.amount.required');
    expect(validateTransferAmount(null, 100)?.message).toBe('spendboard.validation.amount.required');
    expect(validateTransferAmount(0, 100)?.message).toBe('spendboard.validation.amount.positive');
  });

  it('applies the amount rules first (decimals, maximum, negative)', () => {
    expect(validateTransferAmount(1.234, 100)?.message).toBe('spendboard.validation.amount.decimals');
    expect(validateTransferAmount(10_000_000.01, 20_000_000)?.message).toBe('spendboard.validation.amount.max');
    expect(validateTransferAmount(-5, 100)?.message).toBe('spendboard.validation.amount.min');
  });
});

describe('transferableBalance', () => {
  it('is what a prefunded account holds, never a limit: none for a cap or an inherited limit, never negative', () => {
    expect(transferableBalance({ mode: 'limit', balance: 3749.5 })).toBe(0);
    expect(transferableBalance({ mode: 'balance', balance: 10 })).toBe(10);
    expect(transferableBalance({ mode: 'inherited', balance: 5000 })).toBe(0);
    expect(transferableBalance({ mode: 'balance', balance: -3 })).toBe(0);
  });
});

describe('allowedTransferSources', () => {
  it('lists the entities money may come from, each by its own permission', () => {
    const granted = new Set(['transfer_from_department_to_card', 'transfer_from_member_to_card', 'transfer_from_card_to_member']);
    expect(allowedTransferSources('card', (name) => granted.has(name))).toEqual(['member', 'department']);
    expect(allowedTransferSources('company', (name) => granted.has(name))).toEqual([]);
  });
});

describe('sideInCurrency', () => {
  const company = { mode: 'balance', balance: 50_000, currency: 'AED', other_currencies: [{ currency: 'USD', balance: 1_000 }] };

  it("reads the company's wallet balance in the move's currency, 0 where it holds none", () => {
    expect(sideInCurrency(company, 'AED')).toBe(company);
    expect(sideInCurrency(company, 'USD')).toMatchObject({ currency: 'USD', balance: 1_000 });
    expect(sideInCurrency(company, 'EUR')).toMatchObject({ currency: 'EUR', balance: 0 });
  });

  it('leaves any other side as it is', () => {
    const card = { mode: 'balance', balance: 300, currency: 'USD' };
    expect(sideInCurrency(card, 'USD')).toBe(card);
    expect(transferableBalance(sideInCurrency(company, 'USD'))).toBe(1_000);
  });
});
