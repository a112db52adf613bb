import { useSearchParams } from 'react-router';
import { addDays, analyticsQueryErrors, previousPeriod } from '../../domain/analytics';
import { ANALYTICS_GROUPS, ANALYTICS_INTERVALS, type AnalyticsGroupBy, type AnalyticsInterval } from '../../domain/contractLists';
import { serverToday } from '../../providers/serverToday';
import { filterFromSearch, SHARED_FILTERS } from './analyticsLinks';

export type CompareMode = 'none' | 'previous' | 'custom';
export const COMPARE_MODES: readonly CompareMode[] = ['none', 'previous', 'custom'];

/** The page's state, kept in the URL so a drill-down's Back returns to the same chart. */
function usePageState() {
  const [params, setParams] = useSearchParams();
  const today = serverToday();
  const pick = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const value = params.get(name) as T | null;
    return value !== null && values.includes(value) ? value : fallback;
  };
  const shared = (key: string) => (SHARED_FILTERS as readonly string[]).includes(key);
  const filter = Object.fromEntries(Object.entries(filterFromSearch(params.toString())).filter(([key]) => shared(key)));
  // The optional filters added to the bar, under the expense list's own parameter name.
  const displayed = Object.fromEntries(
    Object.entries(filterFromSearch(params.toString(), 'displayedFilters'))
      .filter(([key, shown]) => shared(key) && shown === true)
      .map(([key]) => [key, true]),
  );
  const state = {
    groupBy: pick<AnalyticsGroupBy>('group_by', ANALYTICS_GROUPS, 'time'),
    interval: pick<AnalyticsInterval>('interval', ANALYTICS_INTERVALS, 'month'),
    from: params.get('from') ?? `${addDays(today, -180).slice(0, 7)}-01`,
    to: params.get('to') ?? today,
    compareMode: pick<CompareMode>('compare', COMPARE_MODES, 'none'),
    compareFrom: params.get('compare_from') ?? '',
    compareTo: params.get('compare_to') ?? '',
    view: params.get('view') === 'table' ? ('table' as const) : ('chart' as const),
    filter,
    displayed,
  };
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { state, update };
}

export type AnalyticsState = ReturnType<typeof usePageState>['state'];
export type UpdateAnalytics = ReturnType<typeof usePageState>['update'];

/**
 * The Analytics page's state (URL), the compared period it names, the query's field problems and the query for
 * `getAnalyticsSpend` (asked only when `valid`), and how the filter bar writes its filters.
 */
export function useAnalyticsState() {
  const { state, update } = usePageState();
  const period = { from: state.from, to: state.to };
  const compare =
    state.compareMode === 'previous'
      ? previousPeriod(period)
      : state.compareMode === 'custom' && state.compareFrom && state.compareTo
        ? { from: state.compareFrom, to: state.compareTo }
        : null;
  const problems = analyticsQueryErrors({
    interval: state.interval,
    from: state.from,
    to: state.to,
    compare_from: compare?.from,
    compare_to: compare?.to,
  });
  const valid = Object.keys(problems).length === 0;
  const query = { groupBy: state.groupBy, interval: state.interval, period, compare, expenseFilter: state.filter };
  const setFilters = (values: Record<string, unknown>, displayed: Record<string, boolean>) =>
    update({
      filter: Object.keys(values).length === 0 ? null : JSON.stringify(values),
      displayedFilters: Object.keys(displayed).length === 0 ? null : JSON.stringify(displayed),
    });
  return { state, update, problems, valid, query, setFilters };
}
