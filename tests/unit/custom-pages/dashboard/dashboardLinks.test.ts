import { describe, expect, it } from 'vitest';
import {
  activeCardsLink,
  categorySpendLink,
  pendingApprovalsLink,
  spendLink,
  missingReceiptsLink,
  notCodedSpendLink,
  walletLink,
} from '../../../../src/custom-pages/dashboard/dashboardLinks';
import type { DashboardSummary } from '../../../../src/providers/data/methods/dashboard';
import { toListQuery } from '../../../../src/providers/data/listQuery';
import { RESOURCES } from '../../../../src/providers/data/resources';

/** The react-admin filter a link opens its list with, and the API query the list then sends. */
function opened(link: string, resource: keyof typeof RESOURCES) {
  const url = new URL(link, 'http://app.test');
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
  return {
    path: url.pathname,
    filter,
    query: toListQuery({ filter, pagination: { page: 1, perPage: 20 }, sort: { field: 'spent_at', order: 'DESC' } }, RESOURCES[resource]),
  };
}

describe('dashboard links: each figure opens the list filtered to the same records', () => {
  const summary: Pick<DashboardSummary, 'awaiting_approval_statuses' | 'spent_statuses'> = {
    awaiting_approval_statuses: ['submitted', 'in_review', 'manual'],
    spent_statuses: ['approved', 'captured'],
  };

  it('pending approvals: the statuses waiting for an approver, no day range', () => {
    const { path, query } = opened(pendingApprovalsLink(summary), 'expenses');
    expect(path).toBe('/expenses');
    expect(query.filters).toEqual({ in: { status: ['submitted', 'in_review', 'manual'] } });
  });

  it("this month's spend: the spent statuses within the month's days", () => {
    const { query } = opened(spendLink(summary, { from: '2026-11-01', to: '2026-11-15' }), 'expenses');
    expect(query.filters).toEqual({
      in: { status: ['approved', 'captured'] },
      date_min: { spent_at: '2026-11-01' },
      date_max: { spent_at: '2026-11-15' },
    });
  });

  it("a category's spend adds its category", () => {
    const { query } = opened(categorySpendLink(summary, [21], { from: '2026-06-01', to: '2026-11-15' }), 'expenses');
    expect(query.filters?.in).toEqual({ status: ['approved', 'captured'], category_id: [21] });
  });

  it('"Other categories" lists the expenses of every category it adds up', () => {
    const { query } = opened(categorySpendLink(summary, [7, 1], { from: '2026-06-01', to: '2026-11-15' }), 'expenses');
    expect(query.filters?.in).toEqual({ status: ['approved', 'captured'], category_id: [7, 1] });
  });

  it('missing receipts: the list of those whose category needs one, its filter shown', () => {
    const link = missingReceiptsLink();
    expect(opened(link, 'expenses').query.filters).toEqual({ has: { missing_receipt: 1 } });
    expect(JSON.parse(new URL(link, 'http://app.test').searchParams.get('displayedFilters')!)).toEqual({ missing_receipt: true });
  });

  it('spend not coded: the spent statuses within the days, not coded', () => {
    const { query } = opened(notCodedSpendLink(summary, { from: '2026-06-01', to: '2026-11-15' }), 'expenses');
    expect(query.filters?.has).toEqual({ category: 0 });
    expect(query.filters?.in).toEqual({ status: ['approved', 'captured'] });
  });

  it('the company balance: the financial account with its ledger', () => {
    expect(walletLink()).toBe('/financial-account');
  });

  it('active cards: the cards list filtered to active', () => {
    const { path, query } = opened(activeCardsLink(), 'cards');
    expect(path).toBe('/cards');
    expect(query.filters).toEqual({ in: { status: ['active'] } });
  });
});
