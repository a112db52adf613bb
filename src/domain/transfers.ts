/**
 * Money moves between member, department, company and card (spec §6, §9).
 */
import { roundCents } from './cents';
import { movableBalance } from './moneyModel';
import { LIMIT_ENTITIES, transferPermission, type LimitEntity } from './permissionNames';
import { formatCurrency, formatMoney, validateAmount, type ValidationError } from './amounts';

export type TransferDirection = { from: LimitEntity; to: LimitEntity; permission: string };

/** Every direction between two different entities, with the permission it needs. */
export const TRANSFER_DIRECTIONS: readonly TransferDirection[] = LIMIT_ENTITIES.flatMap((from) =>
  LIMIT_ENTITIES.filter((to) => to !== from).map((to) => ({ from, to, permission: transferPermission(from, to) })),
);

/** Where money may go from `from`: each direction needs `transfer_from_{from}_to_{to}`. */
export function allowedTransferTargets(from: LimitEntity, isPermitted: (permissionName: string) => boolean): LimitEntity[] {
  return TRANSFER_DIRECTIONS.filter((d) => d.from === from && isPermitted(d.permission)).map((d) => d.to);
}

/** Where money may come from into `to`: each direction needs `transfer_from_{from}_to_{to}`. */
export function allowedTransferSources(to: LimitEntity, isPermitted: (permissionName: string) => boolean): LimitEntity[] {
  return TRANSFER_DIRECTIONS.filter((d) => d.to === to && isPermitted(d.permission)).map((d) => d.from);
}

/** The source balance a message names: with its currency for the locale when known ('AED 1,250.00'). */
export type BalanceMoney = { currency: string; locale: string };

/**
 * A transfer amount: required, more than 0, a valid amount (2 decimals, ≤ 10,000,000) and
 * never more than the source balance. Returns a react-admin validation error or undefined.
 */
export function validateTransferAmount(
  amount: number | string | null | undefined,
  sourceBalance: number,
  money?: BalanceMoney,
): ValidationError | undefined {
  if (amount === null || amount === undefined || String(amount).trim() === '') {
    return { message: 'spendboard.validation.amount.required', args: {} };
  }
  const invalid = validateAmount(amount);
  if (invalid) return invalid;
  const value = Number(amount);
  if (value <= 0) return { message: 'spendboard.validation.amount.positive', args: {} };
  if (value > sourceBalance)
    return {
      message: 'spendboard.validation.amount.over_balance',
      args: { balance: money ? formatMoney(sourceBalance, money.currency, money.locale) : formatCurrency(sourceBalance) },
    };
  return undefined;
}

/** A limit as the transfer rules read it; the company's carries the balances it holds in other currencies. */
export type TransferSideLimit = {
  mode: string;
  balance: number;
  currency: string;
  other_currencies?: readonly { currency: string; balance: number }[];
};

/**
 * One side of a move in the move's currency: the company holds one balance per currency in its wallet and
 * moves the one of the other side's currency (a USD card draws on the wallet's USD), so its side reads
 * that balance (0 when it holds none); any other side is its own limit.
 */
export function sideInCurrency<L extends TransferSideLimit>(limit: L, currency: string): L {
  if (limit.currency === currency) return limit;
  const held = limit.other_currencies?.find((row) => row.currency === currency)?.balance ?? 0;
  return { ...limit, currency, balance: held };
}

/** What a source may move: what it holds (the money model's `movableBalance`), never its limit. */
export function transferableBalance(limit: { mode: string; balance: number }): number {
  return movableBalance(limit);
}

type PartyLimit = { mode: string; balance: number };
export type BalanceChange = { before: number; after: number };

/**
 * Each side's balance before and after moving `amount` (the mock's rule): the source loses it; an
 * inherited target has no balance of its own yet and starts from 0.
 */
export function transferPreview(from: PartyLimit, to: PartyLimit, amount: number): { from: BalanceChange; to: BalanceChange } {
  const targetBefore = to.mode === 'inherited' ? 0 : to.balance;
  return {
    from: { before: from.balance, after: roundCents(from.balance - amount) },
    to: { before: targetBefore, after: roundCents(targetBefore + amount) },
  };
}
