/**
 * A bill's payments on their way (scheduled or processing): what they add up to and the day the next one leaves, so a
 * bill that is fully scheduled reads "On its way AED 1,200.00 · 05/12/2026" rather than "Paid 0.00 · Left to pay 0.00".
 */
import { toCents } from './cents';

type Payment = { amount: number; scheduled_for: string; status: 'scheduled' | 'processing' | 'paid' | 'failed' };

export type PaymentsOnTheirWay = { amount: number; count: number; nextDay: string | null };

export function paymentsOnTheirWay(payments: readonly Payment[]): PaymentsOnTheirWay {
  const onTheirWay = payments.filter((payment) => payment.status === 'scheduled' || payment.status === 'processing');
  const cents = onTheirWay.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const days = onTheirWay.map((payment) => payment.scheduled_for).sort();
  return { amount: cents / 100, count: onTheirWay.length, nextDay: days[0] ?? null };
}
