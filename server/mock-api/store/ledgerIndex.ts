import type { StoredLedgerTransaction } from './ledgerTypes.ts';
import type { MockDatabase } from './types.ts';

/** The ledger's transactions by the record they reference, kept per ledger array; caught up when the ledger grew. */
const byReference = new WeakMap<StoredLedgerTransaction[], { indexed: number; rows: Map<string, StoredLedgerTransaction[]> }>();

/** The transactions that reference a record (`expense` 42), oldest first. */
export function transactionsReferencing(db: MockDatabase, kind: string, id: number | string): StoredLedgerTransaction[] {
  let index = byReference.get(db.ledger);
  if (!index || index.indexed > db.ledger.length) {
    index = { indexed: 0, rows: new Map() };
    byReference.set(db.ledger, index);
  }
  for (; index.indexed < db.ledger.length; index.indexed += 1) {
    const row = db.ledger[index.indexed];
    if (row.reference_kind === null || row.reference_id === null) continue;
    const key = `${row.reference_kind}:${row.reference_id}`;
    const rows = index.rows.get(key);
    if (rows) rows.push(row);
    else index.rows.set(key, [row]);
  }
  return index.rows.get(`${kind}:${id}`) ?? [];
}
