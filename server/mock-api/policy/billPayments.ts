import { formatMoney } from '../../../src/domain/amounts.ts';
import { billPaymentStatusOf, paymentProgress } from '../../../src/domain/billLifecycle.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import type { MockDatabase, StoredBill } from '../store/types.ts';
import { recordBillActivity } from './bills.ts';
import { creditWallet } from './wallet.ts';

/** Why a settled payment fails, or null when it goes through: a vendor without a bank account cannot be paid. */
function paymentFailure(db: MockDatabase, row: StoredBill): string | null {
  const vendor = db.counterparts.find((candidate) => candidate.id === row.vendor_id);
  return vendor?.iban ? null : `${vendor?.name ?? 'The vendor'} has no bank account (IBAN) on file; the money is back in the wallet.`;
}

/**
 * Brings a bill's payments up to date at `now` (the clock-driven progression, evaluated on read):
 * scheduled → processing → paid, or failed with its reason and the money back in the wallet. Each
 * move is one history entry and one trail entry; the bill's payment status follows its payments.
 */
export function settleBillPayments(db: MockDatabase, row: StoredBill, now: Date, stepMs: number): void {
  let moved = false;
  for (const payment of row.payments) {
    if (payment.status !== 'scheduled' && payment.status !== 'processing') continue;
    const progress = paymentProgress(payment, now, stepMs);
    if (payment.status === 'scheduled' && progress.status !== 'scheduled') {
      const at = new Date(progress.processingAt).toISOString();
      payment.status = 'processing';
      movePaymentStatus(row, 'processing', at, null, payment.amount);
      recordBillActivity(row, 'payment_processing', null, formatMoney(payment.amount, row.currency), at);
      moved = true;
    }
    if (payment.status === 'processing' && progress.status === 'settled') {
      const at = new Date(progress.settlesAt).toISOString();
      const failure = paymentFailure(db, row);
      payment.settled_at = at;
      if (failure) {
        payment.status = 'failed';
        payment.failure_reason = failure;
        const company = db.companies.find((candidate) => candidate.id === row.company_id);
        if (company)
          creditWallet(db, company, row.currency, payment.amount, {
            type: 'bill_payment_returned',
            description: `Payment of bill ${row.invoice_number} returned: ${failure}`,
            reference: { kind: 'bill', id: row.id },
            at,
          });
      } else {
        payment.status = 'paid';
        row.paid_amount = roundCents(row.paid_amount + payment.amount);
      }
      const status = billPaymentStatusOf(row.payments, row.total);
      movePaymentStatus(row, status, at, failure, payment.amount);
      recordBillActivity(
        row,
        failure ? 'payment_failed' : status === 'paid' ? 'paid' : 'partially_paid',
        null,
        failure ?? formatMoney(payment.amount, row.currency),
        at,
      );
      moved = true;
    }
  }
  if (moved) row.updated_at = row.payment_history[row.payment_history.length - 1].at;
}

/** One payment history entry, when the status changes. */
export function movePaymentStatus(
  row: StoredBill,
  to: StoredBill['payment_status'],
  at: string,
  reason: string | null,
  amount: number | null,
  by: string | null = null,
): void {
  if (row.payment_status === to) return;
  row.payment_history.push({ at, from: row.payment_status, to, by, reason, amount });
  row.payment_status = to;
}
