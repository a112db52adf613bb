import { useQuery } from '@tanstack/react-query';
import { accountQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

/** Every portfolio query starts with this key: a decision refreshes them all (inbox, counts, cards). */
export const PORTFOLIO_KEY = 'portfolio';

/**
 * The portfolio (every company of the account: the key does not name the active company), read by My
 * Portfolio and the company switcher's decoration from one cache.
 */
export function usePortfolioQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: accountQueryKey(PORTFOLIO_KEY, 'cards'), queryFn: () => dataProvider.getPortfolio(), enabled });
}
