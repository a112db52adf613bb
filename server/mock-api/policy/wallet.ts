import { formatMoney } from '../../../src/domain/amounts.ts';
import type { Currency, Limit, MockDatabase, StoredCompany, StoredWalletEntry, WalletEntryType } from '../store/types.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import type { LedgerTransactionKind } from '../store/ledgerTypes.ts';
import { journal } from './journal.ts';

/** Who may read the company wallet and its ledger. */
export const WALLET_READ_PERMISSION = 'read corporate e-wallet information';

/**
 * The company wallet (the company's own funds, `company.limit`, per currency) and its ledger. Money
 * crossing the company's edge (a top-up, a bill or salary payment, a dispute credit) goes through
 * `debitWallet` or `creditWallet`: one balanced ledger transaction with the outside world, and one
 * wallet entry with the balance after it. Moves inside the company go through `postTransaction`
 * (`ledger.ts`), which calls `changeWallet` for the wallet's side. The wallet entries' running
 * balance is the wallet.
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
  /** Who is on the other side outside the company (a vendor's name, the bank); a default per type. */
  outside?: string;
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

/** Changes the wallet's balance in a currency by a signed amount (no entry written: the caller writes it). */
export function changeWallet(company: StoredCompany, currency: Currency, signedAmount: number): void {
  if (signedAmount >= 0) {
    company.limit = creditCompany(company.limit, currency, signedAmount);
    return;
  }
  const amount = -signedAmount;
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
}

/**
 * Writes the wallet entry of a change already made (`changeWallet`) and raises the low-balance alert
 * when a debit crosses it.
 */
export function recordWalletChange(
  db: MockDatabase,
  company: StoredCompany,
  currency: Currency,
  signedAmount: number,
  movement: WalletMovement,
) {
  const entry = record(db, company, currency, signedAmount, movement);
  if (signedAmount < 0)
    alertOnLowBalance(db, company, currency, roundCents(entry.balance_after - signedAmount), entry.balance_after, entry.at);
  return entry;
}

/** Who is on the other side of a movement across the company's edge, when the caller does not name it. */
const OUTSIDE_PARTY: Partial<Record<WalletEntryType, string>> = {
  bill_payment: 'Vendor',
  bill_payment_returned: 'Vendor',
  top_up: 'Bank',
  card_spend: 'Merchants',
  refund: 'Merchants',
  dispute_credit: 'Card network',
  salary_payment: 'Employees (WPS)',
  reimbursement: 'Employee',
  funding: 'Parent firm',
  funding_return: 'Parent firm',
};

const LEDGER_KIND: Partial<Record<WalletEntryType, LedgerTransactionKind>> = {
  bill_payment: 'bill_payment',
  bill_payment_returned: 'bill_payment_returned',
  top_up: 'top_up',
  card_spend: 'card_spend',
  refund: 'refund',
  dispute_credit: 'dispute_credit',
  salary_payment: 'salary_payment',
  reimbursement: 'reimbursement',
  funding: 'funding',
  funding_return: 'funding_return',
};

/** Money across the company's edge: the wallet's change, its entry, and the balanced transaction with the outside. */
function crossEdge(db: MockDatabase, company: StoredCompany, currency: Currency, signedAmount: number, movement: WalletMovement) {
  const kind = LEDGER_KIND[movement.type];
  if (!kind) throw new Error(`A ${movement.type} does not cross the company's edge: post it with postTransaction.`);
  changeWallet(company, currency, signedAmount);
  const entry = recordWalletChange(db, company, currency, signedAmount, movement);
  const outside = movement.outside ?? OUTSIDE_PARTY[movement.type] ?? 'Outside';
  journal(db, company.id, { kind, description: movement.description, reference: movement.reference, at: entry.at }, [
    {
      account_type: 'company',
      account_id: company.id,
      account_name: company.name,
      currency,
      amount: entry.amount,
      balance_after: entry.balance_after,
    },
    {
      account_type: 'external',
      account_id: outside,
      account_name: outside,
      currency,
      amount: roundCents(-entry.amount),
      balance_after: null,
    },
  ]);
  return entry;
}

/** Pays an amount out of the company wallet to the outside world (the caller has checked `walletShortfall`). */
export function debitWallet(db: MockDatabase, company: StoredCompany, currency: Currency, amount: number, movement: WalletMovement) {
  return crossEdge(db, company, currency, -amount, movement);
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

/** Receives an amount into the company wallet from the outside world (a top-up, a refund, a returned payment). */
export function creditWallet(db: MockDatabase, company: StoredCompany, currency: Currency, amount: number, movement: WalletMovement) {
  return crossEdge(db, company, currency, amount, movement);
}
