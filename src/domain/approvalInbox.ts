/**
 * The cross-company approval inbox (issue 15): its order, its filters and its stats, one rule for the
 * mock (which builds the inbox from each company's records) and any view that sums it. The priority
 * of an item is `./approvalPriority` (the one rule), never restated here.
 */
import { toCents } from './cents';
import { APPROVAL_PRIORITIES, isUrgentItem, type ApprovalPriority } from './approvalPriority';
import type { CurrencyTotal } from './spend';

/** What the inbox needs of an item. */
export type InboxItem = {
  company_id: string;
  type: string;
  id: number;
  amount: number;
  currency: string;
  priority: ApprovalPriority;
  status: string;
  due_date: string | null;
  created_at: string;
};

export type InboxFilters = { company_id?: string; type?: string; priority?: string };

export type InboxStats = { total_pending: number; total_amount: CurrencyTotal[]; urgent_items: number };

const rank = (priority: ApprovalPriority) => APPROVAL_PRIORITIES.indexOf(priority);

/** Days, instants and ids compare as plain text (ISO dates sort as text); no locale needed. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const NO_DUE_DATE = '9999-12-31';

/**
 * The inbox's order: the highest priority first, then the earliest due date (items without one after
 * those with one), then the one waiting longest, then by company and id (a stable order for pages).
 */
export function compareInboxItems(a: InboxItem, b: InboxItem): number {
  return (
    rank(b.priority) - rank(a.priority) ||
    byText(a.due_date ?? NO_DUE_DATE, b.due_date ?? NO_DUE_DATE) ||
    byText(a.created_at, b.created_at) ||
    byText(a.company_id, b.company_id) ||
    byText(a.type, b.type) ||
    a.id - b.id
  );
}

/** Whether the item passes every filter given (an absent filter passes everything). */
export function matchesInboxFilters(item: InboxItem, filters: InboxFilters): boolean {
  return (
    (filters.company_id === undefined || item.company_id === filters.company_id) &&
    (filters.type === undefined || item.type === filters.type) &&
    (filters.priority === undefined || item.priority === filters.priority)
  );
}

/**
 * §7's approval stats: Total Pending (how many wait), Total Amount (per currency, in the order each
 * currency first appears; currencies are never added together or converted) and Urgent Items
 * (priority Urgent, `isUrgentItem`).
 */
export function inboxStats(items: Iterable<InboxItem>): InboxStats {
  const cents = new Map<string, number>();
  let urgent = 0;
  let count = 0;
  for (const item of items) {
    count += 1;
    cents.set(item.currency, (cents.get(item.currency) ?? 0) + toCents(item.amount));
    if (isUrgentItem(item)) urgent += 1;
  }
  return {
    total_pending: count,
    total_amount: [...cents].map(([currency, total]) => ({ currency, amount: total / 100 })),
    urgent_items: urgent,
  };
}

/** §6: the main role is the one with the lowest id (roles come lowest id first); the others show as +N. */
export function mainRoleOf(roles: readonly string[]): { main: string | null; others: string[] } {
  return { main: roles[0] ?? null, others: roles.slice(1) };
}

/** A company is active when something happened there (an expense or bill recorded or changed) within this many days. */
export const ACTIVE_WITHIN_DAYS = 30;

/** Whether a company whose last activity was at `lastActivityAt` (ISO, or null) counts as active at `now`. */
export function isActiveCompany(lastActivityAt: string | null, now: Date): boolean {
  if (lastActivityAt === null) return false;
  return now.getTime() - Date.parse(lastActivityAt) <= ACTIVE_WITHIN_DAYS * 86_400_000;
}

/**
 * The first `take` items of several lists each already in `compare` order, in that order (a k-way
 * merge over a binary heap of the lists' heads): the inbox's page across companies without sorting
 * every company's items together on each call.
 */
export function mergeSorted<T>(lists: readonly (readonly T[])[], compare: (a: T, b: T) => number, take: number): T[] {
  const heap: { list: number; at: number }[] = [];
  const head = (entry: { list: number; at: number }) => lists[entry.list][entry.at];
  const less = (i: number, j: number) => compare(head(heap[i]), head(heap[j])) < 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  const up = (index: number) => {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!less(index, parent)) return;
      swap(index, parent);
      index = parent;
    }
  };
  const down = (index: number) => {
    for (;;) {
      const [left, right] = [2 * index + 1, 2 * index + 2];
      let smallest = index;
      if (left < heap.length && less(left, smallest)) smallest = left;
      if (right < heap.length && less(right, smallest)) smallest = right;
      if (smallest === index) return;
      swap(index, smallest);
      index = smallest;
    }
  };
  lists.forEach((list, index) => {
    if (list.length > 0) {
      heap.push({ list: index, at: 0 });
      up(heap.length - 1);
    }
  });
  const out: T[] = [];
  while (out.length < take && heap.length > 0) {
    const top = heap[0];
    out.push(head(top));
    top.at += 1;
    if (top.at >= lists[top.list].length) {
      const last = heap.pop()!;
      if (heap.length === 0) break;
      heap[0] = last;
    }
    down(0);
  }
  return out;
}

/**
 * Issue 33 ("controls that hold"): an item whose record carries open Smart Comply flags is approved
 * only on purpose — with an explicit override and a reason the audit trail keeps. The mock refuses
 * anything else and the inbox asks for the reason before it sends.
 */

/** The longest reason for approving over open flags (the API's `override_reason`). */
export const OVERRIDE_REASON_MAX = 500;

/** What the rule reads of a flag: its status and the records it names. */
export type FlagOnRecords = { status: string; subject: { expense_ids: readonly number[]; bill_ids: readonly number[] } };

/** The record kinds of the inbox that Smart Comply checks, and which of a flag's subjects names them. */
const FLAGGED_RECORDS: Readonly<Record<string, 'expense_ids' | 'bill_ids'>> = {
  expense: 'expense_ids',
  reimbursement: 'expense_ids',
  bill: 'bill_ids',
};

const SEVERITY_RANK: Readonly<Record<string, number>> = { high: 0, medium: 1, low: 2 };

/**
 * The open flags among `flags` that name the item's record (an expense or out-of-pocket expense, or a
 * bill; no other kind is ever flagged), highest severity first. A resolved or dismissed flag is settled:
 * it no longer holds an approval back.
 */
export function openFlagsOf<F extends FlagOnRecords & { severity?: string }>(flags: readonly F[], item: { type: string; id: number }): F[] {
  const field = FLAGGED_RECORDS[item.type];
  if (!field) return [];
  return flags
    .filter((flag) => flag.status === 'open' && flag.subject[field].includes(item.id))
    .sort((a, b) => (SEVERITY_RANK[a.severity ?? ''] ?? 3) - (SEVERITY_RANK[b.severity ?? ''] ?? 3));
}

/** Whether deciding the item this way needs an override: approving it while it carries open flags. */
export function needsOverride(item: { compliance_flags: readonly unknown[] }, decision: 'approve' | 'reject'): boolean {
  return decision === 'approve' && item.compliance_flags.length > 0;
}

export type OverrideRefusal = 'override_required' | 'reason_required' | 'reason_too_long';

/**
 * Why an approval over `openFlags` flags is refused, or null when it may go on: without the override
 * (`override_flags: true`) it is refused; with it, the reason is required (not blank) and at most
 * `OVERRIDE_REASON_MAX` characters. Nothing is asked of a rejection or of an item without open flags.
 */
export function refuseOverride(
  openFlags: number,
  decision: { decision: 'approve' | 'reject'; override_flags?: boolean; override_reason?: string },
): OverrideRefusal | null {
  if (decision.decision !== 'approve' || openFlags === 0) return null;
  if (decision.override_flags !== true) return 'override_required';
  const reason = decision.override_reason?.trim() ?? '';
  if (reason === '') return 'reason_required';
  return reason.length > OVERRIDE_REASON_MAX ? 'reason_too_long' : null;
}

/** What a bulk decision's review step shows of the items it decides. */
export type DecisionReviewItem = {
  company_id: string;
  company_name: string;
  amount: number;
  currency: string;
  compliance_flags: readonly unknown[];
};

export type DecisionReview<I extends DecisionReviewItem = DecisionReviewItem> = {
  /** The items the decision will go through for. */
  decided: I[];
  /** Approvals held back: items with open flags, which need their own override with a reason. */
  held: I[];
  /** Per company (in the order each first appears), its totals per currency (in the order each first appears). */
  byCompany: { company_id: string; company_name: string; count: number; totals: CurrencyTotal[] }[];
  /** The decided items' totals per currency, never converted or added across currencies. */
  totals: CurrencyTotal[];
};

const totalsOf = (cents: Map<string, number>): CurrencyTotal[] =>
  [...cents].map(([currency, total]) => ({ currency, amount: total / 100 }));

/**
 * The review of a bulk decision before it is sent: which selected items it will decide (an approval
 * leaves out the flagged ones: `needsOverride`), how many, and their amounts per company and per
 * currency (summed in cents; currencies are never added together).
 */
export function decisionReview<I extends DecisionReviewItem>(items: readonly I[], decision: 'approve' | 'reject'): DecisionReview<I> {
  const decided: I[] = [];
  const held: I[] = [];
  const companies = new Map<string, { company_name: string; count: number; cents: Map<string, number> }>();
  const all = new Map<string, number>();
  for (const item of items) {
    if (needsOverride(item, decision)) {
      held.push(item);
      continue;
    }
    decided.push(item);
    let company = companies.get(item.company_id);
    if (!company) companies.set(item.company_id, (company = { company_name: item.company_name, count: 0, cents: new Map() }));
    const cents = toCents(item.amount);
    company.count += 1;
    company.cents.set(item.currency, (company.cents.get(item.currency) ?? 0) + cents);
    all.set(item.currency, (all.get(item.currency) ?? 0) + cents);
  }
  return {
    decided,
    held,
    byCompany: [...companies].map(([company_id, company]) => ({
      company_id,
      company_name: company.company_name,
      count: company.count,
      totals: totalsOf(company.cents),
    })),
    totals: totalsOf(all),
  };
}
