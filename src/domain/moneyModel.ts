/**
 * Spendboard's money model (issue 33), one rule for the app and the mock API.
 *
 * Accounts. A company holds money in its wallet (one balance per currency) and in the departments,
 * people and cards that are prefunded. Money enters a company only by a top-up (or a dispute, a bill
 * payment that bounced, a merchant refund) and leaves it only by a payment out (a bill, salaries, card
 * spend): those are the only movements with an outside party. Everything else — funding a department,
 * a person or a card, a funding request given, a temporary funding taken back, removing a person,
 * terminating a card, deleting a department — moves money between two accounts of the company.
 *
 * Every movement is one ledger transaction whose legs sum to zero in each currency, so no internal
 * move creates or loses money: per currency, what the company's accounts hold equals what came in
 * minus what went out.
 *
 * Limit modes (spec §3 codes), for spending and for transfers:
 * - inherited ('3'): no cap of its own, no money of its own: spends within what the level above can
 *   spend (card → person → department → company). Nothing can be moved out of it. Money moved into it
 *   makes it prefunded (balance).
 * - limit ('2'): a cap: it spends at most `amount − spent`, out of the money of the level above. It
 *   holds no money, so nothing can be moved out of it, and money cannot be moved into it. Raising or
 *   lowering a limit moves no money.
 * - balance ('1'): prefunded: it holds the money moved into it and spends only that. Its `amount` is
 *   what it holds (its balance); a limit write never sets it — only a transfer or a funding request
 *   does. It cannot leave the balance mode while it holds money (move the money out first).
 *
 * The three figures shown everywhere for a card, person or department: its limit (the cap, or where it
 * inherits from, or "prefunded"), what was spent against it, and its funded balance (what it holds).
 */
import { roundCents } from './cents';

export type MoneyAccountType = 'company' | 'department' | 'member' | 'card';
/** An account of the ledger: one of the company's, or the outside world (a bank, a merchant, a vendor). */
export type LedgerAccountType = MoneyAccountType | 'external';

export type LedgerLeg = { account: { type: LedgerAccountType; id: number | string }; currency: string; amount: number };

type LimitShape = { mode: string; amount: number; spent: number; balance: number };

/** Whether an account in this mode holds money of its own (a prefunded account). */
export const holdsMoney = (mode: string): boolean => mode === 'balance';

/** Whether a limit write in this mode carries an amount: only a cap does (inherited and balance send 0). */
export const modeTakesAmount = (mode: string | null | undefined): boolean => mode === 'limit';

/** The amount a limit write sends for a mode: the cap for a limit, 0 otherwise (a balance is never set by a write). */
export const limitWriteAmount = (mode: string, amount: number | string | null | undefined): number =>
  modeTakesAmount(mode) ? Number(amount ?? 0) || 0 : 0;

/** What can be moved out of an account: what it holds, never its limit (0 unless prefunded). */
export function movableBalance(limit: Pick<LimitShape, 'mode' | 'balance'>): number {
  return holdsMoney(limit.mode) ? Math.max(0, roundCents(limit.balance)) : 0;
}

/** Whether money may be moved into an account in this mode: not into a cap (a limit holds no money). */
export const canReceiveMoney = (mode: string): boolean => mode !== 'limit';

/** What is left under a cap: `amount − spent` for a limit, null for an account without a cap of its own. */
export function leftUnderLimit(limit: LimitShape): number | null {
  return limit.mode === 'limit' ? roundCents(Math.max(0, limit.amount - limit.spent)) : null;
}

/** Per currency, the sum of the legs; a transaction is balanced when every sum is zero (to the cent). */
export function legSums(legs: readonly LedgerLeg[]): Map<string, number> {
  const cents = new Map<string, number>();
  for (const leg of legs) cents.set(leg.currency, (cents.get(leg.currency) ?? 0) + Math.round(leg.amount * 100));
  return cents;
}

/** Whether the legs sum to zero in each currency (and there are at least two). */
export function isBalanced(legs: readonly LedgerLeg[]): boolean {
  return legs.length >= 2 && [...legSums(legs).values()].every((sum) => sum === 0);
}

/** The limit after a limit write: the cap changes, the money held never does. */
export function limitAfterWrite<L extends LimitShape>(previous: L, mode: string, amount: number): L {
  if (mode === 'inherited') return { ...previous, mode, amount: 0, balance: previous.balance };
  if (mode === 'limit') return { ...previous, mode, amount: roundCents(amount) };
  return { ...previous, mode, amount: previous.balance };
}

/**
 * Why a limit write cannot be made without stranding money, or null: an account that holds money
 * keeps the balance mode until its money has been moved out.
 */
export function modeChangeStrandsMoney(previous: Pick<LimitShape, 'mode' | 'balance'>, mode: string): boolean {
  return holdsMoney(previous.mode) && !holdsMoney(mode) && movableBalance(previous) > 0;
}

/** The limit of an account after `amount` (signed) of money moved into (+) or out of (−) it. */
export function limitAfterMoney<L extends LimitShape>(limit: L, amount: number): L {
  const mode = limit.mode === 'inherited' && amount > 0 ? 'balance' : limit.mode;
  const balance = roundCents(limit.balance + amount);
  return { ...limit, mode, balance, amount: holdsMoney(mode) ? balance : limit.amount };
}

type LedgerTransactionShape = {
  legs: { account: { type: string; id: string; name: string }; amount: number; currency: string; balance_after: number | null }[];
};

/**
 * One transaction as one account's ledger line: its leg on the account (signed amount, balance after,
 * currency) and the names on the other side — the outside party when money crossed the company's edge
 * (a merchant, the bank, 'Opening balances'), else the other accounts. A company account with no id is
 * the active company's wallet.
 */
export function ledgerLine(transaction: LedgerTransactionShape, type: string, id: string | number | undefined) {
  const mine = (leg: LedgerTransactionShape['legs'][number]) =>
    leg.account.type === type && (id === undefined || leg.account.id === String(id));
  const own = transaction.legs.find(mine);
  const others = transaction.legs.filter((leg) => !mine(leg));
  const outside = others.filter((leg) => leg.account.type === 'external');
  const otherSide = [...new Set((outside.length > 0 ? outside : others).map((leg) => leg.account.name))];
  return {
    amount: own?.amount ?? null,
    balanceAfter: own?.balance_after ?? null,
    currency: own?.currency ?? transaction.legs[0]?.currency ?? '',
    otherSide,
  };
}
