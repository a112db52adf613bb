import { formatMoney } from '../../../src/domain/amounts.ts';
import type { Currency, MockDatabase, StoredCompany, StoredWalletEntry, WalletEntryType } from '../store/types.ts';
import { roundCents } from './limits.ts';
import { creditCompany } from './returnToCompany.ts';

/**
 * The company wallet (the company's own funds, `company.limit`, per currency) and its ledger. Every
 * change of the wallet goes through `debitWallet` or `creditWallet`, which change the balance and
 * write one ledger entry with the balance after it: the ledger's running balance is the wallet.
 */

/** What the company wallet holds in a currency (its own funds; another currency from `other_currencies`). */
export function walletBalance(company: StoredCompany, currency: Currency): number {
  if (company.limit.currency === currency) return company.limit.balance;
  return company.limit.other_currencies?.find((row) => row.currency === currency)?.balance ?? 0;
}

/** Every balance of the wallet (its own currency first). */
export const walletBalances = (company: StoredCompany) => [
  { currency: company.limit.currency, balance: company.limit.balance },
  ...(company.limit.other_currencies ?? []).map((row) => ({ currency: row.currency, balance: row.balance })),
];

/** Why the wallet cannot pay `amount` for `purpose` ('paying bill INV-1'), or null when it holds enough. */
export function walletShortfall(company: StoredCompany, currency: Currency, amount: number, purpose: string): string | null {
  const balance = walletBalance(company, currency);
  return balance < amount
    ? `The company wallet holds ${formatMoney(balance, currency)}; ${purpose} needs ${formatMoney(amount, currency)}.`
    : null;
}

/** What a ledger entry says about the movement (besides its amount and the balance after it). */
export interface WalletMovement {
  type: WalletEntryType;
  /** A sentence a person reads in the ledger: 'Bill INV-2025-0042 paid to Emirates Office Supplies'. */
  description: string;
  /** The record that moved the money (`bill` 12, `transfer` 40, …); null for none. */
  reference: { kind: string; id: number | string } | null;
  /** When it moved (ISO); now by default. */
  at?: string;
}

function record(db: MockDatabase, company: StoredCompany, currency: Currency, signedAmount: number, movement: WalletMovement) {
  const entry: StoredWalletEntry = {
    id: (db.walletEntries.at(-1)?.id ?? 0) + 1,
    company_id: company.id,
    at: movement.at ?? new Date().toISOString(),
    type: movement.type,
    amount: roundCents(signedAmount),
    currency,
    balance_after: walletBalance(company, currency),
    description: movement.description,
    reference_kind: movement.reference?.kind ?? null,
    reference_id: movement.reference === null ? null : String(movement.reference.id),
  };
  db.walletEntries.push(entry);
  return entry;
}

/** Takes an amount out of the company wallet and writes it to the ledger (the caller has checked `walletShortfall`). */
export function debitWallet(db: MockDatabase, company: StoredCompany, currency: Currency, amount: number, movement: WalletMovement) {
  const limit = company.limit;
  if (limit.currency === currency) {
    company.limit = { ...limit, amount: roundCents(limit.amount - amount), balance: roundCents(limit.balance - amount) };
  } else {
    const others = limit.other_currencies ?? [];
    company.limit = {
      ...limit,
      other_currencies: others.map((row) => (row.currency === currency ? { ...row, balance: roundCents(row.balance - amount) } : row)),
    };
  }
  return record(db, company, currency, -amount, movement);
}

/** Puts an amount into the company wallet and writes it to the ledger. */
export function creditWallet(db: MockDatabase, company: StoredCompany, currency: Currency, amount: number, movement: WalletMovement) {
  company.limit = creditCompany(company.limit, currency, amount);
  return record(db, company, currency, amount, movement);
}
