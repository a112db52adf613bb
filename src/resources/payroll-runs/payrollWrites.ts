import type { QueryKey } from '@tanstack/react-query';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { ledgerQueryKey } from '../shared/transfers/useTransfers';
import { RUN_LINES_RESOURCE } from './lines';

/** The payroll pages' own family: the overview summary, the reports, the employer account, the SIF check. */
export const payrollQueryKey = () => familyQueryKeys.payroll();

/**
 * What else a draft line's change moves besides the line (written from the API's answer): the run's
 * totals (its record and the list of runs) and the payroll summaries. Marked stale; only the ones on
 * screen are read again.
 */
export const runLineWriteAlso = (): QueryKey[] => [['payroll-runs'], payrollQueryKey()];

/**
 * What else a run's step changes besides the run (written from the API's answer): its lines (a draft's
 * only can change), the payroll summaries and, once paid, the company wallet, its entries and ledgers.
 */
export const salaryRunStepAlso = (): QueryKey[] => [
  [RUN_LINES_RESOURCE],
  payrollQueryKey(),
  familyQueryKeys.wallet(),
  ['wallet-entries'],
  ledgerQueryKey(),
];
