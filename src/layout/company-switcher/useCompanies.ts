import { useQuery } from '@tanstack/react-query';
import { accountQueryKey } from '../../providers/data/queryKeys';
import { listCompanies } from '../../providers/session/sessionBootstrap';

/** The companies the signed-in user belongs to (`GET sub-tenants`). */
export function useCompanies() {
  return useQuery({ queryKey: accountQueryKey('companies'), queryFn: listCompanies });
}
