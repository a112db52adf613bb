import { useQuery } from '@tanstack/react-query';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

/** The signed-in user for /my-account: `me` with company, company address and country (spec §3). */
export function useMyAccount() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: companyQueryKey('me', 'profile'), queryFn: () => dataProvider.getAccountProfile(), staleTime: Infinity });
}
