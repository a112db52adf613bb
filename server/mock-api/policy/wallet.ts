import { formatMoney } from '../../../src/domain/amounts.ts';
import type { Currency, Limit, MockDatabase, StoredCompany, StoredWalletEntry, WalletEntryType } from '../store/types.ts';
import { roundCents } from '../../../src/domain/cents.ts';

/**
 * The company wallet (the company's own funds, `company.limit`, per currency) and its ledger. Every
 * change of the wallet goes through `debitWallet` or `creditWallet`, which change the balance and
 * write one ledger entry with the balance after it: the ledger's running balance is the wallet.
 */

/** The company's funds after receiving `amount` in `currency` (another currency goes to `other_currencies`). */
export function creditCompany(limit: Limit, currency: Currency, amount: number): Limit {
  if (currency === limit.currency) {
    return { ...limit, amount: roundCents(limit.amount + amount), balance: roundCents(limit.balance + amount) };
  }
  const others = limit.other_currencies ?? [];
  const held = others.find((row) => row.currency === currency)?.balance ?? 0;
  const rest = others.filter((row) => row.currency !== currency);
  return { ...limit, other_currencies: [...rest, { currency, balance: roundCents(held + amount) }] };
}

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
  const entry = record(db, company, currency, -amount, movement);
  alertOnLowBalance(db, company, currency, roundCents(entry.balance_after + amount), entry.balance_after, entry.at);
  return entry;
}

/** The low-balance alert amount of company settings (in the wallet's currency), or null when none is set. */
export function lowBalanceAlertAmount(db: MockDatabase, company: StoredCompany): number | null {
  const settings = db.companySettings.find((row) => row.company_id === company.id);
  const amount = settings?.corporate_wallet.low_balance_alert_amount;
  return amount && amount > 0 ? amount : null;
}

/**
 * A bell notification for everyone of the company (its members' accounts and the firm admins) when a
 * debit takes the wallet's own currency from at or above the alert amount to below it: once per
 * crossing, never on a read or on a debit that stays below.
 */
function alertOnLowBalance(db: MockDatabase, company: StoredCompany, currency: Currency, before: number, after: number, at: string) {
  const threshold = lowBalanceAlertAmount(db, company);
  if (threshold === null || currency !== company.limit.currency || !(before >= threshold && after < threshold)) return;
  const userIds = new Set([
    ...db.memberships.filter((row) => row.company_id === company.id).map((row) => row.user_id),
    ...db.users.filter((user) => user.user_type === 'firm_admin').map((user) => user.id),
  ]);
  let id = db.notifications.reduce((max, row) => Math.max(max, row.id), 0);
  for (const userId of userIds) {
    id += 1;
    db.notifications.push({
      id,
      user_id: userId,
      company_id: company.id,
      created_at: at,
      read_at: null,
      data: {
        title: `The company wallet of ${company.name} is below ${formatMoney(threshold, currency)}: ${formatMoney(after, currency)} left.`,
        additional_data: { cta: '/financial-account' },
      },
    });
  }
}

/**
 * Sets the company's own limit (a limit write on the company): the difference of its balance is one
 * ledger entry (`adjustment`), so the ledger's running balance stays the wallet.
 */
export function adjustWallet(db: MockDatabase, company: StoredCompany, next: Limit, movement: Omit<WalletMovement, 'type'>) {
  const difference = roundCents(next.balance - company.limit.balance);
  const before = company.limit.balance;
  company.limit = next;
  if (difference === 0) return null;
  const entry = record(db, company, next.currency, difference, { ...movement, type: 'adjustment' });
  if (difference < 0) alertOnLowBalance(db, company, next.currency, before, entry.balance_after, entry.at);
  return entry;
}

/** Puts an amount into the company wallet and writes it to the ledger. */
export function creditWallet(db: MockDatabase, company: StoredCompany, currency: Currency, amount: number, movement: WalletMovement) {
  company.limit = creditCompany(company.limit, currency, amount);
  return record(db, company, currency, amount, movement);
}
