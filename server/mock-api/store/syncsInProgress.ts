import type { MockDatabase, StoredBill, StoredExpense } from './types.ts';

/** The records whose accounting sync is in progress, per database (a reset starts a new one): the only ones a read settles. */
const inProgress = new WeakMap<MockDatabase, Set<StoredExpense | StoredBill>>();

export function inProgressOf(db: MockDatabase): Set<StoredExpense | StoredBill> {
  let rows = inProgress.get(db);
  if (!rows) {
    rows = new Set();
    inProgress.set(db, rows);
  }
  return rows;
}
