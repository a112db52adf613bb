import type { Request } from 'express';
import type { components } from '../../../src/api/schema.d.ts';
import { isAwaitingSync, syncStateOf } from '../../../src/domain/accountingSync.ts';
import { ACCOUNTING_SYNC_KINDS, type AccountingSyncKind, type AccountingSyncStatus } from '../../../src/domain/contractLists.ts';
import { exportVendorToErp, syncRecord, syncRecords } from '../actions/accountingSync.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import {
  accountingRows,
  isAccountingExpense,
  isBlocked,
  presentAccountingRecord,
  settleSyncs,
  syncContext,
  type SyncContext,
} from '../policy/accountingSync.ts';
import { expenseDay, sortedExpensesOfCompany } from '../store/expenseIndex.ts';
import type { StoredBill, StoredExpense } from '../store/types.ts';
import { connectionOf, presentConnection } from '../policy/integrations.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { translateItemMessages } from '../http/translateMessage.ts';
import { requestLanguage } from '../http/language.ts';

type Schemas = components['schemas'];
type Filters = Schemas['AccountingRecordFilters'];
type SyncRequest = Schemas['AccountingSyncRequest'];
type Row = StoredExpense | StoredBill;

const PATH = '/api/admin/accounting/sync';

/** The list named in the path (`expenses` or `payables`); anything else is not a route (404). */
function kindOf(req: Request): AccountingSyncKind {
  const kind = String(req.params.kind);
  if (!(ACCOUNTING_SYNC_KINDS as readonly string[]).includes(kind)) throw notFound();
  return kind as AccountingSyncKind;
}

/** The scope after the syncs in progress are brought up to date (the connected system answers on read). */
function settled(req: Request, permission: string): CompanyScope & { ctx: SyncContext } {
  const scope = requirePermission(req, permission);
  const { store, options } = mockContext(req);
  settleSyncs(scope.db, scope.company.id, store.now(), options.accountingSyncStepMs);
  return { ...scope, ctx: syncContext(scope.db, scope.company.id) };
}

/** What the list filters, searches and sorts on, computed once per row. */
type Facts = { row: Row; status: AccountingSyncStatus; blocked: boolean; date: string; title: string; detail: string; amount: number };

function factsOf(ctx: SyncContext, kind: AccountingSyncKind, rows: readonly Row[] = accountingRows(ctx.db, ctx.companyId, kind)): Facts[] {
  const { db, companyId } = ctx;
  if (kind === 'expenses') {
    const people = new Map(
      db.members.filter((row) => row.company_id === companyId).map((row) => [row.id, `${row.first_name} ${row.last_name}`]),
    );
    return rows.map((row) => {
      const expense = row as StoredExpense;
      const status = syncStateOf(expense).status;
      return {
        row,
        status,
        blocked: isAwaitingSync(status) && isBlocked(ctx, kind, expense),
        date: expenseDay(expense),
        title: expense.merchant,
        detail: people.get(expense.member_id) ?? '',
        amount: expense.amount,
      };
    });
  }
  const vendors = new Map(db.counterparts.filter((row) => row.company_id === companyId).map((row) => [row.id, row.name]));
  return rows.map((row) => {
    const bill = row as StoredBill;
    const status = syncStateOf(bill).status;
    return {
      row,
      status,
      blocked: isAwaitingSync(status) && isBlocked(ctx, kind, bill),
      date: bill.invoice_date,
      title: vendors.get(bill.vendor_id) ?? '',
      detail: bill.invoice_number,
      amount: bill.total,
    };
  });
}

function matches(facts: Facts, filters: Filters, term: string): boolean {
  const statuses = filters.in?.sync_status;
  if (statuses && !statuses.includes(facts.status)) return false;
  const ready = filters.exact?.ready;
  if (ready !== undefined && (Number(ready) === 1) !== (isAwaitingSync(facts.status) && !facts.blocked)) return false;
  const blocked = filters.exact?.blocked;
  if (blocked !== undefined && (Number(blocked) === 1) !== (isAwaitingSync(facts.status) && facts.blocked)) return false;
  if (filters.date_min?.date && facts.date < filters.date_min.date) return false;
  if (filters.date_max?.date && facts.date > filters.date_max.date) return false;
  return !term || facts.title.toLowerCase().includes(term) || facts.detail.toLowerCase().includes(term);
}

/** How many records of a list stand where. */
function countsOf(facts: readonly Facts[]): Schemas['AccountingSyncCounts'] {
  const count = (test: (fact: Facts) => boolean) => facts.filter(test).length;
  return {
    total: facts.length,
    not_synced: count((fact) => fact.status === 'NOT_SYNCED'),
    ready: count((fact) => isAwaitingSync(fact.status) && !fact.blocked),
    blocked: count((fact) => isAwaitingSync(fact.status) && fact.blocked),
    in_progress: count((fact) => fact.status === 'IN_PROGRESS'),
    synced: count((fact) => fact.status === 'SYNCED'),
    error: count((fact) => fact.status === 'ERROR'),
  };
}

/** The company's approved expenses by when they were spent. */
function expensesBySpentAt(ctx: SyncContext, descending: boolean): Row[] {
  const keys = [{ field: 'spent_at', descending }];
  const sorted = sortedExpensesOfCompany(ctx.db, ctx.companyId, `spent_at:${descending ? 'desc' : 'asc'}`, (rows) =>
    sortRows(rows, keys, (row) => Date.parse(row.spent_at)),
  );
  return sorted.filter(isAccountingExpense);
}

/** The record of the list by id: another company's, or one the list does not hold, is a 404. */
function ownedRecord(scope: CompanyScope, kind: AccountingSyncKind, id: string): Row {
  const table: readonly Row[] = kind === 'expenses' ? scope.db.expenses : scope.db.bills;
  const row = findOwned(table as Row[], id, scope.company.id);
  if (!accountingRows(scope.db, scope.company.id, kind).includes(row)) throw notFound();
  return row;
}

/**
 * Accounting sync (issue 13): the approved expenses and bills with their sync state and what stops
 * them (`read accounting`), and syncing one, several or everything ready (`sync accounting`). The
 * writes are `actions/accountingSync.ts`; the syncs in progress settle on the mock's clock.
 */
export const registerAccountingSyncRoutes: RegisterRoutes = (router) => {
  router.get(`${PATH}/overview`, (req, res) => {
    const { db, company, ctx } = settled(req, 'read accounting');
    res.json({
      data: {
        connection: presentConnection(connectionOf(db, company.id)),
        lock_date: ctx.lockDate,
        expenses: countsOf(factsOf(ctx, 'expenses')),
        payables: countsOf(factsOf(ctx, 'payables')),
      },
    });
  });

  router.get(`${PATH}/:kind`, (req, res) => {
    const kind = kindOf(req);
    const { ctx } = settled(req, 'read accounting');
    const filters = filtersOf(req) as Filters;
    const term = searchTermOf(req);
    const sortKeys = sortKeysOf(req, 'date:desc');
    // Expenses by day come from the company's expenses kept sorted by when they were spent (store/expenseIndex.ts).
    const byDay = kind === 'expenses' && sortKeys.length === 1 && sortKeys[0].field === 'date';
    const rows = byDay ? expensesBySpentAt(ctx, sortKeys[0].descending) : undefined;
    const matching = factsOf(ctx, kind, rows).filter((facts) => matches(facts, filters, term));
    const sorted = byDay
      ? matching
      : sortRows(
          matching.map((facts) => ({ ...facts, id: facts.row.id })),
          sortKeys,
          (facts, field) => facts[field as 'date' | 'title' | 'amount' | 'id'],
        );
    const page = paginate(sorted, req);
    res.json({ data: page.data.map((facts) => presentAccountingRecord(ctx, kind, facts.row)), meta: page.meta });
  });

  router.post(`${PATH}/:kind`, (req, res) => {
    const kind = kindOf(req);
    const scope = settled(req, 'sync accounting');
    const { started, failed } = syncRecords(actorOf(req, scope), scope.ctx, kind, req.body as SyncRequest);
    res.json({ data: { started, failed: translateItemMessages(failed, requestLanguage(req)) } });
  });

  router.get(`${PATH}/:kind/:id`, (req, res) => {
    const kind = kindOf(req);
    const scope = settled(req, 'read accounting');
    res.json({ data: presentAccountingRecord(scope.ctx, kind, ownedRecord(scope, kind, String(req.params.id))) });
  });

  router.post(`${PATH}/:kind/:id`, (req, res) => {
    const kind = kindOf(req);
    const scope = settled(req, 'sync accounting');
    const row = ownedRecord(scope, kind, String(req.params.id));
    syncRecord(actorOf(req, scope), scope.ctx, kind, row);
    res.status(202).json({ data: presentAccountingRecord(scope.ctx, kind, row) });
  });

  router.post('/api/admin/accounting/vendors/:id/export', (req, res) => {
    const actor = actorOf(req, requirePermission(req, 'sync accounting'));
    res.json({ data: exportVendorToErp(actor, String(req.params.id)) });
  });
};
