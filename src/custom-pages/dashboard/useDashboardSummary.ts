import { useQuery } from '@tanstack/react-query';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

/**
 * The dashboard's figures of the active company, in one call. react-admin's refresh (after an
 * approval in the drawer, say) invalidates every query, so the figures follow a change at once.
 */
export function useDashboardSummary() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: companyQueryKey('dashboard'), queryFn: () => dataProvider.getDashboardSummary() });
}
