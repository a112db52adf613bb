import { useQuery } from '@tanstack/react-query';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

/** The one key family of the wallet summary. */
export const walletQueryKey = familyQueryKeys.wallet;

/** The company wallet: balances, pending in and out, account details, the low-balance alert. */
export function useWallet() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: walletQueryKey(), queryFn: () => dataProvider.getWallet() });
}
