import type { MockDatabase } from './types.ts';

/**
 * The database's one change counter: every write bumps it, so an index kept by `keptIndex` is
 * rebuilt on the next read after any write. Writes are the mock's write requests (every successful
 * non-GET call of the API or the QA controls: `createMockApi` notes them when the answer is sent),
 * a changed expense (`noteExpenseChanged`) and Smart Comply's recheck. A test that writes rows by
 * hand notes it too (`noteStoreChange(db)`), as a write through the API would.
 */
const counts = new WeakMap<MockDatabase, number>();

export function noteStoreChange(db: MockDatabase): void {
  counts.set(db, (counts.get(db) ?? 0) + 1);
}

/** How many writes the database has seen (0 for a fresh seed, a reset or a restored snapshot: a new database). */
export function changeCountOf(db: MockDatabase): number {
  return counts.get(db) ?? 0;
}
