import { describe, expect, it } from 'vitest';
import { DISPUTE_REASONS, DISPUTE_STATUSES } from '../../../src/domain/contractLists';
import {
  canDisputeMove,
  disputeEvidenceProblems,
  disputeReasonsFor,
  disputeStatusByClock,
  disputeWindowEndsOn,
  isDisputeEditable,
  isValidDisputeAmount,
  isWithinDisputeWindow,
  needsDisputeFile,
  refuseDisputeOpen,
} from '../../../src/domain/disputes';

const SPENT = '2026-09-01T15:30:00Z';
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('dispute window', () => {
  it('is open until the 60th day after the transaction, that day included', () => {
    expect(disputeWindowEndsOn(SPENT)).toBe('2026-10-31');
    expect(isWithinDisputeWindow(SPENT, at('2026-10-31'))).toBe(true);
    expect(isWithinDisputeWindow(SPENT, at('2026-11-01'))).toBe(false);
  });

  it('opens for a captured card expense for any reason, an authorized one only as fraudulent, never another', () => {
    const card = (status: 'captured' | 'authorized' | 'approved' | 'refunded' | 'manual') => ({ status, spent_at: SPENT, has_card: true });
    expect(refuseDisputeOpen(card('captured'), 'duplicate', at('2026-09-10'))).toBeNull();
    expect(refuseDisputeOpen(card('approved'), 'canceled', at('2026-09-10'))).toBeNull();
    expect(refuseDisputeOpen(card('authorized'), 'fraudulent', at('2026-09-10'))).toBeNull();
    expect(refuseDisputeOpen(card('authorized'), 'duplicate', at('2026-09-10'))).toBe('authorized_not_fraud');
    expect(refuseDisputeOpen(card('refunded'), 'other', at('2026-09-10'))).toBe('not_captured');
    expect(refuseDisputeOpen({ status: 'captured', spent_at: SPENT, has_card: false }, 'other', at('2026-09-10'))).toBe('not_card');
    expect(refuseDisputeOpen(card('captured'), 'other', at('2026-11-01'))).toBe('window_closed');
    expect(disputeReasonsFor('authorized', DISPUTE_REASONS)).toEqual(['fraudulent']);
    expect(disputeReasonsFor('captured', DISPUTE_REASONS)).toEqual(DISPUTE_REASONS);
    expect(disputeReasonsFor('refunded', DISPUTE_REASONS)).toEqual([]);
  });

  it('takes more than 0 and at most the expense amount', () => {
    expect(isValidDisputeAmount(100, 100)).toBe(true);
    expect(isValidDisputeAmount(40.5, 100)).toBe(true);
    expect(isValidDisputeAmount(100.01, 100)).toBe(false);
    expect(isValidDisputeAmount(0, 100)).toBe(false);
  });
});

describe('dispute evidence', () => {
  const today = '2026-09-20';
  it('asks each reason for its own evidence', () => {
    expect(disputeEvidenceProblems('duplicate', {}, 7, today)).toEqual({ duplicate_expense_id: 'required' });
    expect(disputeEvidenceProblems('duplicate', { duplicate_expense_id: 7 }, 7, today)).toEqual({ duplicate_expense_id: 'same_expense' });
    expect(disputeEvidenceProblems('duplicate', { duplicate_expense_id: 8 }, 7, today)).toEqual({});
    expect(disputeEvidenceProblems('not_received', { expected_on: '2026-09-25' }, 7, today)).toEqual({ expected_on: 'future_date' });
    expect(disputeEvidenceProblems('not_received', { expected_on: '2026-09-15' }, 7, today)).toEqual({});
    expect(disputeEvidenceProblems('canceled', { cancelled_on: '2026-09-10' }, 7, today)).toEqual({ cancellation_policy: 'required' });
    expect(disputeEvidenceProblems('canceled', { cancelled_on: '2026-09-10', cancellation_policy: 'Free within 24 h' }, 7, today)).toEqual(
      {},
    );
    for (const reason of ['fraudulent', 'not_as_described', 'other'] as const) {
      expect(disputeEvidenceProblems(reason, { explanation: ' ' }, 7, today)).toEqual({ explanation: 'required' });
      expect(disputeEvidenceProblems(reason, { explanation: 'What happened' }, 7, today)).toEqual({});
    }
    expect(DISPUTE_REASONS.filter(needsDisputeFile)).toEqual(['not_as_described']);
  });
});

describe('dispute lifecycle', () => {
  it('goes unsubmitted → submitted → won, lost or expired; only an unsubmitted one changes', () => {
    expect(canDisputeMove('unsubmitted', 'submitted')).toBe(true);
    expect(canDisputeMove('unsubmitted', 'won')).toBe(false);
    for (const outcome of ['won', 'lost', 'expired'] as const) expect(canDisputeMove('submitted', outcome)).toBe(true);
    for (const final of ['won', 'lost', 'expired'] as const)
      for (const to of DISPUTE_STATUSES) expect(canDisputeMove(final, to)).toBe(false);
    expect(DISPUTE_STATUSES.filter(isDisputeEditable)).toEqual(['unsubmitted']);
  });

  it('the clock expires an unsubmitted one after its window and decides a submitted one 10 days later', () => {
    const base = { reason: 'duplicate' as const, spent_at: SPENT };
    expect(disputeStatusByClock({ ...base, status: 'unsubmitted', submitted_at: null }, at('2026-10-31'))).toBeNull();
    expect(disputeStatusByClock({ ...base, status: 'unsubmitted', submitted_at: null }, at('2026-11-01'))).toBe('expired');
    const submitted = { ...base, status: 'submitted' as const, submitted_at: '2026-09-10T09:00:00Z' };
    expect(disputeStatusByClock(submitted, at('2026-09-19'))).toBeNull();
    expect(disputeStatusByClock(submitted, at('2026-09-20'))).toBe('won');
    expect(disputeStatusByClock({ ...submitted, reason: 'other' }, at('2026-09-20'))).toBe('lost');
    expect(disputeStatusByClock({ ...submitted, status: 'won' }, at('2026-12-20'))).toBeNull();
  });
});
