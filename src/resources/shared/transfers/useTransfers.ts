import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LimitEntity, Transfer, TransferCreate } from '../../../api/schema';
import { companyQueryKey, familyQueryKeys } from '../../../providers/data/queryKeys';
import { useAppDataProvider } from '../../../providers/data/useAppDataProvider';
import { limitQueryKey } from '../limits/useLimit';

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

/** The react-admin resource whose records show a side's balance (a card's, a person's, a department's). */
const PARTY_RESOURCE: Partial<Record<LimitEntity, string>> = { card: 'cards', member: 'people', department: 'departments' };

/**
 * What a move of money changes: the limits and balances, the transfer histories and ledgers, the
 * company wallet and its entries (the financial account's ledger), and the records of the two sides. Marked stale; the ones on screen are read again,
 * side by side (one round trip), before the move counts as done.
 */
export const transferWriteAlso = (transfer: Pick<Transfer, 'from' | 'to'>): QueryKey[] => [
  limitQueryKey(),
  transfersQueryKey(),
  ledgerQueryKey(),
  familyQueryKeys.wallet(),
  ['wallet-entries'],
  ...[transfer.from.type, transfer.to.type].flatMap((type) => (PARTY_RESOURCE[type] ? [[PARTY_RESOURCE[type]]] : [])),
];

/** Moves money; afterwards what it changed on screen is read again (nothing else). */
export function useTransferFunds() {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferCreate) => dataProvider.transferFunds(input),
    onSuccess: (transfer) => Promise.all(transferWriteAlso(transfer).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
