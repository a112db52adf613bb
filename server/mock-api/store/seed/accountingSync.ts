import { erpReference } from '../../../../src/domain/accountingSync.ts';
import type { StoredAccountingSync } from '../types.ts';
import { SEEDED_COMPANIES } from './companies.ts';
import type { SeedContext } from './seedContext.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Synced two days after `date`, never later than the seed's reference day. */
function syncedState(ctx: SeedContext, reference: string, date: string): StoredAccountingSync {
  const at = new Date(Math.min(Date.parse(date) + 2 * DAY_MS, ctx.referenceDate.getTime())).toISOString();
  return { status: 'SYNCED', started_at: at, synced_at: at, erp_reference: reference, error: null, attempts: 1 };
}

/**
 * The accounting sync's history (issue 13): every reported expense was synced (to the company's
 * accounting system, `ERP-…` when it never had one), and so was every paid bill of a company that
 * had a connection. Desert Logistics (connected to QuickBooks Online) has a category added after its
 * mapping: its approved expenses in that category are blocked until it is mapped. Draws nothing from
 * the faker (seeded last, so every other seeded row is unchanged).
 */
export function seedAccountingSync(ctx: SeedContext): void {
  const { db } = ctx;
  const providers = new Map(db.integrations.map((row) => [row.company_id, row.provider]));
  for (const expense of db.expenses) {
    if (expense.status !== 'reported') continue;
    const provider = providers.get(expense.company_id) ?? null;
    expense.accounting_sync = syncedState(ctx, erpReference(provider, 'expenses', expense.id), expense.spent_at);
  }
  for (const bill of db.bills) {
    const provider = providers.get(bill.company_id);
    if (!provider || bill.approval_status !== 'approved' || bill.payment_status !== 'paid' || bill.is_void) continue;
    bill.accounting_sync = syncedState(ctx, erpReference(provider, 'payables', bill.id), `${bill.invoice_date}T09:00:00Z`);
  }
  const desert = SEEDED_COMPANIES[1].id;
  const waiting = db.expenses.find(
    (row) => row.company_id === desert && row.status === 'approved' && !row.accounting_sync && row.category_id !== null,
  );
  const category = waiting && db.categories.find((row) => row.id === waiting.category_id);
  if (category) category.gl_account_id = null;
}
