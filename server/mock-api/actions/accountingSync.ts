import type { components } from '../../../src/api/schema.d.ts';
import { isAwaitingSync, refuseSyncStart, syncStateOf } from '../../../src/domain/accountingSync.ts';
import type { AccountingSyncKind } from '../../../src/domain/contractLists.ts';
import { findOwned } from '../auth/guards.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { accountingRows, isBlocked, isVendorInErp, startSync, syncContext, type SyncContext } from '../policy/accountingSync.ts';
import { expenseDay } from '../store/expenseIndex.ts';
import type { StoredBill, StoredExpense } from '../store/types.ts';
import type { Actor } from './actor.ts';

type SyncRequest = components['schemas']['AccountingSyncRequest'];
type Row = StoredExpense | StoredBill;
type SyncOutcome = { started: number[]; failed: { id: number; message: string }[] };

const isLockedExpense = (ctx: SyncContext, row: StoredExpense) => ctx.lockDate !== null && expenseDay(row) <= ctx.lockDate;
const isLockedBill = (ctx: SyncContext, row: StoredBill) => ctx.lockDate !== null && row.invoice_date <= ctx.lockDate;

/** Why one record cannot start a sync now, as a sentence; null when it can. */
function startRefusal(ctx: SyncContext, kind: AccountingSyncKind, row: Row): string | null {
  const state = syncStateOf(row);
  const locked = kind === 'payables' ? isLockedBill(ctx, row as StoredBill) : isLockedExpense(ctx, row as StoredExpense);
  const refusal = refuseSyncStart({ status: state.status, locked });
  if (refusal === 'in_progress') return 'A sync of it is already in progress.';
  if (refusal === 'locked_synced')
    return `It was synced as ${state.erp_reference} and the books are locked up to ${ctx.lockDate}: it cannot be synced again.`;
  return null;
}

/**
 * Starts syncing the records named (each refused with its reason, an id the list does not hold
 * included), or everything ready (awaiting a sync and not blocked); 422 unless exactly one of both.
 * `ctx` is the company's sync context once the syncs in progress are settled.
 */
export function syncRecords(actor: Actor, ctx: SyncContext, kind: AccountingSyncKind, body: SyncRequest): SyncOutcome {
  const { ids, all_ready: allReady } = body;
  if ((ids === undefined) === (allReady !== true))
    throw validationFailed({ ids: ['Choose the records to sync, or sync everything ready.'] });
  const now = actor.store.now();
  const rows = accountingRows(actor.db, actor.company.id, kind);
  const outcome: SyncOutcome = { started: [], failed: [] };
  if (allReady) {
    for (const row of rows) {
      if (!isAwaitingSync(syncStateOf(row).status) || isBlocked(ctx, kind, row)) continue;
      startSync(actor.db, row, now);
      outcome.started.push(row.id);
    }
    return outcome;
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids ?? []) {
    const row = byId.get(id);
    const refusal = row ? startRefusal(ctx, kind, row) : `No ${kind === 'expenses' ? 'approved expense' : 'approved bill'} has this id.`;
    if (refusal || !row) {
      outcome.failed.push({ id, message: refusal ?? '' });
      continue;
    }
    startSync(actor.db, row, now);
    outcome.started.push(id);
  }
  return outcome;
}

/** Starts syncing one record of the list (422 on `sync` saying why it cannot). */
export function syncRecord(actor: Actor, ctx: SyncContext, kind: AccountingSyncKind, row: Row): void {
  const refusal = startRefusal(ctx, kind, row);
  if (refusal) throw validationFailed({ sync: [refusal] });
  startSync(actor.db, row, actor.store.now());
}

/**
 * Adds a vendor of the company to the connected accounting system's contacts (422 on `vendor`
 * without a connection or when the system lists it already).
 */
export function exportVendorToErp(actor: Actor, id: string): { vendor_id: number; name: string; organisation_name: string } {
  const { db, company } = actor;
  const vendor = findOwned(db.counterparts, id, company.id);
  const ctx = syncContext(db, company.id);
  const connection = ctx.connection;
  if (!connection?.provider)
    throw validationFailed({ vendor: ['No accounting system is connected: connect one on the Integrations page.'] });
  const dataset = db.providerDatasets.find((row) => row.company_id === company.id && row.provider === connection.provider);
  if (!dataset) throw notFound();
  if (isVendorInErp(ctx, vendor))
    throw validationFailed({ vendor: [`${vendor.name} is already a vendor in ${dataset.organisation_name}.`] });
  dataset.vendors = [
    ...dataset.vendors,
    {
      name: vendor.name,
      legal_name: vendor.legal_name,
      trn: vendor.trn,
      emails: [...vendor.emails],
      phone: vendor.phone,
      address: vendor.address,
      iban: vendor.iban,
      bank_name: vendor.bank_name,
      payment_terms_days: vendor.payment_terms_days,
    },
  ];
  return { vendor_id: vendor.id, name: vendor.name, organisation_name: dataset.organisation_name };
}
