import { changeCountOf } from './changeCounter.ts';
import type { MockDatabase } from './types.ts';

type Kept = { version: string; value: unknown };
const indexes = new WeakMap<MockDatabase, Map<string, Kept>>();

/**
 * A figure or lookup derived from the database, kept until the database changes: `build` runs again
 * when the change counter (`changeCountOf`) or `key` (what else it depends on: the day, the reader)
 * differs from the last build. Indexes live with their database, so a reset or a sandbox has its own.
 * `name` names the index; `entry` one value of it (a user, a company).
 */
export function keptIndex<T>(db: MockDatabase, name: string, entry: string | number, key: string, build: () => T): T {
  return keptByVersion(db, name, entry, `${changeCountOf(db)}|${key}`, build);
}

/**
 * `keptIndex` for an index with a finer version of its own instead of the change counter (a company's
 * expense figures: `expenseVersionOf` changes only with that company's expenses, so a write elsewhere
 * keeps the other 300 companies' figures at `--scale large`).
 */
export function keptByVersion<T>(db: MockDatabase, name: string, entry: string | number, version: string, build: () => T): T {
  let byName = indexes.get(db);
  if (!byName) indexes.set(db, (byName = new Map()));
  const slot = `${name}\u0000${entry}`;
  const kept = byName.get(slot);
  if (kept?.version === version) return kept.value as T;
  const value = build();
  byName.set(slot, { version, value });
  return value;
}
