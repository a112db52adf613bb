import { roundCents } from '../../../src/domain/cents.ts';
import { canReceiveMoney, limitAfterMoney, movableBalance } from '../../../src/domain/moneyModel.ts';
import type { LedgerTransactionKind, StoredLedgerLeg, StoredLedgerTransaction } from '../store/ledgerTypes.ts';
import type { Currency, MockDatabase, StoredCompany } from '../store/types.ts';
import type { BalanceOwner } from './balanceOwners.ts';
import { journal } from './journal.ts';
import { changeWallet, recordWalletChange, walletBalance } from './wallet.ts';

/**
 * Moves inside a company (issue 33): money goes from one account of the company to another as one
 * balanced ledger transaction, so the company's money never changes. The only way a department's,
 * person's or card's balance changes (besides its own card spend, `spend.ts`). Callers check the move
 * first and answer 422; a move that would still create, lose or overdraw money is a defect and throws.
 */

export interface InternalMove {
  from: BalanceOwner;
  to: BalanceOwner;
  amount: number;
  kind: LedgerTransactionKind;
  description: string;
  reference: { kind: string; id: number | string } | null;
  at: string;
}

/** What an account holds in a currency: the wallet's balance in it, or a prefunded account's balance. */
export function heldBy(owner: BalanceOwner, currency: Currency): number {
  if (owner.type === 'company') return walletBalance(owner.holder as StoredCompany, currency);
  return owner.holder.limit.currency === currency ? movableBalance(owner.holder.limit) : 0;
}

/** Moves `amount` from one account of the company to another and writes the transaction. */
export function postMove(db: MockDatabase, company: StoredCompany, move: InternalMove): StoredLedgerTransaction {
  const { from, to } = move;
  const amount = roundCents(move.amount);
  const currency = from.type === 'company' ? to.holder.limit.currency : from.holder.limit.currency;
  if (!(amount > 0)) throw new Error('A move needs a positive amount.');
  if (to.type !== 'company' && to.holder.limit.currency !== currency) throw new Error('A move stays in one currency.');
  if (heldBy(from, currency) < amount) throw new Error(`${from.name} holds less than ${amount} ${currency}.`);
  if (to.type !== 'company' && !canReceiveMoney(to.holder.limit.mode)) throw new Error(`${to.name} holds no money (a limit).`);
  const legs = [apply(db, company, from, currency, -amount, move), apply(db, company, to, currency, amount, move)];
  return journal(db, company.id, { kind: move.kind, description: move.description, reference: move.reference, at: move.at }, legs);
}

function apply(
  db: MockDatabase,
  company: StoredCompany,
  owner: BalanceOwner,
  currency: Currency,
  signed: number,
  move: InternalMove,
): StoredLedgerLeg {
  let after: number;
  if (owner.type === 'company') {
    changeWallet(company, currency, signed);
    const other = signed < 0 ? move.to : move.from;
    const entry = recordWalletChange(db, company, currency, signed, {
      type: signed < 0 ? 'transfer_out' : 'transfer_in',
      // The wallet's statement reads from the wallet's side: 'Transfer to Marketing'.
      description: move.kind === 'return_to_company' ? move.description : `Transfer ${signed < 0 ? 'to' : 'from'} ${other.name}`,
      reference: move.reference,
      at: move.at,
    });
    after = entry.balance_after;
  } else {
    const limit = limitAfterMoney(owner.holder.limit, signed);
    owner.holder.limit = limit.mode === owner.holder.limit.mode ? limit : { ...limit, inherited_from: null };
    after = owner.holder.limit.balance;
  }
  return {
    account_type: owner.type,
    account_id: String(owner.id),
    account_name: owner.name,
    currency,
    amount: signed,
    balance_after: after,
  };
}
