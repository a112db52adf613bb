import type { QueryKey } from '@tanstack/react-query';
import { companyQueryKey, complianceQueryKeys, familyQueryKeys } from '../../../providers/data/queryKeys';
import { limitQueryKey } from '../limits/useLimit';

/**
 * What else an expense's write changes besides the expense (its rows and record are written from the
 * API's answer): its activity trail, the spend of the limits it counts against and of the card, person
 * and department pages that show them, the compliance checks and the dashboard. These are marked stale;
 * only the ones on screen are read again. Without an id (a bulk decision): every expense's trail.
 */
export const expenseWriteAlso = (expenseId?: number): QueryKey[] => [
  expenseId === undefined ? familyQueryKeys.expenseActivity() : familyQueryKeys.expenseActivity(expenseId),
  limitQueryKey(),
  ['cards'],
  ['people'],
  ['departments'],
  complianceQueryKeys.flags(),
  complianceQueryKeys.scores(),
  companyQueryKey('dashboard'),
];
