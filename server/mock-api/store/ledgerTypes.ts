import type { LedgerAccountType } from '../../../src/domain/moneyModel.ts';
import type { components } from '../../../src/api/schema.d.ts';

/** What a ledger transaction was (the contract's `LedgerTransactionKind`). */
export type LedgerTransactionKind = components['schemas']['LedgerTransactionKind'];

/** One leg of a transaction: a signed amount on one account (money into the account is positive). */
export interface StoredLedgerLeg {
  account_type: LedgerAccountType;
  /** The company's id, a department's, person's or card's id, or the outside party's name. */
  account_id: string;
  /** The account's name when the transaction was written (a removed person keeps it). */
  account_name: string;
  currency: components['schemas']['Currency'];
  amount: number;
  /** What the account held after this leg; null for the outside world. */
  balance_after: number | null;
}

/**
 * One balanced transaction of a company's ledger (issue 33): its legs sum to zero in each currency.
 * Written only by `postTransaction` (`server/mock-api/policy/ledger.ts`).
 */
export interface StoredLedgerTransaction {
  id: number;
  company_id: string;
  at: string;
  kind: LedgerTransactionKind;
  description: string;
  reference_kind: string | null;
  reference_id: string | null;
  legs: StoredLedgerLeg[];
}
