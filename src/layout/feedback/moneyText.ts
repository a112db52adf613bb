import { formatMoney } from '../../domain/amounts';

/** Amounts per currency on one line: 'USD 3,615.72, AED 1,200.00' (each by the one money format). */
export function moneyTotalsText(totals: ReadonlyMap<string, number>, locale?: string): string {
  return [...totals].map(([currency, amount]) => formatMoney(amount, currency, locale)).join(', ');
}
