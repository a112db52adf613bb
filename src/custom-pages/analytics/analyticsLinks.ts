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

/** The expense-list filter of each group that has one (a merchant is searched by name; a company has none here). */
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

/** The expense-list link of a row, or null when the list cannot select exactly its expenses. */
export function drillDownLink(row: AnalyticsRow, { groupBy, period, spentStatuses, filter }: DrillContext): string | null {
  const days =
    groupBy === 'time' && row.from && row.to
      ? { spent_from: row.from, spent_until: row.to }
      : { spent_from: period.from, spent_until: period.to };
  const base = { ...filter, status: [...spentStatuses], ...days };
  if (groupBy === 'time') return listLink(expensePaths.list, base);
  if (groupBy === 'merchant') return listLink(expensePaths.list, { ...base, q: row.key });
  if (groupBy === 'category' && row.id === null) return listLink(expensePaths.list, { ...base, coded: 0 }, ['coded']);
  const field = GROUP_FILTER[groupBy];
  if (!field || row.id === null) return null;
  return listLink(expensePaths.list, { ...base, [field]: [row.id] }, [field]);
}

/** The shared filters a page URL carries (`?filter={json}`, as the expense list writes it); {} when absent or unreadable. */
export function filterFromSearch(search: string): Record<string, unknown> {
  const text = new URLSearchParams(search).get('filter');
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The filters the analytics shares with the expense list (the days are the page's period, not a filter). */
export const SHARED_FILTERS = [
  'category_id',
  'department_id',
  'card_id',
  'member_id',
  'project_id',
  'tag_id',
  'amount_from',
  'amount_to',
] as const;
