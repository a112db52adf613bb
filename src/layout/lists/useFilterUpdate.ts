import { useCallback, useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

type Filter = Record<string, unknown>;

/**
 * Changes the list's filter at once (a tab, a chip) from the filter last written, not the one of
 * the last render: two clicks in a row (a tab of each of two rows) both count, where react-admin's
 * `setFilters` with the render's `filterValues` would let the second undo the first.
 */
export function useFilterUpdate(): (update: (current: Filter) => Filter) => void {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const latest = useRef<Filter>(filterValues);
  useEffect(() => {
    latest.current = filterValues;
  }, [filterValues]);
  return useCallback(
    (update) => {
      const next = update(latest.current);
      latest.current = next;
      setFilters(next, displayedFilters, false);
    },
    [setFilters, displayedFilters],
  );
}
