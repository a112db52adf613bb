import { transferableBalance } from '../../../src/domain/transfers.ts';
import type { StoredCompany, StoredTransfer } from '../store/types.ts';
import type { BalanceOwner, CompanyData } from './balanceOwners.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { creditWallet } from './wallet.ts';

/**
 * When a balance owner goes (a removed person and their cards, a deleted department), its money
 * returns to the company's funds as a transfer to the company: nothing is left stranded and the
 * company's money (its funds and every balance, per currency) stays the same.
 */

/** Who moves the money and how the transfer gets its id. */
export interface TransferAuthor {
  nextTransferId: () => number;
  /** Full name of the signed-in user. */
  createdBy: string;
}

/** Moves the owner's whole transferable balance to the company and records it; null when there is nothing to move. */
export function returnToCompany(scope: CompanyData, owner: BalanceOwner, author: TransferAuthor): StoredTransfer | null {
  const source = owner.holder.limit;
  const amount = roundCents(transferableBalance(source));
  if (amount <= 0) return null;
  owner.holder.limit = { ...source, amount: roundCents(source.amount - amount), balance: roundCents(source.balance - amount) };
  const company: StoredCompany = scope.company;
  const transfer: StoredTransfer = {
    id: author.nextTransferId(),
    company_id: company.id,
    from: { type: owner.type, id: owner.id, name: owner.name },
    to: { type: 'company', id: company.id, name: company.name },
    amount,
    currency: source.currency,
    created_at: new Date().toISOString(),
    created_by: author.createdBy,
  };
  scope.db.transfers.push(transfer);
  creditWallet(scope.db, company, source.currency, amount, {
    type: 'transfer_in',
    description: `Balance of ${owner.name} returned to the company`,
    reference: { kind: 'transfer', id: transfer.id },
    at: transfer.created_at,
  });
  return transfer;
}
