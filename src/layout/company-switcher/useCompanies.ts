import { useQuery } from '@tanstack/react-query';
import { accountQueryKey } from '../../providers/data/queryKeys';
import { prefetchedStaleTime } from '../../providers/prefetchedQueries';
import { listCompanies } from '../../providers/session/sessionBootstrap';

/**
 * The companies the signed-in user belongs to (`GET sub-tenants`); at page load, the list the session
 * loaded (`seedSessionQueries`), not asked again.
 */
export function useCompanies() {
  return useQuery({ queryKey: accountQueryKey('companies'), queryFn: listCompanies, staleTime: prefetchedStaleTime });
}
