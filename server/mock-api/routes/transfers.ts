import type { components } from '../../../src/api/schema.d.ts';
import { formatCurrency, MAX_AMOUNT } from '../../../src/domain/amounts.ts';
import { transferPermission } from '../../../src/domain/permissionNames.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { requireCompany, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { rejectInvalid, validationFailed, type FieldErrors } from '../http/errors.ts';
import { filtersOf, paginate, sortRows } from '../http/listing.ts';
import type { StoredTransfer, StoredTransferParty } from '../store/types.ts';
import { availableBalance, findBalanceOwner, findTransferParty, READ_PERMISSION, type BalanceOwner } from './balanceOwners.ts';
import { roundCents } from './limitRules.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

type TransferCreate = components['schemas']['TransferCreate'];
type TransferListFilters = components['schemas']['TransferListFilters'];
type Transfer = components['schemas']['Transfer'];

/** GET transfers (one party's history), POST transfers (move money; transfer_from_{x}_to_{y}). */
export const registerTransferRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/transfers', (req, res) => {
    const { party } = filtersOf(req) as TransferListFilters;
    const scope = requirePermission(req, READ_PERMISSION[party.type]);
    const owner = findBalanceOwner(scope, party.type, party.id);
    const involved = (side: StoredTransferParty) => side.type === owner.type && String(side.id) === String(owner.id);
    const rows = scope.db.transfers.filter((row) => row.company_id === scope.company.id && (involved(row.from) || involved(row.to)));
    const page = paginate(sortRows(rows, [{ field: 'created_at', descending: true }], (row) => row.created_at), req);
    res.json({ data: page.data.map((row) => presentTransfer(scope, row)), meta: page.meta });
  });

  router.post('/api/admin/transfers', (req, res) => {
    const body = req.body as TransferCreate;
    if (body.from.type === body.to.type) {
      requireCompany(req);
      throw validationFailed({ to: ['Money moves between a member, a department, the company and a card: choose another kind of target.'] });
    }
    const scope = requirePermission(req, transferPermission(body.from.type, body.to.type));
    requireCardServices(scope);
    const from = findBalanceOwner(scope, body.from.type, body.from.id);
    const to = findBalanceOwner(scope, body.to.type, body.to.id);
    rejectInvalid(transferErrors(from, to, body.amount));
    moveMoney(from, to, body.amount);
    const transfer: StoredTransfer = {
      id: mockContext(req).store.nextId(scope.db.transfers),
      company_id: scope.company.id,
      from: { type: from.type, id: from.id },
      to: { type: to.type, id: to.id },
      amount: body.amount,
      currency: from.holder.limit.currency,
      created_at: new Date().toISOString(),
      created_by: `${scope.user.first_name} ${scope.user.last_name}`,
    };
    scope.db.transfers.push(transfer);
    res.status(201).json({ data: presentTransfer(scope, transfer) });
  });
};

/** Why the money cannot move; empty when it can. Checked before anything changes. */
function transferErrors(from: BalanceOwner, to: BalanceOwner, amount: number): FieldErrors {
  if (to.closed) return { to: ['This card is terminated or expired; it cannot receive money.'] };
  if (from.holder.limit.currency !== to.holder.limit.currency) {
    return { to: [`Both sides must use the same currency (${from.holder.limit.currency} → ${to.holder.limit.currency}).`] };
  }
  const available = availableBalance(from);
  if (amount > available) return { amount: [`The amount is more than the available balance (${formatCurrency(available)}).`] };
  if (receivedAmount(to) + amount > MAX_AMOUNT) {
    return { amount: [`The target cannot hold more than ${formatCurrency(MAX_AMOUNT)}.`] };
  }
  return {};
}

/** What the target's amount is before the transfer: an inherited target starts from what it spent. */
function receivedAmount(to: BalanceOwner): number {
  const { limit } = to.holder;
  return limit.mode === 'inherited' ? limit.spent : limit.amount;
}

function moveMoney(from: BalanceOwner, to: BalanceOwner, amount: number): void {
  const source = from.holder.limit;
  from.holder.limit = { ...source, amount: roundCents(source.amount - amount), balance: roundCents(source.balance - amount) };
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

function presentTransfer(scope: CompanyScope, row: StoredTransfer): Transfer {
  const side = (party: StoredTransferParty) => ({ type: party.type, id: party.id, name: findTransferParty(scope, party)?.name ?? '' });
  return { id: row.id, from: side(row.from), to: side(row.to), amount: row.amount, currency: row.currency, created_at: row.created_at, created_by: row.created_by };
}
