import { groupByCompany } from './groupByCompany.ts';
import type { MockDatabase, StoredWalletEntry } from './types.ts';

/**
 * Each company's ledger entries, grouped once and kept newest first (by time, then id), instead of
 * scanning and sorting every company's entries on each call. Entries are only ever appended and
 * never change, so the index holds until the table grows (or a reset swaps the table).
 */
type WalletIndex = { length: number; last: StoredWalletEntry | undefined; newestFirst: Map<string | null, StoredWalletEntry[]> };

const indexes = new WeakMap<readonly StoredWalletEntry[], WalletIndex>();

const newestFirst = (a: StoredWalletEntry, b: StoredWalletEntry) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1);

function indexOf(db: MockDatabase): WalletIndex {
  const rows = db.walletEntries;
  const known = indexes.get(rows);
  if (known && known.length === rows.length && known.last === rows.at(-1)) return known;
  const grouped = groupByCompany(rows);
  for (const entries of grouped.values()) entries.sort(newestFirst);
  const fresh: WalletIndex = { length: rows.length, last: rows.at(-1), newestFirst: grouped };
  indexes.set(rows, fresh);
  return fresh;
}

/** The company's ledger, newest first (ties: the later entry first). */
export function walletEntriesOfCompany(db: MockDatabase, companyId: string): readonly StoredWalletEntry[] {
  return indexOf(db).newestFirst.get(companyId) ?? [];
}
