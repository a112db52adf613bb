import type { BillPaymentSchedule } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { billOutstanding, billPaymentStepKind, refuseBillPayment } from '../../../src/domain/billLifecycle.ts';
import { validationFailed } from '../http/errors.ts';
import { movePaymentStatus } from '../policy/billPayments.ts';
import { billActor, billState, recordBillActivity } from '../policy/bills.ts';
import { debitWallet, walletShortfall } from '../policy/wallet.ts';
import type { StoredBill } from '../store/types.ts';
import type { Actor } from './actor.ts';
import { refuseBillStep } from './bills.ts';

/**
 * Schedules a payment of an approved bill from the company wallet (the whole rest unless an amount is
 * given): never before the mock's today (its clock, per sandbox), never more than is left to pay or than the wallet holds (422, nothing
 * changed). The wallet is debited now; the payment moves on by the clock (`settleBillPayments`).
 */
export function scheduleBillPayment(actor: Actor, row: StoredBill, body: BillPaymentSchedule): void {
  const { db, user, company } = actor;
  const clock = actor.store.now();
  const now = clock.toISOString();
  const refusal = refuseBillPayment(billState(row));
  if (refusal) refuseBillStep(row, refusal);
  const outstanding = billOutstanding(row.payments, row.total);
  const amount = body.amount ?? outstanding;
  if (body.scheduled_for < dubaiToday(clock)) throw validationFailed({ scheduled_for: ['The payment day cannot be in the past.'] });
  if (amount <= 0) throw validationFailed({ amount: ['The amount must be more than 0.'] });
  if (amount > outstanding)
    throw validationFailed({ amount: [`Only ${formatMoney(outstanding, row.currency)} of bill ${row.invoice_number} is left to pay.`] });
  const shortfall = walletShortfall(company, row.currency, amount, `paying bill ${row.invoice_number}`);
  if (shortfall) throw validationFailed({ amount: [shortfall] });
  if (!billPaymentStepKind(row.payment_status, 'scheduled'))
    refuseBillStep(row, { reason: 'not_allowed', from: row.payment_status, to: 'scheduled' });
  debitWallet(db, company, row.currency, amount, {
    type: 'bill_payment',
    description: `Bill ${row.invoice_number} to ${db.counterparts.find((vendor) => vendor.id === row.vendor_id)?.name ?? 'the vendor'}`,
    reference: { kind: 'bill', id: row.id },
    at: now,
  });
  const by = billActor(user).name;
  row.payments.push({
    id: row.payments.length + 1,
    amount,
    scheduled_for: body.scheduled_for,
    status: 'scheduled',
    failure_reason: null,
    scheduled_at: now,
    scheduled_by: by,
    settled_at: null,
  });
  movePaymentStatus(row, 'scheduled', now, null, amount, by);
  recordBillActivity(row, 'payment_scheduled', by, `${formatMoney(amount, row.currency)} on ${body.scheduled_for}`, now);
  row.updated_at = now;
}
