import type { QueryKey } from '@tanstack/react-query';
import { adminStore } from '../../providers/adminStore';
import { dataProvider } from '../../providers/data/dataProvider';
import { queryClient } from '../../providers/queryClient';
import { markPrefetched } from '../../providers/prefetchedQueries';
import { firstPageParams, type ListQuery } from './listQuery';

/** react-admin's key for a list's page (ra-core `useGetList`). */
const listPageKey = (resource: string, params: object): QueryKey => [resource, 'getList', params];

/**
 * Asks for the first page of a list page being opened at `search`, with the params its list controller
 * will use, into the cache where `useGetList` reads it: the rows render with the list's first pass
 * instead of after react-admin's access checks and a round trip. Call it once the session (the active
 * company) is ready. Nothing when the page already asked; a failure is left to the page, which asks again.
 */
export async function prefetchListFirstPage(query: ListQuery, search: string): Promise<void> {
  const params = firstPageParams(query, search, adminStore);
  const queryKey = listPageKey(query.resource, params);
  if (queryClient.getQueryState(queryKey)) return;
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: () =>
      dataProvider.getList(query.resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    retry: false,
  });
  const answered = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (answered?.state.status === 'success') markPrefetched(answered);
}
