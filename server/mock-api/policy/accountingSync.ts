import type { components } from '../../../src/api/schema.d.ts';
import {
  isAwaitingSync,
  isSyncAnswered,
  erpReference,
  isVendorListed,
  syncAnsweredAt,
  syncStateOf,
  syncProblems,
  type SyncProblem,
} from '../../../src/domain/accountingSync.ts';
import type { AccountingSyncKind } from '../../../src/domain/contractLists.ts';
import { expenseStepTo } from '../../../src/domain/expenseLifecycle.ts';
import { INTEGRATION_PROVIDER_NAMES } from '../../../src/domain/integrations.ts';
import type {
  MockDatabase,
  StoredBill,
  StoredCategory,
  StoredCounterpart,
  StoredExpense,
  StoredGlAccount,
  StoredIntegration,
  StoredMember,
} from '../store/types.ts';
import { expenseDay, expensesOfCompany } from '../store/expenseIndex.ts';
import { recordBillActivity } from './bills.ts';
import { recordExpenseActivity } from './expenses.ts';
import { expenseChanged } from './spend.ts';
import { inProgressOf } from '../store/syncsInProgress.ts';

type Schemas = components['schemas'];
type AccountingRecord = Schemas['AccountingRecord'];
type Problem = Schemas['AccountingSyncProblem'];

/**
 * The accounting sync in the mock (issue 13): which records each list holds, what stops them (the
 * app's rule, `src/domain/accountingSync.ts`, with the connected system's words), and the sync
 * itself: started `IN_PROGRESS`, answered `stepMs` later on the next read, `SYNCED` with a
 * reference (an expense becomes `reported`) or `ERROR` with the first problem found then.
 */

/** Expenses the accounting sync exports: approved ones (and those already reported or reimbursed). */
const SYNCED_EXPENSE_STATUSES: ReadonlySet<string> = new Set(['approved', 'reported', 'manual_approved', 'reimbursed']);

export const isAccountingExpense = (row: StoredExpense) => SYNCED_EXPENSE_STATUSES.has(row.status);
export const isAccountingBill = (row: StoredBill) => row.approval_status === 'approved' && !row.is_void;

/** The company's side of the check, read once per request: connection, lock date, categories, listed vendors. */
export type SyncContext = {
  db: MockDatabase;
  companyId: string;
  connection: StoredIntegration | null;
  lockDate: string | null;
  category: (id: number | null) => { name: string; mapped: boolean } | null;
  /** The company's rows by id, for presenting a page of records. */
  lookup: {
    members: Map<number, StoredMember>;
    categories: Map<number, StoredCategory>;
    glAccounts: Map<number, StoredGlAccount>;
    counterparts: Map<number, StoredCounterpart>;
  };
};

const byId = <R extends { id: number; company_id: string }>(rows: readonly R[], companyId: string) =>
  new Map(rows.filter((row) => row.company_id === companyId).map((row) => [row.id, row]));

export function syncContext(db: MockDatabase, companyId: string): SyncContext {
  const integration = db.integrations.find((row) => row.company_id === companyId);
  const activeAccounts = new Set(
    db.glAccounts.filter((row) => row.company_id === companyId && row.status === 'active').map((row) => row.id),
  );
  const categories = new Map(
    db.categories
      .filter((row) => row.company_id === companyId)
      .map((row) => [row.id, { name: row.name, mapped: row.gl_account_id !== null && activeAccounts.has(row.gl_account_id) }]),
  );
  return {
    db,
    companyId,
    connection: integration?.status === 'connected' && integration.provider ? integration : null,
    lockDate: db.accountingSettings.find((row) => row.company_id === companyId)?.lock_date ?? null,
    category: (id) => (id === null ? null : (categories.get(id) ?? null)),
    get lookup() {
      const lookup = {
        members: byId(db.members, companyId),
        categories: byId(db.categories, companyId),
        glAccounts: byId(db.glAccounts, companyId),
        counterparts: byId(db.counterparts, companyId),
      };
      Object.defineProperty(this, 'lookup', { value: lookup });
      return lookup;
    },
  };
}

const providerName = (ctx: SyncContext) =>
  ctx.connection?.provider ? INTEGRATION_PROVIDER_NAMES[ctx.connection.provider] : 'the accounting system';

/** The vendors the connected system lists for the company. */
function listedVendors(ctx: SyncContext) {
  const provider = ctx.connection?.provider;
  return ctx.db.providerDatasets.find((row) => row.company_id === ctx.companyId && row.provider === provider)?.vendors ?? [];
}

/** A problem in the connected system's words. */
function described(ctx: SyncContext, problem: SyncProblem): Problem {
  const { code, subject } = problem;
  const system = providerName(ctx);
  const messages: Record<Problem['code'], string> = {
    NO_CONNECTION: 'No accounting system is connected: connect one on the Integrations page.',
    PERIOD_LOCKED: `The books are locked up to ${subject}: a record dated on or before it cannot be synced.`,
    NOT_CODED: 'No category is chosen: code it before syncing.',
    CATEGORY_NOT_MAPPED: `The category ${subject} has no GL account: map it to an account of the chart of accounts.`,
    VENDOR_NOT_IN_ERP: `The vendor ${subject} does not exist in ${system}: add it there before syncing its bills.`,
  };
  return { code, subject, message: messages[code] };
}

/** Everything that stops the record now (empty: it can sync). */
export function problemsOf(ctx: SyncContext, kind: AccountingSyncKind, row: StoredExpense | StoredBill): Problem[] {
  return rawProblemsOf(ctx, kind, row).map((problem) => described(ctx, problem));
}

/** Whether anything stops the record now. */
export const isBlocked = (ctx: SyncContext, kind: AccountingSyncKind, row: StoredExpense | StoredBill): boolean =>
  rawProblemsOf(ctx, kind, row).length > 0;

function rawProblemsOf(ctx: SyncContext, kind: AccountingSyncKind, row: StoredExpense | StoredBill): SyncProblem[] {
  const base = { connected: ctx.connection !== null, lockDate: ctx.lockDate };
  // Without a connection nothing else can be known (syncProblems stops at it): the record's facts are
  // not gathered (a list of 25,000 expenses or 3,000 bills at --scale large is checked on each read).
  if (ctx.connection === null) return syncProblems({ ...base, date: '', categories: [] });
  if (kind === 'expenses') {
    const expense = row as StoredExpense;
    const category = ctx.category(expense.category_id);
    return syncProblems({ ...base, date: expenseDay(expense), categories: category ? [category] : [] });
  }
  const bill = row as StoredBill;
  const lineCategories = bill.lines.map((line) => ctx.category(line.category_id));
  const vendor = ctx.lookup.counterparts.get(bill.vendor_id);
  return syncProblems({
    ...base,
    date: bill.invoice_date,
    // A line without a category leaves the bill not coded.
    categories: lineCategories.some((category) => category === null) ? [] : (lineCategories as { name: string; mapped: boolean }[]),
    vendor: vendor && ctx.connection ? { name: vendor.name, inErp: isVendorListed(vendor, listedVendors(ctx)) } : undefined,
  });
}

/** Whether the vendor is listed by the connected system. */
export const isVendorInErp = (ctx: SyncContext, vendor: { name: string; trn: string | null }) => isVendorListed(vendor, listedVendors(ctx));

/** The records of a list (every approved one of the company), in store order. */
export function accountingRows(db: MockDatabase, companyId: string, kind: AccountingSyncKind): (StoredExpense | StoredBill)[] {
  return kind === 'expenses'
    ? expensesOfCompany(db, companyId).filter(isAccountingExpense)
    : db.bills.filter((row) => row.company_id === companyId && isAccountingBill(row));
}

/** The connected system answers a started sync: synced (an expense becomes reported) or failed with the first problem. */
function answer(ctx: SyncContext, kind: AccountingSyncKind, row: StoredExpense | StoredBill, at: string): void {
  const state = syncStateOf(row);
  const problem = problemsOf(ctx, kind, row)[0];
  if (problem) {
    row.accounting_sync = { ...state, status: 'ERROR', error: problem };
    if (kind === 'expenses')
      recordExpenseActivity(ctx.db, { expense_id: row.id, kind: 'sync_failed', actor: null, text: problem.message }, new Date(at));
    else recordBillActivity(row as StoredBill, 'sync_failed', null, problem.message, at);
    return;
  }
  const reference = erpReference(ctx.connection!.provider!, kind, row.id);
  row.accounting_sync = { ...state, status: 'SYNCED', synced_at: at, erp_reference: reference, error: null };
  const text = `${providerName(ctx)} ${reference}`;
  if (kind === 'payables') {
    recordBillActivity(row as StoredBill, 'synced', null, text, at);
    return;
  }
  const expense = row as StoredExpense;
  recordExpenseActivity(ctx.db, { expense_id: expense.id, kind: 'synced', actor: null, text }, new Date(at));
  const reported = expenseStepTo(expense.status, 'report');
  if (reported) {
    recordExpenseActivity(
      ctx.db,
      { expense_id: expense.id, kind: 'status', actor: null, from_status: expense.status, to_status: reported },
      new Date(at),
    );
    expense.status = reported;
    expenseChanged(ctx.db, expense);
  }
}

/** Brings every sync of the company in progress up to date at `now` (evaluated on read). */
export function settleSyncs(db: MockDatabase, companyId: string, now: Date, stepMs: number): void {
  let ctx: SyncContext | null = null;
  const running = inProgressOf(db);
  for (const row of running) {
    if (row.company_id !== companyId) continue;
    const state = row.accounting_sync;
    if (state?.status !== 'IN_PROGRESS' || !state.started_at) {
      running.delete(row);
      continue;
    }
    if (!isSyncAnswered(state.started_at, now, stepMs)) continue;
    ctx ??= syncContext(db, companyId);
    const kind: AccountingSyncKind = 'invoice_number' in row ? 'payables' : 'expenses';
    answer(ctx, kind, row, syncAnsweredAt(state.started_at, stepMs));
    running.delete(row);
  }
}

/** Starts a sync: in progress from now, one more attempt, the last error cleared. */
export function startSync(db: MockDatabase, row: StoredExpense | StoredBill, now: Date): void {
  inProgressOf(db).add(row);
  const state = syncStateOf(row);
  row.accounting_sync = { ...state, status: 'IN_PROGRESS', started_at: now.toISOString(), error: null, attempts: state.attempts + 1 };
}

/** A record of a list as the API shows it. */
export function presentAccountingRecord(ctx: SyncContext, kind: AccountingSyncKind, row: StoredExpense | StoredBill): AccountingRecord {
  const sync = syncStateOf(row);
  const blockers = isAwaitingSync(sync.status) ? problemsOf(ctx, kind, row) : [];
  const glAccount = (categoryId: number | null) => {
    const category = categoryId === null ? undefined : ctx.lookup.categories.get(categoryId);
    const account = category?.gl_account_id ? ctx.lookup.glAccounts.get(category.gl_account_id) : undefined;
    return category ? { category: category.name, gl_account: account ? `${account.code} · ${account.name}` : null } : null;
  };
  if (kind === 'expenses') {
    const expense = row as StoredExpense;
    const member = ctx.lookup.members.get(expense.member_id);
    const account = glAccount(expense.category_id);
    const date = expenseDay(expense);
    return {
      id: expense.id,
      kind,
      date,
      title: expense.merchant,
      detail: member ? `${member.first_name} ${member.last_name}` : '',
      amount: expense.amount,
      currency: expense.currency,
      vat_amount: expense.vat_amount,
      accounts: account ? [account] : [],
      vendor_id: null,
      category_ids: expense.category_id === null ? [] : [expense.category_id],
      sync,
      blockers,
      locked: ctx.lockDate !== null && date <= ctx.lockDate,
    };
  }
  const bill = row as StoredBill;
  const categoryIds = [...new Set(bill.lines.map((line) => line.category_id).filter((id): id is number => id !== null))];
  const vendor = ctx.lookup.counterparts.get(bill.vendor_id);
  return {
    id: bill.id,
    kind,
    date: bill.invoice_date,
    title: vendor?.name ?? '',
    detail: bill.invoice_number,
    amount: bill.total,
    currency: bill.currency,
    vat_amount: bill.vat_total,
    accounts: categoryIds.map(glAccount).filter((account) => account !== null),
    vendor_id: bill.vendor_id,
    category_ids: categoryIds,
    sync,
    blockers,
    locked: ctx.lockDate !== null && bill.invoice_date <= ctx.lockDate,
  };
}
