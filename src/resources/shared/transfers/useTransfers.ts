import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../api/schema';
import { companyQueryKey } from '../../../providers/data/queryKeys';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import { limitQueryKey } from '../limits/useLimit';

type LimitEntity = components['schemas']['LimitEntity'];
type TransferCreate = components['schemas']['TransferCreate'];

/** The one key family of transfer histories: `transfersQueryKey()` is the prefix of every page. */
export const transfersQueryKey = (...parts: unknown[]) => companyQueryKey('transfers', ...parts);

/** The one key family of account ledgers. */
export const ledgerQueryKey = (...parts: unknown[]) => companyQueryKey('ledger', ...parts);

/** An account's ledger, page by page. */
export function useAccountLedger(type: LimitEntity, id: string | number | undefined, page: number, perPage: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: ledgerQueryKey(type, String(id ?? ''), page, perPage),
    queryFn: () => dataProvider.getLedger({ type, id }, page, perPage),
  });
}

/** The transfer history of an entity (either side), page by page. */
export function useTransferHistory(type: LimitEntity, id: string | number | undefined, page: number, perPage: number) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: transfersQueryKey(type, String(id ?? ''), page, perPage),
    queryFn: () => dataProvider.getTransfers({ type, id }, page, perPage),
  });
}

/** Moves money; afterwards every limit and transfer history is read again. */
export function useTransferFunds() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferCreate) => dataProvider.transferFunds(input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: limitQueryKey() });
      await queryClient.invalidateQueries({ queryKey: transfersQueryKey() });
      await queryClient.invalidateQueries({ queryKey: ledgerQueryKey() });
    },
  });
}
