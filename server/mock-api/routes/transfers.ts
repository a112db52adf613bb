import type { Transfer, TransferCreate, TransferListFilters } from '../../../src/api/schema.d.ts';
import { transferPermission } from '../../../src/domain/permissionNames.ts';
import { transferMoney } from '../actions/transfers.ts';
import { actorOf } from '../auth/actor.ts';
import { requireCompany, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { validationFailed } from '../http/errors.ts';
import { filtersOf, paginate, sortRows } from '../http/listing.ts';
import { findBalanceOwner, findTransferParty, READ_PERMISSION } from '../policy/balanceOwners.ts';
import type { StoredTransfer, StoredTransferParty } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** GET transfers (one party's history), POST transfers (move money; transfer_from_{x}_to_{y}). */
export const registerTransferRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/transfers', (req, res) => {
    const { party } = filtersOf(req) as TransferListFilters;
    const scope = requirePermission(req, READ_PERMISSION[party.type]);
    const owner = findBalanceOwner(scope, party.type, party.id);
    const involved = (side: StoredTransferParty) => side.type === owner.type && String(side.id) === String(owner.id);
    const rows = scope.db.transfers.filter((row) => row.company_id === scope.company.id && (involved(row.from) || involved(row.to)));
    const page = paginate(
      sortRows(rows, [{ field: 'created_at', descending: true }], (row) => row.created_at),
      req,
    );
    res.json({ data: page.data.map((row) => presentTransfer(scope, row)), meta: page.meta });
  });

  router.post('/api/admin/transfers', (req, res) => {
    const body = req.body as TransferCreate;
    if (body.from.type === body.to.type) {
      requireCompany(req);
      throw validationFailed({
        to: ['Money moves between a member, a department, the company and a card: choose another kind of target.'],
      });
    }
    const scope = requirePermission(req, transferPermission(body.from.type, body.to.type));
    const transfer = transferMoney(actorOf(req, scope), body);
    res.status(201).json({ data: presentTransfer(scope, transfer) });
  });
};

function presentTransfer(scope: CompanyScope, row: StoredTransfer): Transfer {
  const side = (party: StoredTransferParty) => ({
    type: party.type,
    id: party.id,
    name: findTransferParty(scope, party)?.name ?? party.name ?? '',
  });
  return {
    id: row.id,
    from: side(row.from),
    to: side(row.to),
    amount: row.amount,
    currency: row.currency,
    created_at: row.created_at,
    created_by: row.created_by,
  };
}
