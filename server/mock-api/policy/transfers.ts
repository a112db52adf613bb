import { formatMoney, MAX_AMOUNT } from '../../../src/domain/amounts.ts';
import { transferableBalance } from '../../../src/domain/transfers.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredCompany } from '../store/types.ts';
import type { BalanceOwner } from './balanceOwners.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { creditWallet, debitWallet } from './wallet.ts';

/**
 * Moving money between two balance owners of one company. Money is conserved: what leaves the
 * source arrives at the target. Check `transferErrors` before `moveMoney`, which changes the owners.
 */

/** Why the money cannot move; empty when it can. */
export function transferErrors(from: BalanceOwner, to: BalanceOwner, amount: number): FieldErrors {
  if (to.closed) return { to: ['This card is terminated or expired; it cannot receive money.'] };
  if (from.holder.limit.currency !== to.holder.limit.currency) {
    return { to: [`Both sides must use the same currency (${from.holder.limit.currency} → ${to.holder.limit.currency}).`] };
  }
  const available = transferableBalance(from.holder.limit);
  if (amount > available)
    return { amount: [`The amount is more than the available balance (${formatMoney(available, from.holder.limit.currency)}).`] };
  if (receivedAmount(to) + amount > MAX_AMOUNT) {
    return { amount: [`The target cannot hold more than ${formatMoney(MAX_AMOUNT, to.holder.limit.currency)}.`] };
  }
  return {};
}

/** What the target's amount is before the transfer: an inherited target starts from what it spent. */
function receivedAmount(to: BalanceOwner): number {
  const { limit } = to.holder;
  return limit.mode === 'inherited' ? limit.spent : limit.amount;
}

/** The record that moved the money, for the company wallet's ledger (a transfer, a funding request). */
export interface MoneyMovementRecord {
  reference: { kind: string; id: number | string };
  at?: string;
}

/**
 * Takes the amount from the source's limit and adds it to the target's (an inherited target gets a
 * balance of its own). The company's side goes through the wallet, so its ledger has the entry.
 */
export function moveMoney(db: MockDatabase, from: BalanceOwner, to: BalanceOwner, amount: number, movement: MoneyMovementRecord): void {
  const source = from.holder.limit;
  if (from.type === 'company') {
    debitWallet(db, from.holder as StoredCompany, source.currency, amount, {
      type: 'transfer_out',
      description: `Transfer to ${to.name}`,
      ...movement,
    });
  } else {
    from.holder.limit = { ...source, amount: roundCents(source.amount - amount), balance: roundCents(source.balance - amount) };
  }
  if (to.type === 'company') {
    creditWallet(db, to.holder as StoredCompany, source.currency, amount, {
      type: 'transfer_in',
      description: `Transfer from ${from.name}`,
      ...movement,
    });
    return;
  }
  const target = to.holder.limit;
  const base = receivedAmount(to);
  const inherited = target.mode === 'inherited';
  to.holder.limit = {
    ...target,
    mode: inherited ? 'balance' : target.mode,
    inherited_from: inherited ? null : target.inherited_from,
    amount: roundCents(base + amount),
    balance: roundCents((inherited ? 0 : target.balance) + amount),
  };
}
