/**
 * Where a bar (or a row of its table) of the analytics leads: the expense list with the same filters,
 * in the list's own filter names (`src/providers/data/resources.ts`, `expenses.filters`): the
 * page's shared filters, the spent statuses, the bar's days, and the bar's own group. The analytics
 * call sends the same filters (`getAnalyticsSpend`), so the list adds up to the bar (in its currency).
 */
import type { AnalyticsGroupBy } from '../../domain/contractLists';
import type { AnalyticsRow } from '../../providers/data/methods/insights';
import { expensePaths } from '../../resources/expenses/paths';
import { listLink } from '../dashboard/dashboardLinks';

/** The expense-list filter of each group that has one (a merchant is its exact name; a company is switched to). */
const GROUP_FILTER: Partial<Record<AnalyticsGroupBy, string>> = {
  category: 'category_id',
  department: 'department_id',
  card: 'card_id',
  person: 'member_id',
  project: 'project_id',
};

export type DrillContext = {
  groupBy: AnalyticsGroupBy;
  period: { from: string; to: string };
  spentStatuses: readonly string[];
  /** The page's shared filters (expense-list names and values). */
  filter: Record<string, unknown>;
};

/**
 * The statuses the expense list filters by: the spent ones the analytics added up, narrowed to those
 * the page's status filter chose (`my_expenses` kept: the user's own); null when the filter chose
 * only statuses that are not spent (the analytics added nothing up, the list has nothing to show).
 */
export function drillStatuses(filter: Record<string, unknown>, spentStatuses: readonly string[]): string[] | null {
  const chosen = Array.isArray(filter.status) ? filter.status.map(String) : [];
  const own = chosen.includes('my_expenses') ? ['my_expenses'] : [];
  const real = chosen.filter((status) => status !== 'my_expenses');
  if (real.length === 0) return [...own, ...spentStatuses];
  const kept = spentStatuses.filter((status) => real.includes(status));
  return kept.length === 0 ? null : [...own, ...kept];
}

/** The expense-list link of a row, or null when the list cannot select exactly its expenses. */
export function drillDownLink(row: AnalyticsRow, { groupBy, period, spentStatuses, filter }: DrillContext): string | null {
  const status = drillStatuses(filter, spentStatuses);
  if (status === null) return null;
  const days =
    groupBy === 'time' && row.from && row.to
      ? { spent_from: row.from, spent_until: row.to }
      : { spent_from: period.from, spent_until: period.to };
  const base = { ...filter, status, ...days };
  // A company's row: the same filters, opened once that company is the active one (the page switches to it).
  if (groupBy === 'time' || groupBy === 'company') return listLink(expensePaths.list, base);
  if (groupBy === 'merchant') return listLink(expensePaths.list, { ...base, merchant: row.key }, ['merchant']);
  if (groupBy === 'category' && row.id === null) return listLink(expensePaths.list, { ...base, coded: 0 }, ['coded']);
  const field = GROUP_FILTER[groupBy];
  if (!field || row.id === null) return null;
  return listLink(expensePaths.list, { ...base, [field]: [row.id] }, [field]);
}

/**
 * An object a page URL carries as JSON (`?filter={json}`, as the expense list writes it; also its
 * `displayedFilters`); {} when absent or unreadable.
 */
export function filterFromSearch(search: string, param = 'filter'): Record<string, unknown> {
  const text = new URLSearchParams(search).get(param);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * This page after switching company: the same parameters and filters, but for the filters on
 * records (`*_id`: a category, a card, a person…), which are the company being left's.
 */
export function samePageInCompany(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ['filter', 'displayedFilters']) {
    const kept = Object.fromEntries(Object.entries(filterFromSearch(search, name)).filter(([key]) => !key.endsWith('_id')));
    if (Object.keys(kept).length > 0) params.set(name, JSON.stringify(kept));
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The expense list's filters the analytics takes too (its `filters`, `ExpenseListFilters`), in the
 * list's names: the page's filter bar shows these inputs of the list (`expenseFilters`). The days are
 * the page's period, not a filter; the search `q` is not exact, so the analytics does not take it.
 */
export const SHARED_FILTERS = [
  'status',
  'member_id',
  'card_id',
  'department_id',
  'category_id',
  'merchant',
  'project_id',
  'tag_id',
  'has_receipt',
  'missing_receipt',
  'coded',
  'amount_from',
  'amount_to',
] as const;
