import { useQuery } from '@tanstack/react-query';
import { loadCompanyConfig } from '../../api/companyConfig';
import { getActiveCompanyId } from '../../api/session';
import { companyConfigQueryKey } from '../../providers/access/useCardServicesState';

/** The config `card_currency` of the active company (the same cached config as card services). */
export function useCardCurrency(): string | undefined {
  const companyId = getActiveCompanyId();
  const query = useQuery({
    queryKey: companyConfigQueryKey(companyId),
    queryFn: loadCompanyConfig,
    enabled: Boolean(companyId),
    staleTime: Infinity,
    retry: false,
  });
  return query.data?.card_currency;
}
