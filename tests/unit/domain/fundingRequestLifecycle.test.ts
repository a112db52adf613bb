import { describe, expect, it } from 'vitest';
import { FUNDING_REQUEST_STATUSES } from '../../../src/domain/contractLists';
import { addMonth, fundingStepsFor, isFundingStepAllowed, refuseFundingStep } from '../../../src/domain/fundingRequestLifecycle';

const approver = { isRequester: false, canOrganize: true };
const requester = { isRequester: true, canOrganize: true };
const viewer = { isRequester: false, canOrganize: false };
const pending = { status: 'pending' as const };

describe('the funding request lifecycle', () => {
  it('moves only a pending request, to approved, declined or withdrawn', () => {
    for (const from of FUNDING_REQUEST_STATUSES) {
      for (const to of FUNDING_REQUEST_STATUSES) {
        expect(isFundingStepAllowed(from, to), `${from} → ${to}`).toBe(from === 'pending' && to !== 'pending');
      }
    }
    expect(refuseFundingStep({ status: 'approved' }, 'declined', approver, 'late')).toEqual({
      reason: 'not_allowed',
      from: 'approved',
      to: 'declined',
    });
    expect(refuseFundingStep({ status: 'withdrawn' }, 'withdrawn', requester)).toEqual({
      reason: 'not_allowed',
      from: 'withdrawn',
      to: 'withdrawn',
    });
  });

  it('lets nobody decide their own request, and only the requester withdraw', () => {
    expect(refuseFundingStep(pending, 'approved', requester)).toEqual({ reason: 'own_request' });
    expect(refuseFundingStep(pending, 'declined', requester, 'no')).toEqual({ reason: 'own_request' });
    expect(refuseFundingStep(pending, 'withdrawn', approver)).toEqual({ reason: 'not_requester' });
    expect(refuseFundingStep(pending, 'withdrawn', requester)).toBeNull();
    expect(refuseFundingStep(pending, 'approved', viewer)).toEqual({ reason: 'no_permission' });
    expect(refuseFundingStep(pending, 'approved', approver)).toBeNull();
  });

  it('needs a reason to decline', () => {
    expect(refuseFundingStep(pending, 'declined', approver)).toEqual({ reason: 'reason_required' });
    expect(refuseFundingStep(pending, 'declined', approver, '  ')).toEqual({ reason: 'reason_required' });
    expect(refuseFundingStep(pending, 'declined', approver, 'Over budget')).toBeNull();
  });

  it('offers each actor only the buttons that can work', () => {
    expect(fundingStepsFor(pending, approver)).toEqual(['approved', 'declined']);
    expect(fundingStepsFor(pending, requester)).toEqual(['withdrawn']);
    expect(fundingStepsFor(pending, viewer)).toEqual([]);
    expect(fundingStepsFor({ status: 'declined' }, approver)).toEqual([]);
  });

  it('runs a monthly request on the same day next month, kept within a short month', () => {
    expect(addMonth('2026-11-15')).toBe('2026-12-15');
    expect(addMonth('2026-12-31')).toBe('2027-01-31');
    expect(addMonth('2027-01-31')).toBe('2027-02-28');
    expect(addMonth('2028-01-30')).toBe('2028-02-29');
  });
});
