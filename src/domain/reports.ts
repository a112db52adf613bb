/**
 * Rules of the standard reports (issue 16) that the mock computes and the app explains: how far past
 * due a bill is and which ageing bucket that puts it in, and whether input VAT is recoverable.
 * Days are Dubai days (`YYYY-MM-DD`).
 */
import { addDays, periodDays } from './analytics';
import { isValidUaeTrn } from './uaeIdentifiers';

/** Accounts-payable ageing buckets, in order: not due yet (or due today), then by days past due. */
export const AGEING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Whole days from the due date to `today` (0 on the due day, negative before it). */
export function daysPastDue(dueDate: string, today: string): number {
  return periodDays({ from: dueDate, to: today }) - 1;
}

/**
 * The ageing bucket of an unpaid amount due on `dueDate`, seen on `today`: `current` until and
 * including the due day, then 1–30, 31–60, 61–90 and over 90 days past due (both ends inclusive).
 */
export function ageingBucket(dueDate: string, today: string): AgeingBucket {
  const days = daysPastDue(dueDate, today);
  if (days <= 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'over_90';
}

/** The due date that is `days` past due on `today` (the inverse of `daysPastDue`, for tests and seeds). */
export const dueDateFor = (today: string, days: number): string => addDays(today, -days);

/** Why input VAT is or is not recoverable. */
export type VatRecoverability = 'recoverable' | 'no_trn' | 'invalid_trn';

/**
 * The input-VAT rule of the VAT report: VAT paid to a supplier is recoverable only when the tax
 * invoice carries the supplier's Tax Registration Number and it is a valid UAE TRN (15 digits
 * starting with 100, `isValidUaeTrn`); VAT without a TRN (`no_trn`) or with one that is not valid
 * (`invalid_trn`) cannot be reclaimed. Documents without VAT are not part of the report at all.
 */
export function vatRecoverability(supplierTrn: string | null | undefined): VatRecoverability {
  if (supplierTrn === null || supplierTrn === undefined || supplierTrn.trim() === '') return 'no_trn';
  return isValidUaeTrn(supplierTrn) ? 'recoverable' : 'invalid_trn';
}
