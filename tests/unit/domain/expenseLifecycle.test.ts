import { describe, expect, it } from 'vitest';
import { EXPENSE_STATUSES, type ExpenseStatus } from '../../../src/domain/contractLists';
import {
  expenseStepKind,
  expenseStepTo,
  isFinalExpenseStatus,
  nextExpenseStatuses,
  refuseExpenseStep,
  type ExpenseStepActor,
} from '../../../src/domain/expenseLifecycle';

/** The lifecycle as issue 12 words it, written out independently of the module. */
const ALLOWED: Array<[ExpenseStatus, ExpenseStatus]> = [
  ['authorized', 'captured'],
  ['authorized', 'declined'],
  ['authorized', 'reversed'],
  ['captured', 'refunded'],
  ['pending', 'submitted'],
  ['draft', 'submitted'],
  ['submitted', 'in_review'],
  ['submitted', 'approved'],
  ['submitted', 'rejected'],
  ['in_review', 'approved'],
  ['in_review', 'rejected'],
  ['submitted', 'recalled'],
  ['recalled', 'draft'],
  ['manual', 'manual_approved'],
  ['manual', 'manual_rejected'],
  ['manual_approved', 'reimbursed'],
  ['approved', 'reported'],
  ['draft', 'cancelled'],
  ['pending', 'cancelled'],
  ['submitted', 'cancelled'],
  ['in_review', 'cancelled'],
  ['recalled', 'cancelled'],
  ['manual', 'cancelled'],
];

const approver: ExpenseStepActor = { isSpender: false, holds: (permission) => permission === 'approve expenses' };
const spender: ExpenseStepActor = { isSpender: true, holds: () => true };
const financeAdmin: ExpenseStepActor = { isSpender: false, holds: () => true };
const bystander: ExpenseStepActor = { isSpender: false, holds: () => false };

describe('the expense lifecycle', () => {
  it('allows exactly the steps of the issue, between every pair of the 18 statuses', () => {
    const allowed = new Set(ALLOWED.map(([from, to]) => `${from}→${to}`));
    for (const from of EXPENSE_STATUSES) {
      for (const to of EXPENSE_STATUSES) {
        expect(expenseStepKind(from, to) !== null, `${from}→${to}`).toBe(allowed.has(`${from}→${to}`));
      }
    }
  });

  it('locks a reported expense and every final decision', () => {
    for (const status of [
      'reported',
      'rejected',
      'manual_rejected',
      'reimbursed',
      'cancelled',
      'declined',
      'reversed',
      'refunded',
    ] as const) {
      expect(isFinalExpenseStatus(status), status).toBe(true);
      expect(nextExpenseStatuses(status)).toEqual([]);
    }
    expect(isFinalExpenseStatus('approved')).toBe(false);
  });

  it('names the approve and reject steps of a card-reviewed and an out-of-pocket expense', () => {
    expect(expenseStepTo('submitted', 'approve')).toBe('approved');
    expect(expenseStepTo('in_review', 'reject')).toBe('rejected');
    expect(expenseStepTo('manual', 'approve')).toBe('manual_approved');
    expect(expenseStepTo('manual', 'reject')).toBe('manual_rejected');
    expect(expenseStepTo('approved', 'approve')).toBeNull();
  });
});

describe('who may take a step', () => {
  it('refuses a step the lifecycle does not have, naming both statuses', () => {
    expect(refuseExpenseStep('reported', 'draft', financeAdmin)).toEqual({ reason: 'not_allowed', from: 'reported', to: 'draft' });
    expect(refuseExpenseStep('rejected', 'approved', financeAdmin)).toEqual({ reason: 'not_allowed', from: 'rejected', to: 'approved' });
    expect(refuseExpenseStep('captured', 'approved', financeAdmin)).toMatchObject({ reason: 'not_allowed' });
  });

  it('lets an approver approve, and reject with a reason, what someone else spent', () => {
    expect(refuseExpenseStep('submitted', 'approved', approver)).toBeNull();
    expect(refuseExpenseStep('manual', 'manual_approved', approver)).toBeNull();
    expect(refuseExpenseStep('submitted', 'rejected', approver, 'No receipt')).toBeNull();
    expect(refuseExpenseStep('submitted', 'rejected', approver, '  ')).toEqual({ reason: 'reason_required' });
  });

  it('never lets the spender approve, reject or reimburse their own expense, whatever they hold', () => {
    expect(refuseExpenseStep('submitted', 'approved', spender)).toEqual({ reason: 'own_expense' });
    expect(refuseExpenseStep('manual', 'manual_rejected', spender, 'x')).toEqual({ reason: 'own_expense' });
    expect(refuseExpenseStep('manual_approved', 'reimbursed', spender)).toEqual({ reason: 'own_expense' });
  });

  it('keeps submit, recall and reopen to the spender, and approvals to approve expenses', () => {
    expect(refuseExpenseStep('draft', 'submitted', spender)).toBeNull();
    expect(refuseExpenseStep('submitted', 'recalled', spender)).toBeNull();
    expect(refuseExpenseStep('recalled', 'draft', spender)).toBeNull();
    expect(refuseExpenseStep('draft', 'submitted', financeAdmin)).toEqual({ reason: 'spender_only' });
    expect(refuseExpenseStep('submitted', 'approved', bystander)).toEqual({ reason: 'permission', permission: 'approve expenses' });
    expect(refuseExpenseStep('manual_approved', 'reimbursed', approver)).toEqual({ reason: 'permission', permission: 'update expenses' });
    expect(refuseExpenseStep('approved', 'reported', approver)).toEqual({ reason: 'permission', permission: 'sync accounting' });
    expect(refuseExpenseStep('approved', 'reported', financeAdmin)).toEqual({ reason: 'sync_only' });
  });

  it('leaves card payments to the card network and cancelling to the spender or update expenses', () => {
    expect(refuseExpenseStep('authorized', 'captured', financeAdmin)).toEqual({ reason: 'system_only' });
    expect(refuseExpenseStep('draft', 'cancelled', spender)).toBeNull();
    expect(refuseExpenseStep('draft', 'cancelled', financeAdmin)).toBeNull();
    expect(refuseExpenseStep('draft', 'cancelled', approver)).toEqual({ reason: 'permission', permission: 'update expenses' });
  });
});
