import { formatMoney, MAX_AMOUNT } from '../../../src/domain/amounts.ts';
import { canReceiveMoney } from '../../../src/domain/moneyModel.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredCompany } from '../store/types.ts';
import type { BalanceOwner } from './balanceOwners.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { heldBy, postMove } from './ledger.ts';

/**
 * Moving money between two accounts of one company (the money model, `src/domain/moneyModel.ts`):
 * what can leave the source is what it holds, never its limit; a limit holds no money, so it can
 * neither send nor receive; what leaves the source arrives at the target as one balanced ledger
 * transaction. Check `transferErrors` before `moveMoney`, which changes the accounts.
 */

/** Why the money cannot move; empty when it can. */
export function transferErrors(from: BalanceOwner, to: BalanceOwner, amount: number): FieldErrors {
  if (to.closed) return { to: ['This card is terminated or expired; it cannot receive money.'] };
  const currency = from.type === 'company' ? to.holder.limit.currency : from.holder.limit.currency;
  if (to.type !== 'company' && to.holder.limit.currency !== currency) {
    return { to: [`Both sides must use the same currency (${currency} → ${to.holder.limit.currency}).`] };
  }
  if (to.type !== 'company' && !canReceiveMoney(to.holder.limit.mode)) {
    return {
      to: [`${to.name} has a spending limit and holds no money: raise its limit, or set it to Balance to fund it.`],
    };
  }
  const available = heldBy(from, currency);
  if (amount > available) return { amount: [`The amount is more than the available balance (${formatMoney(available, currency)}).`] };
  if (to.type !== 'company' && roundCents(to.holder.limit.balance + amount) > MAX_AMOUNT) {
    return { amount: [`The target cannot hold more than ${formatMoney(MAX_AMOUNT, to.holder.limit.currency)}.`] };
  }
  return {};
}

/** The record that moved the money, for the ledger (a transfer, a funding request). */
export interface MoneyMovementRecord {
  reference: { kind: string; id: number | string };
  /** When it moved (ISO): the mock's clock, never the real one. */
  at: string;
}

/** Moves the amount from the source to the target: one transaction in the company's ledger. */
export function moveMoney(
  scope: { db: MockDatabase; company: StoredCompany },
  from: BalanceOwner,
  to: BalanceOwner,
  amount: number,
  movement: MoneyMovementRecord,
): void {
  postMove(scope.db, scope.company, {
    from,
    to,
    amount,
    kind: movement.reference.kind !== 'funding_request' ? 'transfer' : to.type === 'company' ? 'funding_return' : 'funding',
    description: `Transfer from ${from.name} to ${to.name}`,
    reference: movement.reference,
    at: movement.at,
  });
}
