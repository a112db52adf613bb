import { describe, expect, it } from 'vitest';
import { matchesExpenseFilters } from '../../server/mock-api/policy/expenseFilters.ts';
import { freshLimit, limitErrors, limitPermissionFor, nextLimit } from '../../server/mock-api/policy/limits.ts';
import { sameSet } from '../../server/mock-api/policy/sameSet.ts';
import type { Limit, StoredExpense } from '../../server/mock-api/store/types.ts';

const limit: Limit = { mode: 'limit', amount: 1000, spent: 250.5, balance: 0, currency: 'AED', inherited_from: null };

describe('limit rules (pure)', () => {
  it('needs the permission of the mode sent, and none when the limit is sent back unchanged', () => {
    expect(limitPermissionFor('card', { mode: '1', amount: 1000 }, limit)).toBe('update_card_limits_balance');
    expect(limitPermissionFor('member', { mode: '2', amount: 1000 }, limit)).toBeNull();
    expect(limitPermissionFor('member', { mode: '2', amount: 1001 }, limit)).toBe('update_member_limits_limit');
    expect(limitPermissionFor('department', undefined, limit)).toBeNull();
  });

  it('refuses an amount below what was spent and an inherited company limit', () => {
    expect(limitErrors('card', { mode: '2', amount: 250.49 }, limit, 'limit.')).toHaveProperty(['limit.amount']);
    expect(limitErrors('card', { mode: '1', amount: 250.5 }, limit)).toEqual({});
    expect(limitErrors('company', { mode: '3', amount: 0 }, limit)).toHaveProperty('mode');
    expect(limitErrors('card', { mode: '3', amount: 0 }, limit)).toEqual({});
  });

  it('keeps what was spent and never moves money: a balance is what it held, a cap is not money; inherited names the parent', () => {
    // A cap switched to balance holds nothing until money is moved into it (the amount written is not money).
    expect(nextLimit('card', limit, { mode: '1', amount: 300.1 })).toEqual({ ...limit, mode: 'balance', amount: 0, balance: 0 });
    const prefunded: Limit = { ...limit, mode: 'balance', amount: 420, balance: 420 };
    expect(nextLimit('card', prefunded, { mode: '1', amount: 99_999 })).toEqual(prefunded);
    expect(nextLimit('card', limit, { mode: '2', amount: 5_000 })).toEqual({ ...limit, amount: 5_000, balance: 0 });
    expect(nextLimit('card', limit, { mode: '3', amount: 0 })).toMatchObject({ mode: 'inherited', spent: 250.5, inherited_from: 'member' });
    expect(freshLimit('department', 'AED')).toEqual({
      mode: 'inherited',
      amount: 0,
      spent: 0,
      balance: 0,
      currency: 'AED',
      inherited_from: 'company',
    });
    expect(freshLimit('card', 'USD', { mode: '2', amount: 50 })).toMatchObject({ mode: 'limit', amount: 50, balance: 0, currency: 'USD' });
  });
});

describe('expense filters (pure)', () => {
  const expense: StoredExpense = {
    id: 1,
    company_id: 'c',
    merchant: 'AWS',
    description: 'Hosting',
    amount: 10,
    currency: 'AED',
    status: 'submitted',
    category: 'software',
    card_id: null,
    member_id: 7,
    department_id: 3,
    spent_at: '2026-11-02T19:59:00Z', // 23:59 in Dubai
    created_at: '2026-11-02T23:59:00Z',
    category_id: 21,
    project_id: null,
    tag_ids: [4, 5],
    counterpart_id: null,
    branch_id: null,
    vat_amount: null,
    supplier_trn: null,
    receipt: null,
  };

  it('filters by catalogue coding, any of the tags, the receipt and an inclusive amount range', () => {
    expect(matchesExpenseFilters(expense, { in: { category_id: ['21'], tag_id: ['5', '9'] } })).toBe(true);
    expect(matchesExpenseFilters(expense, { in: { tag_id: ['9'] } })).toBe(false);
    expect(matchesExpenseFilters(expense, { in: { project_id: ['1'] } })).toBe(false);
    expect(matchesExpenseFilters(expense, { has: { receipt: 0 } })).toBe(true);
    expect(matchesExpenseFilters(expense, { has: { receipt: 1 } })).toBe(false);
    expect(matchesExpenseFilters(expense, { min: { amount: 10 }, max: { amount: 10 } })).toBe(true);
    expect(matchesExpenseFilters(expense, { min: { amount: 10.01 } })).toBe(false);
  });

  it('compares Dubai days inclusively and never matches a card filter without a card', () => {
    expect(matchesExpenseFilters(expense, { date_min: { spent_at: '2026-11-02' }, date_max: { spent_at: '2026-11-02' } })).toBe(true);
    expect(matchesExpenseFilters(expense, { date_min: { spent_at: '2026-11-03' } })).toBe(false);
    // A minute later it is 3 November in Dubai (still 2 November in UTC).
    const nextDay = { ...expense, spent_at: '2026-11-02T20:00:00Z' };
    expect(matchesExpenseFilters(nextDay, { date_min: { spent_at: '2026-11-03' }, date_max: { spent_at: '2026-11-03' } })).toBe(true);
    expect(matchesExpenseFilters(expense, { in: { card_id: ['1'] } })).toBe(false);
    expect(matchesExpenseFilters(expense, { exact: { merchant: expense.merchant } })).toBe(true);
    expect(matchesExpenseFilters(expense, { exact: { merchant: expense.merchant.toUpperCase() + ' ' } })).toBe(false);
    expect(matchesExpenseFilters(expense, { in: { member_id: ['7'], department_id: ['3'], status: ['submitted'] } })).toBe(true);
  });
});

describe('sameSet', () => {
  it('ignores order, not content', () => {
    expect(sameSet(['AE', 'SA'], ['SA', 'AE'])).toBe(true);
    expect(sameSet(['AE'], ['AE', 'SA'])).toBe(false);
  });
});
