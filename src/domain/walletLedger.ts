/**
 * The company wallet's ledger arithmetic (issue 14): each entry's balance after it is the one
 * before plus its signed amount; a monthly statement opens at the balance before its first entry,
 * closes at the balance after its last, and its totals in and out add up to the difference.
 */
import { roundCents } from './cents';
export type LedgerEntry = { at: string; amount: number; balance_after: number; currency: string };

/** The balance after each of `amounts` (oldest first), from `opening`. */
export function runningBalances(opening: number, amounts: readonly number[]): number[] {
  let balance = opening;
  return amounts.map((amount) => (balance = roundCents(balance + amount)));
}

/** Whether every entry's balance follows from the one before (oldest first); the first from its own amount. */
export function isLedgerConsistent(entries: readonly Pick<LedgerEntry, 'amount' | 'balance_after'>[]): boolean {
  return entries.every(
    (entry, index) => index === 0 || roundCents(entries[index - 1].balance_after + entry.amount) === roundCents(entry.balance_after),
  );
}

/** The month (YYYY-MM) of an instant in Dubai (UTC+4, no daylight saving). */
export const dubaiMonthOf = (iso: string): string => new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(0, 7);
/** The day (YYYY-MM-DD) of an instant in Dubai. */
export const dubaiDayOf = (iso: string): string => new Date(Date.parse(iso) + 4 * 3_600_000).toISOString().slice(0, 10);

export type Statement<E extends LedgerEntry> = {
  month: string;
  currency: string;
  opening_balance: number;
  closing_balance: number;
  total_in: number;
  total_out: number;
  entries: E[];
};

/**
 * The statement of `month` in `currency` from the whole ledger, oldest first (sorted by instant; entries of
 * one instant must come in the order of their running balances): the month's entries oldest first; the
 * opening is the balance before the first (the last balance before the month,
 * or `fallbackBalance` when there is none before and none in it: a wallet that never moved).
 */
export function monthlyStatement<E extends LedgerEntry>(
  ledger: readonly E[],
  month: string,
  currency: string,
  fallbackBalance: number,
): Statement<E> {
  const rows = ledger.filter((entry) => entry.currency === currency).sort((a, b) => a.at.localeCompare(b.at));
  const entries = rows.filter((entry) => dubaiMonthOf(entry.at) === month);
  const before = rows.filter((entry) => dubaiMonthOf(entry.at) < month).at(-1);
  const after = rows.find((entry) => dubaiMonthOf(entry.at) > month);
  const opening =
    entries.length > 0
      ? roundCents(entries[0].balance_after - entries[0].amount)
      : before
        ? before.balance_after
        : after
          ? roundCents(after.balance_after - after.amount)
          : fallbackBalance;
  const totalIn = roundCents(entries.filter((entry) => entry.amount > 0).reduce((sum, entry) => sum + entry.amount, 0));
  const totalOut = roundCents(entries.filter((entry) => entry.amount < 0).reduce((sum, entry) => sum - entry.amount, 0));
  return {
    month,
    currency,
    opening_balance: opening,
    closing_balance: entries.length > 0 ? entries[entries.length - 1].balance_after : opening,
    total_in: totalIn,
    total_out: totalOut,
    entries,
  };
}

/** The column texts of a statement CSV (translated by the caller) and how a type and a date read. */
export type StatementCsvLabels = {
  columns: { date: string; type: string; description: string; amount: string; balance: string; currency: string };
  opening: string;
  closing: string;
  typeLabel: (type: string) => string;
  dateOf: (iso: string) => string;
};

/**
 * A statement as CSV rows (with `writeCsv` and `STATEMENT_CSV_COLUMNS`): the opening balance, every
 * entry oldest first with its balance after it, then the closing balance. Amounts as plain numbers.
 */
export function statementCsvRows<E extends LedgerEntry & { type: string; description: string }>(
  statement: Statement<E>,
  labels: StatementCsvLabels,
): Record<string, string>[] {
  const { columns } = labels;
  const row = (date: string, type: string, description: string, amount: string, balance: number) => ({
    [columns.date]: date,
    [columns.type]: type,
    [columns.description]: description,
    [columns.amount]: amount,
    [columns.balance]: balance.toFixed(2),
    [columns.currency]: statement.currency,
  });
  return [
    row(`${statement.month}-01`, labels.opening, '', '', statement.opening_balance),
    ...statement.entries.map((entry) =>
      row(labels.dateOf(entry.at), labels.typeLabel(entry.type), entry.description, entry.amount.toFixed(2), entry.balance_after),
    ),
    row(lastDayOf(statement.month), labels.closing, '', '', statement.closing_balance),
  ];
}

/** The last day (YYYY-MM-DD) of a month (YYYY-MM). */
export function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** The column order of a statement CSV, from its labels. */
export const statementCsvColumns = (labels: StatementCsvLabels): string[] => {
  const { date, type, description, amount, balance, currency } = labels.columns;
  return [date, type, description, amount, balance, currency];
};

/** The last `count` months (YYYY-MM) up to the one of `now` in Dubai, newest first. */
export function recentMonths(now: Date, count: number): string[] {
  const [year, month] = dubaiMonthOf(now.toISOString()).split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - index, 1));
    return date.toISOString().slice(0, 7);
  });
}
