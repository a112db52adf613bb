import { useQuery } from '@tanstack/react-query';
import { listCompanies } from '../../providers/session/sessionBootstrap';

export const companiesQueryKey = ['spendboard', 'companies'] as const;

/** The companies the signed-in user belongs to (`GET sub-tenants`). */
export function useCompanies() {
  return useQuery({ queryKey: companiesQueryKey, queryFn: listCompanies });
}
