import type { QueryKey } from '@tanstack/react-query';
import type { AccountingSyncKind } from '../../domain/contractLists';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { ACCOUNTING_OVERVIEW_KEY } from './useAccountingOverview';
import { ACCOUNTING_RESOURCES } from './paths';

/**
 * What a sync or a vendor's export changes (the API answers ids, not records): the rows of that
 * accounting list (their sync state and problems) and the overview's counts, which poll while a sync
 * runs. Marked stale; only the ones on screen are read again.
 */
export const accountingSyncFamilies = (kind: AccountingSyncKind): QueryKey[] => [
  [ACCOUNTING_RESOURCES[kind]],
  companyQueryKey(ACCOUNTING_OVERVIEW_KEY),
];

/** A vendor added to the connected system: the problems of both lists that named it, and the counts. */
export const vendorExportFamilies = (): QueryKey[] => [
  [ACCOUNTING_RESOURCES.expenses],
  [ACCOUNTING_RESOURCES.payables],
  companyQueryKey(ACCOUNTING_OVERVIEW_KEY),
];
