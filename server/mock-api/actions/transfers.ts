import type { TransferCreate } from '../../../src/api/schema.d.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { rejectInvalid } from '../http/errors.ts';
import { findBalanceOwner } from '../policy/balanceOwners.ts';
import { moveMoney, transferErrors } from '../policy/transfers.ts';
import type { StoredTransfer } from '../store/types.ts';
import type { Actor } from './actor.ts';

/**
 * Moves money between two accounts of the company (card services completed, 422 naming the field
 * when it cannot move): one balanced ledger transaction at the mock's clock, and the transfer that
 * records it. No money is created or lost; a limit holds none (`policy/transfers.ts`).
 */
export function transferMoney(actor: Actor, body: TransferCreate): StoredTransfer {
  requireCardServices(actor);
  const from = findBalanceOwner(actor, body.from.type, body.from.id);
  const to = findBalanceOwner(actor, body.to.type, body.to.id);
  rejectInvalid(transferErrors(from, to, body.amount));
  const id = actor.store.nextId(actor.db.transfers);
  const createdAt = actor.store.now().toISOString();
  moveMoney(actor, from, to, body.amount, { reference: { kind: 'transfer', id }, at: createdAt });
  const transfer: StoredTransfer = {
    id,
    company_id: actor.company.id,
    from: { type: from.type, id: from.id },
    to: { type: to.type, id: to.id },
    amount: body.amount,
    currency: from.holder.limit.currency,
    created_at: createdAt,
    created_by: `${actor.user.first_name} ${actor.user.last_name}`,
  };
  actor.db.transfers.push(transfer);
  return transfer;
}
