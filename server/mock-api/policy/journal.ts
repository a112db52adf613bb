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

export { transactionsReferencing } from '../store/ledgerIndex.ts';
