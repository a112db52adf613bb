import { describe, expect, it } from 'vitest';
import { refuseExpenseStep } from '../../../src/domain/expenseLifecycle';
import { approvalBlockers, expenseLock, expenseWaitingFor, receiptRequired } from '../../../src/domain/expenseReview';

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
  const facts = { hasReceipt: false, receiptRequired: true, categoryId: null, spentAt: '2026-11-02T10:15:00Z', lockDate: null };

  it('lists submission, the receipt, the coding and the approver in order for a draft', () => {
    expect(expenseWaitingFor({ ...facts, status: 'draft' })).toEqual(['submission', 'receipt', 'coding', 'approver']);
    expect(expenseWaitingFor({ ...facts, status: 'recalled', hasReceipt: true, categoryId: 4 })).toEqual(['submission', 'approver']);
  });

  it('waits only for what is missing once submitted, and for nothing once decided or for a card payment', () => {
    expect(expenseWaitingFor({ ...facts, status: 'submitted', categoryId: 3 })).toEqual(['receipt', 'approver']);
    expect(expenseWaitingFor({ ...facts, status: 'manual', receiptRequired: false })).toEqual(['coding', 'approver']);
    for (const status of ['approved', 'rejected', 'reported', 'authorized', 'captured', 'reimbursed', 'cancelled'] as const) {
      expect(expenseWaitingFor({ ...facts, status, lockDate: '2026-11-30' })).toEqual([]);
    }
  });

  it('waits for its period to open while its day is on or before the lock date', () => {
    const coded = { ...facts, hasReceipt: true, categoryId: 3 };
    expect(expenseWaitingFor({ ...coded, status: 'submitted', lockDate: '2026-11-02' })).toEqual(['period', 'approver']);
    expect(expenseWaitingFor({ ...facts, status: 'draft', lockDate: '2026-11-30' })).toEqual([
      'submission',
      'receipt',
      'coding',
      'period',
      'approver',
    ]);
    expect(expenseWaitingFor({ ...coded, status: 'submitted', lockDate: '2026-11-01' })).toEqual(['approver']);
  });
});

describe('approvalBlockers', () => {
  const ready = { hasReceipt: true, receiptRequired: true, categoryId: 3, spentAt: '2026-11-02T10:15:00Z', lockDate: '2026-10-31' };

  it('blocks nothing once the receipt and coding are there and the period is open', () => {
    expect(approvalBlockers(ready)).toEqual([]);
    expect(approvalBlockers({ ...ready, hasReceipt: false, receiptRequired: false })).toEqual([]);
    expect(approvalBlockers({ ...ready, lockDate: null })).toEqual([]);
    expect(approvalBlockers({ ...ready, lockDate: undefined })).toEqual([]);
  });

  it('names a missing required receipt, a missing coding and a locked period, in that order', () => {
    expect(approvalBlockers({ ...ready, hasReceipt: false })).toEqual(['receipt']);
    expect(approvalBlockers({ ...ready, categoryId: null })).toEqual(['coding']);
    expect(approvalBlockers({ ...ready, lockDate: '2026-11-02' })).toEqual(['period']);
    expect(approvalBlockers({ ...ready, hasReceipt: false, categoryId: null, lockDate: '2026-12-01' })).toEqual([
      'receipt',
      'coding',
      'period',
    ]);
  });

  it('locks by the Dubai day: 20:00 UTC on the lock date is the next day in Dubai', () => {
    expect(approvalBlockers({ ...ready, spentAt: '2026-10-31T19:59:00Z' })).toEqual(['period']);
    expect(approvalBlockers({ ...ready, spentAt: '2026-10-31T20:00:00Z' })).toEqual([]);
  });
});

describe('refuseExpenseStep with what the expense waits for', () => {
  const approver = { isSpender: false, holds: () => true };
  const spender = { isSpender: true, holds: () => false };

  it('refuses the approve steps while it waits for a receipt or its coding, and names them', () => {
    expect(refuseExpenseStep('submitted', 'approved', { ...approver, blockers: ['receipt'] })).toEqual({
      reason: 'approval_blocked',
      waitingFor: ['receipt'],
    });
    expect(refuseExpenseStep('in_review', 'approved', { ...approver, blockers: ['receipt', 'coding'] })).toEqual({
      reason: 'approval_blocked',
      waitingFor: ['receipt', 'coding'],
    });
    expect(refuseExpenseStep('manual', 'manual_approved', { ...approver, blockers: ['coding'] })).toEqual({
      reason: 'approval_blocked',
      waitingFor: ['coding'],
    });
    expect(refuseExpenseStep('submitted', 'approved', { ...approver, blockers: [] })).toBeNull();
  });

  it('still lets an approver reject or start a review, and the spender recall or cancel, while a receipt or coding is missing', () => {
    const blockers = ['receipt', 'coding'] as const;
    expect(refuseExpenseStep('submitted', 'rejected', { ...approver, blockers }, 'No receipt')).toBeNull();
    expect(refuseExpenseStep('manual', 'manual_rejected', { ...approver, blockers }, 'No receipt')).toBeNull();
    expect(refuseExpenseStep('submitted', 'in_review', { ...approver, blockers })).toBeNull();
    expect(refuseExpenseStep('submitted', 'recalled', { ...spender, blockers })).toBeNull();
    expect(refuseExpenseStep('draft', 'cancelled', { ...spender, blockers })).toBeNull();
  });

  it('refuses every step in a locked period, rejection and the spender’s steps included', () => {
    const blockers = ['period'] as const;
    expect(refuseExpenseStep('submitted', 'approved', { ...approver, blockers })).toEqual({ reason: 'period_locked' });
    expect(refuseExpenseStep('submitted', 'rejected', { ...approver, blockers }, 'Late')).toEqual({ reason: 'period_locked' });
    expect(refuseExpenseStep('draft', 'submitted', { ...spender, blockers })).toEqual({ reason: 'period_locked' });
    expect(refuseExpenseStep('draft', 'cancelled', { ...spender, blockers })).toEqual({ reason: 'period_locked' });
    expect(refuseExpenseStep('manual_approved', 'reimbursed', { ...approver, blockers })).toEqual({ reason: 'period_locked' });
  });

  it('keeps the lifecycle and separation-of-duties answers first', () => {
    const blockers = ['receipt', 'period'] as const;
    expect(refuseExpenseStep('submitted', 'approved', { ...spender, blockers })).toEqual({ reason: 'own_expense' });
    expect(refuseExpenseStep('rejected', 'approved', { ...approver, blockers })).toMatchObject({ reason: 'not_allowed' });
    expect(refuseExpenseStep('submitted', 'approved', { isSpender: false, holds: () => false, blockers })).toEqual({
      reason: 'permission',
      permission: 'approve expenses',
    });
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
