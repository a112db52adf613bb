import { createHash } from 'node:crypto';
import type { MockDatabase } from '../../server/mock-api/store/types.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

const stable = (_key: string, value: unknown): unknown => {
  if (value instanceof Map) return { map: [...value.entries()] };
  if (value instanceof Set) return { set: [...value.values()] };
  return value;
};

/**
 * A stable digest of the whole mock database, one hash per table (every row and field; Maps and
 * Sets by their entries). Equal digests before and after a batch of requests: nothing was written.
 */
export function storeDigest(db: MockDatabase): Record<string, string> {
  return Object.fromEntries(Object.entries(db).map(([table, rows]) => [table, hash(JSON.stringify(rows, stable))]));
}

/** The tables whose digest differs (empty when the store is unchanged). */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]);
}
