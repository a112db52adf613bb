/**
 * The accounting sync (spec §4 sync states, issue 13): what stops a record from syncing (the
 * pre-flight check, also what the connected system answers), when a started sync is answered, and
 * which records may start one. One rule for the app and the mock API.
 */
import { isLocked } from './accountingLock';
import type { AccountingSyncState as SyncState } from '../api/schema';
import type { AccountingSyncKind, AccountingSyncProblemCode, AccountingSyncStatus, IntegrationProvider } from './contractLists';

/** A record that was never synced. */
export const NEVER_SYNCED: SyncState = {
  status: 'NOT_SYNCED',
  started_at: null,
  synced_at: null,
  erp_reference: null,
  error: null,
  attempts: 0,
};

/** A record's sync state (a copy; a record without one was never synced). */
export function syncStateOf(row: { accounting_sync?: SyncState }): SyncState {
  const state = row.accounting_sync ?? NEVER_SYNCED;
  return { ...state, error: state.error ? { ...state.error } : null };
}

/** One reason a record cannot sync, and what it is about (a category, a vendor, the lock date). */
export type SyncProblem = { code: AccountingSyncProblemCode; subject: string | null };

/** What the check reads of a record and the company. */
export type SyncFacts = {
  /** Whether an accounting system is connected (status `connected`). */
  connected: boolean;
  /** The day the record is booked on (`YYYY-MM-DD`). */
  date: string;
  lockDate: string | null;
  /** The categories it is booked to, each with whether an active GL account is mapped; none: not coded. */
  categories: readonly { name: string; mapped: boolean }[];
  /** A bill's vendor and whether the connected system lists it; absent for an expense. */
  vendor?: { name: string; inErp: boolean };
};

/**
 * Everything that stops the record, in the order a person fixes them: the connection first (then
 * nothing else can be known of the system), the period, the coding, the mapping, the vendor.
 */
export function syncProblems(facts: SyncFacts): SyncProblem[] {
  if (!facts.connected) return [{ code: 'NO_CONNECTION', subject: null }];
  const problems: SyncProblem[] = [];
  if (isLocked(facts.date, facts.lockDate)) problems.push({ code: 'PERIOD_LOCKED', subject: facts.lockDate });
  if (facts.categories.length === 0) problems.push({ code: 'NOT_CODED', subject: null });
  for (const category of facts.categories) {
    if (!category.mapped && !problems.some((problem) => problem.code === 'CATEGORY_NOT_MAPPED' && problem.subject === category.name))
      problems.push({ code: 'CATEGORY_NOT_MAPPED', subject: category.name });
  }
  if (facts.vendor && !facts.vendor.inErp) problems.push({ code: 'VENDOR_NOT_IN_ERP', subject: facts.vendor.name });
  return problems;
}

/** Whether a record of this sync status counts as waiting for a sync (never synced, or failed). */
export const isAwaitingSync = (status: AccountingSyncStatus): boolean => status === 'NOT_SYNCED' || status === 'ERROR';

/** Why a sync cannot start, or null: one already running, or a synced record inside the locked period. */
export type SyncStartRefusal = 'in_progress' | 'locked_synced';

export function refuseSyncStart(state: { status: AccountingSyncStatus; locked: boolean }): SyncStartRefusal | null {
  if (state.status === 'IN_PROGRESS') return 'in_progress';
  if (state.status === 'SYNCED' && state.locked) return 'locked_synced';
  return null;
}

/** Whether the connected system has answered a sync started at `startedAt` by `now` (it takes `stepMs`). */
export const isSyncAnswered = (startedAt: string, now: Date, stepMs: number): boolean => now.getTime() - Date.parse(startedAt) >= stepMs;

/** The time the answer is dated (the start plus the step). */
export const syncAnsweredAt = (startedAt: string, stepMs: number): string => new Date(Date.parse(startedAt) + stepMs).toISOString();

/** Whether any record on screen is still in progress (the page then polls). */
export const hasSyncInProgress = (records: readonly { sync: { status: AccountingSyncStatus } }[]): boolean =>
  records.some((record) => record.sync.status === 'IN_PROGRESS');

const trnKey = (trn: string) => trn.replace(/[\s-]/g, '');

/**
 * Whether the connected system lists the vendor: the same TRN (spaces and dashes ignored) or, for a
 * vendor without a TRN, the same name (any case).
 */
export function isVendorListed(
  vendor: { name: string; trn: string | null },
  listed: readonly { name: string; trn: string | null }[],
): boolean {
  if (vendor.trn) {
    const key = trnKey(vendor.trn);
    return listed.some((row) => row.trn !== null && trnKey(row.trn) === key);
  }
  const name = vendor.name.trim().toLowerCase();
  return listed.some((row) => row.name.trim().toLowerCase() === name);
}

const PROVIDER_PREFIX: Record<IntegrationProvider, string> = {
  xero: 'XERO',
  quickbooks_online: 'QBO',
  zoho_books: 'ZOHO',
  netsuite: 'NS',
  odoo: 'ODOO',
};

/** A record's reference in the connected system (`QBO-BILL-000042`); `ERP-…` when the system is not known. */
export const erpReference = (provider: IntegrationProvider | null, kind: AccountingSyncKind, id: number): string =>
  `${provider ? PROVIDER_PREFIX[provider] : 'ERP'}-${kind === 'expenses' ? 'EXP' : 'BILL'}-${String(id).padStart(6, '0')}`;
