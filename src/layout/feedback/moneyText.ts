import { formatCurrency } from '../../domain/amounts';

/** 'AED 11,429.00': an amount with its currency, formatted for the locale (for texts; tables use the money component). */
export const moneyText = (amount: number, currency: string, locale?: string) => `${currency} ${formatCurrency(amount, locale)}`;

/** Amounts per currency on one line: 'USD 3,615.72, AED 1,200.00'. */
export function moneyTotalsText(totals: ReadonlyMap<string, number>, locale?: string): string {
  return [...totals].map(([currency, amount]) => moneyText(amount, currency, locale)).join(', ');
}
