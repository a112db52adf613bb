import { isBalanced } from '../../../src/domain/moneyModel.ts';
import type { StoredLedgerLeg, StoredLedgerTransaction, LedgerTransactionKind } from '../store/ledgerTypes.ts';
import type { MockDatabase } from '../store/types.ts';

/** What a transaction says besides its legs. */
export interface JournalEntry {
  kind: LedgerTransactionKind;
  description: string;
  reference: { kind: string; id: number | string } | null;
  at: string;
}

/**
 * Writes one transaction to the company's ledger. The legs must already be applied to the accounts
 * (each carries the balance after it); an unbalanced transaction is a defect of the caller and throws.
 */
export function journal(db: MockDatabase, companyId: string, entry: JournalEntry, legs: StoredLedgerLeg[]): StoredLedgerTransaction {
  const asLegs = legs.map((leg) => ({
    account: { type: leg.account_type, id: leg.account_id },
    currency: leg.currency,
    amount: leg.amount,
  }));
  if (!isBalanced(asLegs)) throw new Error(`Unbalanced ledger transaction (${entry.kind}: ${entry.description})`);
  const transaction: StoredLedgerTransaction = {
    id: (db.ledger.at(-1)?.id ?? 0) + 1,
    company_id: companyId,
    at: entry.at,
    kind: entry.kind,
    description: entry.description,
    reference_kind: entry.reference?.kind ?? null,
    reference_id: entry.reference === null ? null : String(entry.reference.id),
    legs,
  };
  db.ledger.push(transaction);
  return transaction;
}

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
