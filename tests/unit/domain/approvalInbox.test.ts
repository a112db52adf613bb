import { describe, expect, it } from 'vitest';
import {
  compareInboxItems,
  decisionReview,
  inboxStats,
  needsOverride,
  openFlagsOf,
  OVERRIDE_REASON_MAX,
  refuseOverride,
  isActiveCompany,
  mainRoleOf,
  matchesInboxFilters,
  mergeSorted,
  type InboxItem,
} from '../../../src/domain/approvalInbox';

const item = (overrides: Partial<InboxItem>): InboxItem => ({
  company_id: 'a',
  type: 'expense',
  id: 1,
  amount: 100,
  currency: 'AED',
  priority: 'low',
  status: 'in_review',
  due_date: null,
  created_at: '2026-11-01T00:00:00Z',
  ...overrides,
});

describe('the approval inbox (order, filters, stats)', () => {
  it('orders the highest priority first, then the earliest due date (none last), then the one waiting longest', () => {
    const items = [
      item({ id: 1, priority: 'low', created_at: '2026-10-01T00:00:00Z' }),
      item({ id: 2, priority: 'urgent' }),
      item({ id: 3, priority: 'high', due_date: null, created_at: '2026-10-01T00:00:00Z' }),
      item({ id: 4, priority: 'high', due_date: '2026-11-27' }),
      item({ id: 5, priority: 'high', due_date: '2026-11-26' }),
      item({ id: 6, priority: 'low', created_at: '2026-09-01T00:00:00Z' }),
    ];
    expect([...items].sort(compareInboxItems).map((entry) => entry.id)).toEqual([2, 5, 4, 3, 6, 1]);
  });

  it('keeps items of two companies with the same id apart, in a stable order', () => {
    const a = item({ company_id: 'a', id: 7 });
    const b = item({ company_id: 'b', id: 7 });
    expect([b, a].sort(compareInboxItems)).toEqual([a, b]);
  });

  it('filters by company, type and priority, each only when given', () => {
    const bill = item({ company_id: 'b', type: 'bill', priority: 'high' });
    expect(matchesInboxFilters(bill, {})).toBe(true);
    expect(matchesInboxFilters(bill, { company_id: 'b', type: 'bill', priority: 'high' })).toBe(true);
    expect(matchesInboxFilters(bill, { company_id: 'a' })).toBe(false);
    expect(matchesInboxFilters(bill, { type: 'expense' })).toBe(false);
    expect(matchesInboxFilters(bill, { priority: 'urgent' })).toBe(false);
  });

  it('counts Total Pending, adds Total Amount per currency without converting, and counts the Urgent items (not the merely submitted)', () => {
    const stats = inboxStats([
      item({ amount: 100.1, currency: 'AED' }),
      item({ amount: 0.2, currency: 'AED', priority: 'urgent' }),
      item({ amount: 50, currency: 'USD', status: 'submitted' }),
      item({ amount: 10, currency: 'EUR', priority: 'urgent', status: 'submitted' }),
    ]);
    expect(stats).toEqual({
      total_pending: 4,
      total_amount: [
        { currency: 'AED', amount: 100.3 },
        { currency: 'USD', amount: 50 },
        { currency: 'EUR', amount: 10 },
      ],
      urgent_items: 2,
    });
    expect(inboxStats([])).toEqual({ total_pending: 0, total_amount: [], urgent_items: 0 });
  });

  it('names the main role (lowest id, given first) and the others as +N', () => {
    expect(mainRoleOf(['Department Lead', 'Viewer'])).toEqual({ main: 'Department Lead', others: ['Viewer'] });
    expect(mainRoleOf([])).toEqual({ main: null, others: [] });
  });

  it('calls a company active with activity in the last 30 days', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(isActiveCompany('2026-10-27T12:00:00Z', now)).toBe(true);
    expect(isActiveCompany('2026-10-25T11:00:00Z', now)).toBe(false);
    expect(isActiveCompany(null, now)).toBe(false);
  });

  it('merges lists already in order into the first items of their common order', () => {
    const byNumber = (a: number, b: number) => a - b;
    expect(mergeSorted([[1, 4, 9], [], [2, 3, 10], [5]], byNumber, Infinity)).toEqual([1, 2, 3, 4, 5, 9, 10]);
    expect(
      mergeSorted(
        [
          [1, 4, 9],
          [2, 3, 10],
        ],
        byNumber,
        3,
      ),
    ).toEqual([1, 2, 3]);
    expect(mergeSorted([], byNumber, 5)).toEqual([]);
  });
});

describe('approving over open compliance flags (issue 33)', () => {
  const flag = (status: string, severity: string, expenses: number[], bills: number[] = []) => ({
    status,
    severity,
    subject: { expense_ids: expenses, bill_ids: bills },
  });

  it("finds the open flags naming the item's record, highest severity first; settled flags and other records do not count", () => {
    const flags = [
      flag('open', 'low', [7]),
      flag('resolved', 'high', [7]),
      flag('open', 'high', [7, 8]),
      flag('dismissed', 'medium', [], [7]),
      flag('open', 'medium', [], [7]),
      flag('open', 'high', [9]),
    ];
    expect(openFlagsOf(flags, { type: 'expense', id: 7 })).toEqual([flags[2], flags[0]]);
    // An out-of-pocket expense is an expense: the same subjects.
    expect(openFlagsOf(flags, { type: 'reimbursement', id: 8 })).toEqual([flags[2]]);
    // A bill is named by bill_ids only (expense 7's flags are not bill 7's).
    expect(openFlagsOf(flags, { type: 'bill', id: 7 })).toEqual([flags[4]]);
    // Requests are never flagged, whatever their id.
    expect(openFlagsOf(flags, { type: 'funding_request', id: 7 })).toEqual([]);
    expect(openFlagsOf(flags, { type: 'card_request', id: 9 })).toEqual([]);
  });

  it('needs an override to approve a flagged item, never to reject one or to approve an unflagged one', () => {
    expect(needsOverride({ compliance_flags: [{}] }, 'approve')).toBe(true);
    expect(needsOverride({ compliance_flags: [{}] }, 'reject')).toBe(false);
    expect(needsOverride({ compliance_flags: [] }, 'approve')).toBe(false);
  });

  it('refuses an approval over open flags without the override, or with a blank or too long reason', () => {
    expect(refuseOverride(2, { decision: 'approve' })).toBe('override_required');
    expect(refuseOverride(1, { decision: 'approve', override_flags: false, override_reason: 'Checked' })).toBe('override_required');
    expect(refuseOverride(1, { decision: 'approve', override_flags: true })).toBe('reason_required');
    expect(refuseOverride(1, { decision: 'approve', override_flags: true, override_reason: '   ' })).toBe('reason_required');
    expect(refuseOverride(1, { decision: 'approve', override_flags: true, override_reason: 'x'.repeat(OVERRIDE_REASON_MAX + 1) })).toBe(
      'reason_too_long',
    );
    expect(refuseOverride(1, { decision: 'approve', override_flags: true, override_reason: ` ${'x'.repeat(OVERRIDE_REASON_MAX)} ` })).toBe(
      null,
    );
    expect(refuseOverride(1, { decision: 'approve', override_flags: true, override_reason: 'Not a duplicate: two deliveries' })).toBe(null);
    // Nothing is asked of a rejection or of an item without open flags.
    expect(refuseOverride(3, { decision: 'reject' })).toBe(null);
    expect(refuseOverride(0, { decision: 'approve' })).toBe(null);
  });

  const row = (company: string, amount: number, currency: string, flags = 0) => ({
    company_id: company,
    company_name: `Company ${company}`,
    amount,
    currency,
    compliance_flags: Array.from({ length: flags }, () => ({})),
  });

  it('reviews a bulk approval: the count and totals per company and per currency of what goes through, the flagged ones held', () => {
    const rows = [row('a', 100.1, 'AED'), row('b', 50, 'USD'), row('a', 0.2, 'AED'), row('a', 10, 'USD'), row('b', 999, 'AED', 1)];
    const review = decisionReview(rows, 'approve');
    expect(review.decided).toEqual([rows[0], rows[1], rows[2], rows[3]]);
    expect(review.held).toEqual([rows[4]]);
    expect(review.byCompany).toEqual([
      {
        company_id: 'a',
        company_name: 'Company a',
        count: 3,
        totals: [
          { currency: 'AED', amount: 100.3 },
          { currency: 'USD', amount: 10 },
        ],
      },
      { company_id: 'b', company_name: 'Company b', count: 1, totals: [{ currency: 'USD', amount: 50 }] },
    ]);
    // Per currency, summed in cents (100.1 + 0.2 is 100.3, not 100.30000000000001), never added across currencies.
    expect(review.totals).toEqual([
      { currency: 'AED', amount: 100.3 },
      { currency: 'USD', amount: 60 },
    ]);
  });

  it('reviews a bulk rejection of every selected item, flagged or not; an empty selection reviews to nothing', () => {
    const rows = [row('a', 20, 'AED', 2), row('b', 5.5, 'AED')];
    const review = decisionReview(rows, 'reject');
    expect(review.decided).toEqual(rows);
    expect(review.held).toEqual([]);
    expect(review.totals).toEqual([{ currency: 'AED', amount: 25.5 }]);
    expect(review.byCompany.map((company) => [company.company_id, company.count])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(decisionReview([], 'approve')).toEqual({ decided: [], held: [], byCompany: [], totals: [] });
    // Everything flagged: nothing goes through an approval.
    expect(decisionReview([row('a', 1, 'AED', 1)], 'approve')).toMatchObject({ decided: [], totals: [], byCompany: [] });
  });
});
