import type { LedgerListFilters, LedgerTransaction } from '../../../src/api/schema.d.ts';
import { requirePermission } from '../auth/guards.ts';
import { filtersOf, paginate, sortRows } from '../http/listing.ts';
import { findBalanceOwner, READ_PERMISSION } from '../policy/balanceOwners.ts';
import type { StoredLedgerTransaction } from '../store/ledgerTypes.ts';
import type { LimitEntity } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { WALLET_READ_PERMISSION } from '../policy/wallet.ts';

/** Who may read an account's ledger: the read permission of its page (the wallet's for the company). */
const LEDGER_READ_PERMISSION: Record<LimitEntity, string> = { ...READ_PERMISSION, company: WALLET_READ_PERMISSION };

/** GET ledger: one account's transactions (issue 33), each with all its legs. */
export const registerLedgerRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/ledger', (req, res) => {
    const { account } = filtersOf(req) as LedgerListFilters;
    const scope = requirePermission(req, LEDGER_READ_PERMISSION[account.type]);
    const owner = findBalanceOwner(scope, account.type, account.id);
    const id = String(owner.id);
    const rows = scope.db.ledger.filter(
      (row) => row.company_id === scope.company.id && row.legs.some((leg) => leg.account_type === owner.type && leg.account_id === id),
    );
    const page = paginate(
      sortRows(rows, [{ field: 'at', descending: true }], (row) => row.at),
      req,
    );
    res.json({ data: page.data.map(presentTransaction), meta: page.meta });
  });
};

export function presentTransaction(row: StoredLedgerTransaction): LedgerTransaction {
  return {
    id: row.id,
    at: row.at,
    kind: row.kind,
    description: row.description,
    reference: row.reference_kind === null || row.reference_id === null ? null : { kind: row.reference_kind, id: row.reference_id },
    legs: row.legs.map((leg) => ({
      account: { type: leg.account_type, id: leg.account_id, name: leg.account_name },
      amount: leg.amount,
      currency: leg.currency,
      balance_after: leg.balance_after,
    })),
  };
}
