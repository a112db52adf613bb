import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletConversionCreate } from '../../providers/data/methods/wallet';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { ledgerQueryKey } from '../shared/transfers/useTransfers';
import { walletQueryKey } from './useWallet';

/** Asks the API what a conversion would give (the rate, its day, the amount that arrives); nothing moves. */
export function useQuoteWalletConversion() {
  const dataProvider = useAppDataProvider();
  return useMutation({ mutationFn: (input: WalletConversionCreate) => dataProvider.quoteWalletConversion(input) });
}

/** Converts money of the wallet; afterwards the wallet, its entries and the ledgers on screen are read again. */
export function useConvertWalletMoney() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletConversionCreate) => dataProvider.convertWalletMoney(input),
    onSuccess: () =>
      Promise.all([walletQueryKey(), ['wallet-entries'], ledgerQueryKey()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
