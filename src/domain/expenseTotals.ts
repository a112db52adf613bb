import type { Expense } from '../api/schema';
import { formatMoney } from './amounts';
import { toCents } from './cents';

/** The selected expenses' total per currency, in cents, as the list writes money: 'AED 1,200.00 · USD 50.00', currencies in alphabetical order. */
export function expenseTotalsText(expenses: readonly Pick<Expense, 'amount' | 'currency'>[], locale?: string): string {
  const cents = new Map<string, number>();
  for (const expense of expenses) cents.set(expense.currency, (cents.get(expense.currency) ?? 0) + toCents(expense.amount));
  return [...cents]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => formatMoney(total / 100, currency, locale))
    .join(' · ');
}
