import { describe, expect, it } from 'vitest';
import {
  canReceiveMoney,
  holdsMoney,
  isBalanced,
  leftUnderLimit,
  ledgerLine,
  limitAfterMoney,
  limitAfterWrite,
  limitWriteAmount,
  modeChangeStrandsMoney,
  modeTakesAmount,
  movableBalance,
} from '../../../src/domain/moneyModel';

const cap = { mode: 'limit', amount: 5_000, spent: 1_250.5, balance: 0 };
const prefunded = { mode: 'balance', amount: 800, spent: 200, balance: 800 };
const inherited = { mode: 'inherited', amount: 0, spent: 90, balance: 0 };

describe('the money model', () => {
  it('only a prefunded account holds money; what can move out is what it holds, never a limit, never below zero', () => {
    expect([holdsMoney('balance'), holdsMoney('limit'), holdsMoney('inherited')]).toEqual([true, false, false]);
    expect(movableBalance(prefunded)).toBe(800);
    expect(movableBalance({ ...cap, balance: 3_749.5 })).toBe(0);
    expect(movableBalance(inherited)).toBe(0);
    expect(movableBalance({ mode: 'balance', balance: -3 })).toBe(0);
  });

  it('money goes into a prefunded or an inherited account, never into a cap', () => {
    expect([canReceiveMoney('balance'), canReceiveMoney('inherited'), canReceiveMoney('limit')]).toEqual([true, true, false]);
  });

  it('a cap shows what is left under it; the others have no cap', () => {
    expect(leftUnderLimit(cap)).toBe(3_749.5);
    expect(leftUnderLimit({ ...cap, spent: 6_000 })).toBe(0);
    expect(leftUnderLimit(prefunded)).toBeNull();
    expect(leftUnderLimit(inherited)).toBeNull();
  });

  it('a transaction balances when its legs sum to zero in each currency, with two legs or more', () => {
    const leg = (amount: number, currency = 'AED') => ({ account: { type: 'company' as const, id: 'c' }, currency, amount });
    expect(isBalanced([leg(-100.1), leg(100.1)])).toBe(true);
    expect(isBalanced([leg(-0.1), leg(-0.2), leg(0.3)])).toBe(true);
    expect(isBalanced([leg(-100), leg(100.01)])).toBe(false);
    expect(isBalanced([leg(-100), leg(100, 'USD')])).toBe(false);
    expect(isBalanced([leg(0)])).toBe(false);
  });

  it('a limit write changes the cap and the mode, never the money held', () => {
    expect(limitAfterWrite(cap, 'limit', 9_000)).toEqual({ ...cap, amount: 9_000, balance: 0 });
    expect(limitAfterWrite(cap, 'balance', 9_000)).toEqual({ ...cap, mode: 'balance', amount: 0, balance: 0 });
    expect(limitAfterWrite(prefunded, 'balance', 50_000)).toEqual(prefunded);
    expect(limitAfterWrite(cap, 'inherited', 9_000)).toEqual({ ...cap, mode: 'inherited', amount: 0, balance: 0 });
  });

  it('an account that holds money cannot stop being prefunded until the money is moved out', () => {
    expect(modeChangeStrandsMoney(prefunded, 'limit')).toBe(true);
    expect(modeChangeStrandsMoney(prefunded, 'inherited')).toBe(true);
    expect(modeChangeStrandsMoney(prefunded, 'balance')).toBe(false);
    expect(modeChangeStrandsMoney({ ...prefunded, balance: 0 }, 'limit')).toBe(false);
    expect(modeChangeStrandsMoney(cap, 'inherited')).toBe(false);
  });

  it('money moved in or out changes the balance (and a prefunded amount with it); an inherited account becomes prefunded', () => {
    expect(limitAfterMoney(prefunded, -300.25)).toEqual({ ...prefunded, amount: 499.75, balance: 499.75 });
    expect(limitAfterMoney(inherited, 120)).toEqual({ ...inherited, mode: 'balance', amount: 120, balance: 120 });
  });

  it('only a cap sends an amount with its limit write', () => {
    expect([modeTakesAmount('limit'), modeTakesAmount('balance'), modeTakesAmount('inherited'), modeTakesAmount(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(limitWriteAmount('limit', '1500.25')).toBe(1500.25);
    expect(limitWriteAmount('balance', 1500.25)).toBe(0);
    expect(limitWriteAmount('limit', null)).toBe(0);
  });

  it("reads one account's line of a transaction: its signed amount and balance, and the names on the other side", () => {
    const transaction = {
      legs: [
        { account: { type: 'company', id: 'acme', name: 'Acme Trading LLC' }, amount: -250.75, currency: 'AED', balance_after: 10_000 },
        { account: { type: 'department', id: '3', name: 'Marketing' }, amount: 250.75, currency: 'AED', balance_after: 750.75 },
      ],
    };
    expect(ledgerLine(transaction, 'department', 3)).toEqual({
      amount: 250.75,
      balanceAfter: 750.75,
      currency: 'AED',
      otherSide: ['Acme Trading LLC'],
    });
    const opening = {
      legs: [
        { account: { type: 'company', id: 'acme', name: 'Acme Trading LLC' }, amount: 900, currency: 'AED', balance_after: 900 },
        { account: { type: 'card', id: '7', name: '7331 (Courier services)' }, amount: 100, currency: 'AED', balance_after: 100 },
        {
          account: { type: 'external', id: 'Opening balances', name: 'Opening balances' },
          amount: -1000,
          currency: 'AED',
          balance_after: null,
        },
      ],
    };
    // Across the company's edge the other side is the outside party, not the company's other accounts.
    expect(ledgerLine(opening, 'card', 7).otherSide).toEqual(['Opening balances']);
    expect(ledgerLine(transaction, 'company', undefined)).toEqual({
      amount: -250.75,
      balanceAfter: 10_000,
      currency: 'AED',
      otherSide: ['Marketing'],
    });
  });
});
