import type { QueryKey } from '@tanstack/react-query';
import type { FundingRequest, LimitEntity } from '../../api/schema';
import { companyQueryKey, familyQueryKeys } from '../../providers/data/queryKeys';
import { limitQueryKey } from '../shared/limits/useLimit';
import { ledgerQueryKey, transfersQueryKey } from '../shared/transfers/useTransfers';

/** The react-admin resource whose records show a target's balance. */
const TARGET_RESOURCE: Partial<Record<LimitEntity, string>> = { card: 'cards', member: 'people', department: 'departments' };

/**
 * What else a decision on a funding request changes besides the request (written from the API's
 * answer): an approval puts money into the company wallet and moves it to the target, so the limit
 * chains, limits, wallet, transfer histories, ledgers and the target's records are marked stale; only
 * the ones on screen are read again.
 */
export const fundingDecisionAlso = (request: Pick<FundingRequest, 'target'>): QueryKey[] => {
  const targetResource = TARGET_RESOURCE[request.target.type];
  return [
    companyQueryKey('limit-chain'),
    limitQueryKey(),
    familyQueryKeys.wallet(),
    ['wallet-entries'],
    transfersQueryKey(),
    ledgerQueryKey(),
    ...(targetResource ? [[targetResource]] : []),
  ];
};
