import { movableBalance } from '../../../src/domain/moneyModel.ts';
import type { StoredCompany, StoredTransfer } from '../store/types.ts';
import type { BalanceOwner, CompanyData } from './balanceOwners.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { postMove } from './ledger.ts';

/**
 * When a holder of money goes (a removed person and their cards, a terminated card, a deleted
 * department), what it holds returns to the company wallet as a transfer: nothing is left stranded
 * and the company's money stays the same. Only funded money returns: a limit holds none.
 */

/** Who moves the money and how the transfer gets its id. */
export interface TransferAuthor {
  nextTransferId: () => number;
  /** Full name of the signed-in user. */
  createdBy: string;
}

/** Moves what the owner holds to the company and records it; null when it holds nothing. */
export function returnToCompany(scope: CompanyData, owner: BalanceOwner, author: TransferAuthor): StoredTransfer | null {
  const amount = roundCents(movableBalance(owner.holder.limit));
  if (amount <= 0) return null;
  const company: StoredCompany = scope.company;
  const transfer: StoredTransfer = {
    id: author.nextTransferId(),
    company_id: company.id,
    from: { type: owner.type, id: owner.id, name: owner.name },
    to: { type: 'company', id: company.id, name: company.name },
    amount,
    currency: owner.holder.limit.currency,
    created_at: new Date().toISOString(),
    created_by: author.createdBy,
  };
  scope.db.transfers.push(transfer);
  const wallet: BalanceOwner = { type: 'company', id: company.id, name: company.name, holder: company, closed: false, inheritsFrom: null };
  postMove(scope.db, company, {
    from: owner,
    to: wallet,
    amount,
    kind: 'return_to_company',
    description: `Balance of ${owner.name} returned to the company`,
    reference: { kind: 'transfer', id: transfer.id },
    at: transfer.created_at,
  });
  return transfer;
}
