import { useState } from 'react';
import { getQuery, parseQueryFromLocation, type GetListParams, type SortPayload, type Store } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../domain/layout';
import { prefetchedStaleTime } from '../../providers/prefetchedQueries';

/**
 * What a list page asks for when it opens: written once, given to its `<List>` (`useListQueryProps`) and
 * to the shell, which asks for the first page while the page's code downloads (`prefetchListFirstPage`).
 */
export type ListQuery = {
  resource: string;
  sort: SortPayload;
  perPage: number;
  /** Filters the page opens with, which the user can change; a function, as they may depend on today. */
  filterDefaultValues?: () => Record<string, unknown>;
  /** Filters always applied, not shown. */
  filter?: Record<string, unknown>;
  /** Passed to the dataProvider (`partials`, path parameters). */
  meta?: Record<string, unknown>;
};

export const defineListQuery = (query: Omit<ListQuery, 'perPage'> & { perPage?: number }): ListQuery => ({
  perPage: DEFAULT_PAGE_SIZE,
  ...query,
});

/** What react-admin's list remembers before anything is chosen (ra-core `useListParams`). */
const NOTHING_REMEMBERED = { sort: null, order: null, page: 1, perPage: null, filter: {} };

/**
 * The params react-admin's list controller asks the dataProvider for when the page opens at `search`:
 * its own merge (ra-core `getQuery`: the URL's params, else those the list remembers in `store`, else the
 * defaults), then the permanent filter and meta, as `useListController` adds them.
 */
export function firstPageParams(
  query: ListQuery,
  search: string,
  store: Store,
  filterDefaultValues = query.filterDefaultValues?.(),
): GetListParams {
  const merged = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem(`${query.resource}.listParams`, NOTHING_REMEMBERED),
    filterDefaultValues,
    sort: query.sort,
    perPage: query.perPage,
  });
  return {
    pagination: { page: merged.page, perPage: merged.perPage },
    sort: { field: merged.sort, order: merged.order },
    filter: { ...merged.filter, ...query.filter },
    meta: query.meta,
  };
}

/**
 * The `<List>` props of a list page from its query (spread them first; pass its own `queryOptions`
 * here). The default filters are fixed when the page opens, so a re-render never resets a choice.
 */
export function useListQueryProps(query: ListQuery, queryOptions: object = {}) {
  const [filterDefaultValues] = useState(() => query.filterDefaultValues?.());
  return {
    resource: query.resource,
    sort: query.sort,
    perPage: query.perPage,
    filterDefaultValues,
    filter: query.filter,
    queryOptions: { ...queryOptions, meta: query.meta, staleTime: prefetchedStaleTime },
  };
}
