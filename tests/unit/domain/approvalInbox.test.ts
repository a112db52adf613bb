import { describe, expect, it } from 'vitest';
import {
  compareInboxItems,
  inboxStats,
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

  it('counts Total Pending, adds Total Amount per currency without converting, and counts urgent or submitted items', () => {
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
      urgent_items: 3,
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
