/**
 * What counts as spent: the expenses that moved money and were not cancelled, declined, reversed,
 * refunded or rejected. A card's, a person's and a department's "Spent" (the mock API's limits)
 * and an Expenses tab's total all come from this rule.
 */
import { toCents } from './cents';
import { EXPENSE_STATUSES, type ExpenseStatus } from './contractLists';

/** Per status of the contract: a status added to the OpenAPI fails the type check here until it is decided. */
const COUNTS_AS_SPENT: Readonly<Record<ExpenseStatus, boolean>> = {
  authorized: true, // the card payment went through (shown as Approved)
  captured: true, // the card payment settled
  approved: true,
  manual_approved: true,
  reported: true,
  reimbursed: true,
  draft: false, // not sent yet
  submitted: false, // awaiting a decision
  in_review: false,
  pending: false,
  manual: false, // a manual expense not approved yet
  declined: false,
  reversed: false,
  cancelled: false,
  refunded: false,
  rejected: false,
  manual_rejected: false,
  recalled: false,
};

/** The statuses that count as spent, in the contract's order. */
export const SPENT_EXPENSE_STATUSES: readonly ExpenseStatus[] = EXPENSE_STATUSES.filter((status) => COUNTS_AS_SPENT[status]);

/** Whether an expense of this status counts as spent (an unknown status does not). */
export function countsAsSpent(status: string): boolean {
  return (SPENT_EXPENSE_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether the expense's money has left the company: card spend once it counts as spent (the card
 * network paid the merchant); an out-of-pocket expense once it is paid back to the person (reimbursed).
 */
export function moneyLeft(expense: { status: string; card_id: number | null }): boolean {
  return expense.card_id === null ? expense.status === 'reimbursed' : countsAsSpent(expense.status);
}

type SpendingExpense = { amount: number; currency: string; status: string };

/** One currency's total. */
export type CurrencyTotal = { currency: string; amount: number };

/**
 * What the expenses spent, per currency (amounts in different currencies never add up), in the
 * order each currency first appears; rounded to cents. Expenses that do not count are left out.
 */
export function spentTotals(expenses: readonly SpendingExpense[]): CurrencyTotal[] {
  const cents = new Map<string, number>();
  for (const expense of expenses) {
    if (!countsAsSpent(expense.status)) continue;
    cents.set(expense.currency, (cents.get(expense.currency) ?? 0) + toCents(expense.amount));
  }
  return [...cents].map(([currency, total]) => ({ currency, amount: total / 100 }));
}

/** What the expenses spent in one currency (a limit's): expenses in other currencies are not part of it. */
export function spentIn(expenses: readonly SpendingExpense[], currency: string): number {
  return spentTotals(expenses).find((total) => total.currency === currency)?.amount ?? 0;
}
