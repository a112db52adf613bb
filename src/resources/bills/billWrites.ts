import type { QueryKey } from '@tanstack/react-query';
import { companyQueryKey, familyQueryKeys } from '../../providers/data/queryKeys';
import { ledgerQueryKey } from '../shared/transfers/useTransfers';

/** The one key family of the wallet balance the pay dialog reads. */
export const billWalletQueryKey = () => companyQueryKey('bill-wallet');

/**
 * What else a bill's write changes besides the bill (written from the API's answer): the purchase order
 * it draws on (approve, reject, void move its billed amount), and a payment the company wallet, its
 * entries and statements and the ledger. These are marked stale; only the ones on screen are read again.
 */
export const billWriteAlso = (): QueryKey[] => [
  ['purchase-orders'],
  billWalletQueryKey(),
  familyQueryKeys.wallet(),
  ['wallet-entries'],
  ledgerQueryKey(),
  companyQueryKey('dashboard'),
];
