import { keptByVersion } from './keptIndex.ts';
import type { MockDatabase, StoredDispute, StoredExpense } from './types.ts';

/**
 * Every expense by id, rebuilt when the table grows (expenses are only ever added, so its length is
 * its version: at `--scale large` a write elsewhere keeps the 200,000 rows indexed).
 */
export function expenseById(db: MockDatabase, id: number): StoredExpense | undefined {
  const byId = keptByVersion(db, 'expenses by id', '', String(db.expenses.length), () => new Map(db.expenses.map((row) => [row.id, row])));
  return byId.get(id);
}

/** The latest dispute of each expense, rebuilt when the table grows (statuses change in place). */
export function latestDisputeOf(db: MockDatabase, expenseId: number): StoredDispute | undefined {
  const latest = keptByVersion(db, 'latest dispute by expense', '', String(db.disputes.length), () => {
    const map = new Map<number, StoredDispute>();
    for (const row of db.disputes) map.set(row.expense_id, row);
    return map;
  });
  return latest.get(expenseId);
}
