import { describe, expect, it } from 'vitest';
import { drillDownLink, drillStatuses, filterFromSearch, samePageInCompany } from '../../../src/custom-pages/analytics/analyticsLinks';
import type { AnalyticsRow } from '../../../src/providers/data/methods/insights';

const ROW: AnalyticsRow = {
  key: '12',
  label: 'Travel',
  id: 12,
  company_id: null,
  from: null,
  to: null,
  currency: 'AED',
  amount: 100,
  count: 2,
  compare_amount: null,
  change_amount: null,
  change_percent: null,
  budget: null,
  budget_basis: null,
  base_amount: null,
};
const CONTEXT = {
  period: { from: '2026-09-01', to: '2026-11-25' },
  spentStatuses: ['captured', 'approved'],
  filter: { department_id: [3] },
};
const filterOf = (link: string | null) => JSON.parse(new URLSearchParams(link!.split('?')[1]).get('filter')!);

describe('drill-down links of the analytics (the expense list with the same filters)', () => {
  it('adds the group, the period and the spent statuses to the shared filters', () => {
    expect(filterOf(drillDownLink(ROW, { ...CONTEXT, groupBy: 'category' }))).toEqual({
      department_id: [3],
      status: ['captured', 'approved'],
      spent_from: '2026-09-01',
      spent_until: '2026-11-25',
      category_id: [12],
    });
    expect(filterOf(drillDownLink({ ...ROW, id: 5 }, { ...CONTEXT, groupBy: 'person' }))).toMatchObject({ member_id: [5] });
  });

  it("takes a time bucket's own days, a merchant's exact name (not the search), and uncoded spend as not coded", () => {
    const bucket = { ...ROW, key: '2026-11-01', id: null, from: '2026-11-01', to: '2026-11-25' };
    expect(filterOf(drillDownLink(bucket, { ...CONTEXT, groupBy: 'time' }))).toMatchObject({
      spent_from: '2026-11-01',
      spent_until: '2026-11-25',
    });
    const merchant = filterOf(drillDownLink({ ...ROW, key: 'Emirates', id: null }, { ...CONTEXT, groupBy: 'merchant' }));
    expect(merchant).toMatchObject({ merchant: 'Emirates' });
    expect(merchant).not.toHaveProperty('q');
    expect(filterOf(drillDownLink({ ...ROW, key: 'none', id: null }, { ...CONTEXT, groupBy: 'category' }))).toMatchObject({ coded: 0 });
  });

  it("opens a company's row as the list with the same filters and period (once the company is switched to)", () => {
    expect(filterOf(drillDownLink({ ...ROW, company_id: 'x', id: null }, { ...CONTEXT, groupBy: 'company' }))).toEqual({
      department_id: [3],
      status: ['captured', 'approved'],
      spent_from: '2026-09-01',
      spent_until: '2026-11-25',
    });
  });

  it('has no link where the list cannot select the same expenses (no department; only statuses that are not spent)', () => {
    expect(drillDownLink({ ...ROW, key: 'none', id: null }, { ...CONTEXT, groupBy: 'department' })).toBeNull();
    expect(drillDownLink(ROW, { ...CONTEXT, groupBy: 'category', filter: { status: ['submitted'] } })).toBeNull();
  });

  it("narrows the spent statuses to the page's status filter, keeping the user's own", () => {
    const spent = ['captured', 'approved'];
    expect(drillStatuses({}, spent)).toEqual(spent);
    expect(drillStatuses({ status: ['approved', 'submitted'] }, spent)).toEqual(['approved']);
    expect(drillStatuses({ status: ['my_expenses'] }, spent)).toEqual(['my_expenses', 'captured', 'approved']);
    expect(drillStatuses({ status: ['my_expenses', 'captured'] }, spent)).toEqual(['my_expenses', 'captured']);
    expect(drillStatuses({ status: ['submitted'] }, spent)).toBeNull();
  });

  it('reads the shared filters from a URL, ignoring what is not an object', () => {
    expect(filterFromSearch('?filter=%7B%22category_id%22%3A%5B1%5D%7D')).toEqual({ category_id: [1] });
    expect(filterFromSearch('?filter=oops')).toEqual({});
    expect(filterFromSearch('?filter=%5B1%5D')).toEqual({});
    expect(filterFromSearch('?displayedFilters=%7B%22merchant%22%3Atrue%7D', 'displayedFilters')).toEqual({ merchant: true });
  });

  it("keeps the page's parameters and filters for another company, but for those on the company's own records", () => {
    const search = new URLSearchParams({
      group_by: 'merchant',
      from: '2026-09-01',
      filter: JSON.stringify({ merchant: 'Careem', category_id: [4], status: ['approved'] }),
      displayedFilters: JSON.stringify({ tag_id: true }),
    }).toString();
    const target = new URL(samePageInCompany('/analytics_and_reports', `?${search}`), 'http://x');
    expect(target.pathname).toBe('/analytics_and_reports');
    expect(target.searchParams.get('group_by')).toBe('merchant');
    expect(target.searchParams.get('from')).toBe('2026-09-01');
    expect(JSON.parse(target.searchParams.get('filter')!)).toEqual({ merchant: 'Careem', status: ['approved'] });
    expect(target.searchParams.has('displayedFilters')).toBe(false);
    expect(samePageInCompany('/analytics_and_reports', `?filter=${encodeURIComponent('{"card_id":[1]}')}`)).toBe('/analytics_and_reports');
  });
});
