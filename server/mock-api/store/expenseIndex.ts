import { dayOf } from '../../../src/domain/accountingLock.ts';
import { noteStoreChange } from './changeCounter.ts';
import { groupByCompany } from './groupByCompany.ts';
import type { MockDatabase, StoredExpense } from './types.ts';

/**
 * Each company's expenses, grouped once instead of scanning every company's rows on each call
 * (`--scale large` holds 200,000 expenses). Expenses are only ever added (never removed, never
 * moved to another company), so the grouping holds until the table grows: a new row, or a new
 * table after a reset, rebuilds it on the next read. Rows are the stored objects themselves, so a
 * changed status or coding shows at once.
 *
 * Sorted copies are kept per sort as well, for sorts on fields that never change once an expense is
 * recorded (its day, amount, merchant): a list then filters an already sorted array.
 */
type CompanyIndex = {
  length: number;
  last: StoredExpense | undefined;
  byCompany: Map<string | null, StoredExpense[]>;
  sorted: Map<string, StoredExpense[]>;
};

const indexes = new WeakMap<readonly StoredExpense[], CompanyIndex>();

function indexOf(db: MockDatabase): CompanyIndex {
  const rows = db.expenses;
  const known = indexes.get(rows);
  if (known && known.length === rows.length && known.last === rows.at(-1)) return known;
  const fresh: CompanyIndex = { length: rows.length, last: rows.at(-1), byCompany: groupByCompany(rows), sorted: new Map() };
  indexes.set(rows, fresh);
  return fresh;
}

/** The company's expenses, in the order they were recorded. */
export function expensesOfCompany(db: MockDatabase, companyId: string): readonly StoredExpense[] {
  return indexOf(db).byCompany.get(companyId) ?? [];
}

/** Fields whose value never changes after an expense is recorded: a sort on them can be kept. */
const STABLE_SORT_FIELDS: ReadonlySet<string> = new Set(['spent_at', 'created_at', 'amount', 'merchant']);

/**
 * The company's expenses sorted by `sortKey` (`spent_at:desc`…) with `sort`, kept until the table
 * grows when every field of the key is one that never changes; otherwise sorted on each call.
 */
export function sortedExpensesOfCompany(
  db: MockDatabase,
  companyId: string,
  sortKey: string,
  sort: (rows: readonly StoredExpense[]) => StoredExpense[],
): readonly StoredExpense[] {
  const rows = expensesOfCompany(db, companyId);
  const stable = sortKey.split(',').every((key) => STABLE_SORT_FIELDS.has(key.split(':')[0]));
  if (!stable) return sort(rows);
  const index = indexOf(db);
  const cacheKey = `${companyId}|${sortKey}`;
  const cached = index.sorted.get(cacheKey);
  if (cached) return cached;
  const sorted = sort(rows);
  index.sorted.set(cacheKey, sorted);
  return sorted;
}

const expenseDays = new WeakMap<StoredExpense, string>();

/**
 * The day an expense was spent, in Dubai (`YYYY-MM-DD`): the product's days are Dubai days. Kept per
 * row: the moment it was spent never changes.
 */
export function expenseDay(row: StoredExpense): string {
  let day = expenseDays.get(row);
  if (day === undefined) {
    day = dayOf(row.spent_at) ?? row.spent_at.slice(0, 10);
    expenseDays.set(row, day);
  }
  return day;
}

/** How many times each company's expenses changed (a status, an amount), per expense table. */
const changeCounts = new WeakMap<readonly StoredExpense[], Map<string, number>>();

/** Records that an expense of the company changed: figures kept per company (the portfolio) are recomputed. */
export function noteExpenseChanged(db: MockDatabase, companyId: string): void {
  let counts = changeCounts.get(db.expenses);
  if (!counts) changeCounts.set(db.expenses, (counts = new Map()));
  counts.set(companyId, (counts.get(companyId) ?? 0) + 1);
  noteStoreChange(db);
}

/**
 * A key that changes whenever the company's expenses may have: a new expense anywhere (the table
 * grows), or a change noted by `noteExpenseChanged` (every change of an expense goes through
 * `expenseChanged`, `policy/spend.ts`, which notes it).
 */
export function expenseVersionOf(db: MockDatabase, companyId: string): string {
  return `${db.expenses.length}:${changeCounts.get(db.expenses)?.get(companyId) ?? 0}`;
}
