import type { QueryKey } from '@tanstack/react-query';
import { companyQueryKey, familyQueryKeys } from '../../providers/data/queryKeys';
import { limitQueryKey } from '../shared/limits/useLimit';
import { ledgerQueryKey, transfersQueryKey } from '../shared/transfers/useTransfers';

/**
 * What else a freeze, unfreeze or termination changes besides the card (written from the API's answer):
 * its controls (a closed card's are read-only) and, as a termination returns the card's balance to the
 * company, the limits, transfer histories, ledgers and the company wallet. Marked stale; only the ones
 * on screen are read again.
 */
export const cardActionAlso = (cardId: number): QueryKey[] => [
  companyQueryKey('card-controls', cardId),
  limitQueryKey(),
  transfersQueryKey(),
  ledgerQueryKey(),
  familyQueryKeys.wallet(),
];

/** A card's limit saved: the card (its figures) and every limit (children inherit, parents count it). */
export const cardLimitAlso = (): QueryKey[] => [['cards'], limitQueryKey()];
