import { describe, expect, it } from 'vitest';
import { SPEND_REQUEST_STATUSES } from '../../../src/domain/contractLists';
import {
  isTemporaryLimitOver,
  isValidLimitEnd,
  nextRequestStatuses,
  refuseRequestStep,
  requestStepKind,
  requestStepsFor,
} from '../../../src/domain/requestLifecycle';

describe('request lifecycle', () => {
  it('goes from pending to approved, declined or withdrawn, and nowhere after', () => {
    expect(nextRequestStatuses('pending')).toEqual(['approved', 'declined', 'withdrawn']);
    for (const status of ['approved', 'declined', 'withdrawn'] as const) expect(nextRequestStatuses(status)).toEqual([]);
    expect(requestStepKind('pending', 'approved')).toBe('decide');
    expect(requestStepKind('pending', 'withdrawn')).toBe('withdraw');
    for (const from of SPEND_REQUEST_STATUSES)
      for (const to of SPEND_REQUEST_STATUSES)
        if (from !== 'pending' || to === 'pending')
          expect(refuseRequestStep({ status: from }, to, { isRequester: false, reason: 'r' })).toEqual({ reason: 'not_allowed', from, to });
  });

  it('never lets the requester decide, only the requester withdraw, and a decline needs a reason', () => {
    const pending = { status: 'pending' as const };
    expect(refuseRequestStep(pending, 'approved', { isRequester: true })).toEqual({ reason: 'own_request' });
    expect(refuseRequestStep(pending, 'declined', { isRequester: true, reason: 'no' })).toEqual({ reason: 'own_request' });
    expect(refuseRequestStep(pending, 'withdrawn', { isRequester: false })).toEqual({ reason: 'not_requester' });
    expect(refuseRequestStep(pending, 'declined', { isRequester: false, reason: '  ' })).toEqual({ reason: 'reason_required' });
    expect(refuseRequestStep(pending, 'approved', { isRequester: false })).toBeNull();
    expect(refuseRequestStep(pending, 'withdrawn', { isRequester: true })).toBeNull();
    expect(requestStepsFor(pending, true)).toEqual(['withdrawn']);
    expect(requestStepsFor(pending, false)).toEqual(['approved', 'declined']);
    expect(requestStepsFor({ status: 'approved' }, false)).toEqual([]);
  });

  it('a temporary limit ends on its end date, which must be after the day it is asked', () => {
    expect(isValidLimitEnd('2026-12-01', '2026-11-30')).toBe(true);
    expect(isValidLimitEnd('2026-11-30', '2026-11-30')).toBe(false);
    expect(isValidLimitEnd('2026-13-45', '2026-11-30')).toBe(false);
    expect(isTemporaryLimitOver('2026-12-01', '2026-11-30')).toBe(false);
    expect(isTemporaryLimitOver('2026-12-01', '2026-12-01')).toBe(true);
    expect(isTemporaryLimitOver(null, '2026-12-01')).toBe(false);
  });
});
