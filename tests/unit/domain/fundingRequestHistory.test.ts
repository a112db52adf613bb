import { describe, expect, it } from 'vitest';
import { fundingRequestHistory } from '../../../src/domain/fundingRequestHistory';

const pending = {
  status: 'pending' as const,
  requested_at: '2026-11-20T08:00:00Z',
  requested_by: { name: 'Farah Al Mansoori' },
  decided_at: null,
  decided_by: null,
  decision_reason: null,
  funds_returned_at: null,
};

describe('a funding request’s history (its page)', () => {
  it('a pending request was only asked for, by its requester', () => {
    expect(fundingRequestHistory(pending)).toEqual([{ kind: 'requested', at: pending.requested_at, by: 'Farah Al Mansoori' }]);
  });

  it('a declined request adds the decision, who took it and why', () => {
    const declined = {
      ...pending,
      status: 'declined' as const,
      decided_at: '2026-11-21T09:30:00Z',
      decided_by: 'Omar Haddad',
      decision_reason: 'Use the department card.',
    };
    expect(fundingRequestHistory(declined).map((event) => event.kind)).toEqual(['requested', 'declined']);
    expect(fundingRequestHistory(declined)[1]).toEqual({
      kind: 'declined',
      at: '2026-11-21T09:30:00Z',
      by: 'Omar Haddad',
      reason: 'Use the department card.',
    });
  });

  it('an approved temporary request ends with the funds going back, oldest first', () => {
    const returned = {
      ...pending,
      status: 'approved' as const,
      decided_at: '2026-11-21T09:30:00Z',
      decided_by: 'Omar Haddad',
      funds_returned_at: '2026-11-27T20:00:00Z',
    };
    expect(fundingRequestHistory(returned).map((event) => [event.kind, event.at])).toEqual([
      ['requested', '2026-11-20T08:00:00Z'],
      ['approved', '2026-11-21T09:30:00Z'],
      ['returned', '2026-11-27T20:00:00Z'],
    ]);
  });

  it('a withdrawn request names its requester as who withdrew it', () => {
    const withdrawn = { ...pending, status: 'withdrawn' as const, decided_at: '2026-11-20T10:00:00Z', decided_by: 'Farah Al Mansoori' };
    expect(fundingRequestHistory(withdrawn)[1]).toMatchObject({ kind: 'withdrawn', by: 'Farah Al Mansoori', reason: null });
  });
});
