import { useQuery } from '@tanstack/react-query';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

/** While any sync is in progress the page asks again this often, so chips move without a reload. */
export const SYNC_REFETCH_MS = 2000;

export const ACCOUNTING_OVERVIEW_KEY = 'accounting-overview';

/** The connection, the lock date and the counts of both lists; polled while a sync runs. */
export function useAccountingOverview() {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: companyQueryKey(ACCOUNTING_OVERVIEW_KEY),
    queryFn: () => dataProvider.getAccountingSyncOverview(),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && data.expenses.in_progress + data.payables.in_progress > 0 ? SYNC_REFETCH_MS : false;
    },
  });
}
