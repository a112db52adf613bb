import { describe, expect, it } from 'vitest';
import { refuseExpenseStep } from '../../../src/domain/expenseLifecycle';
import { expenseLock, expenseWaitingFor, receiptRequired } from '../../../src/domain/expenseReview';

describe('receiptRequired', () => {
  it('needs a receipt strictly above the threshold, never without one', () => {
    expect(receiptRequired(250.01, 250)).toBe(true);
    expect(receiptRequired(250, 250)).toBe(false);
    expect(receiptRequired(0.01, 0)).toBe(true);
    expect(receiptRequired(1_000_000, null)).toBe(false);
    expect(receiptRequired(1_000_000, undefined)).toBe(false);
  });
});

describe('expenseWaitingFor', () => {
  const facts = { hasReceipt: false, receiptRequired: true, categoryId: null };

  it('lists submission, the receipt, the coding and the approver in order for a draft', () => {
    expect(expenseWaitingFor({ ...facts, status: 'draft' })).toEqual(['submission', 'receipt', 'coding', 'approver']);
    expect(expenseWaitingFor({ ...facts, status: 'recalled', hasReceipt: true, categoryId: 4 })).toEqual(['submission', 'approver']);
  });

  it('waits only for what is missing once submitted, and for nothing once decided or for a card payment', () => {
    expect(expenseWaitingFor({ ...facts, status: 'submitted', categoryId: 3 })).toEqual(['receipt', 'approver']);
    expect(expenseWaitingFor({ ...facts, status: 'manual', receiptRequired: false })).toEqual(['coding', 'approver']);
    for (const status of ['approved', 'rejected', 'reported', 'authorized', 'captured', 'reimbursed', 'cancelled'] as const) {
      expect(expenseWaitingFor({ ...facts, status })).toEqual([]);
    }
  });
});

describe('expenseLock', () => {
  it('locks closed statuses and days on or before the lock date', () => {
    expect(expenseLock('reported', '2026-11-01T10:00:00Z', null)).toBe('closed');
    expect(expenseLock('cancelled', '2026-11-01T10:00:00Z', null)).toBe('closed');
    expect(expenseLock('submitted', '2026-10-31T19:00:00Z', '2026-10-31')).toBe('lock_date');
    expect(expenseLock('submitted', '2026-10-31T20:00:00Z', '2026-10-31')).toBeNull(); // midnight in Dubai
    expect(expenseLock('approved', '2026-11-01T00:00:00Z', null)).toBeNull();
  });
});

describe('submitting without a required receipt', () => {
  const spender = { isSpender: true, holds: () => false };
  it('is refused for the submit steps only', () => {
    expect(refuseExpenseStep('draft', 'submitted', { ...spender, missingReceipt: true })).toEqual({ reason: 'receipt_required' });
    expect(refuseExpenseStep('pending', 'submitted', { ...spender, missingReceipt: true })).toEqual({ reason: 'receipt_required' });
    expect(refuseExpenseStep('draft', 'submitted', { ...spender, missingReceipt: false })).toBeNull();
    expect(refuseExpenseStep('submitted', 'recalled', { ...spender, missingReceipt: true })).toBeNull();
  });
});
