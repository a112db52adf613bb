/**
 * The cross-company approval inbox (issue 15): its order, its filters and its stats, one rule for the
 * mock (which builds the inbox from each company's records) and any view that sums it. The priority
 * of an item is `./approvalPriority` (the one rule), never restated here.
 */
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

/**
 * The inbox's order: the highest priority first, then the earliest due date (items without one after
 * those with one), then the one waiting longest, then by company and id (a stable order for pages).
 */
export function compareInboxItems(a: InboxItem, b: InboxItem): number {
  return (
    rank(b.priority) - rank(a.priority) ||
    (a.due_date ?? '9999-12-31').localeCompare(b.due_date ?? '9999-12-31') ||
    a.created_at.localeCompare(b.created_at) ||
    a.company_id.localeCompare(b.company_id) ||
    a.type.localeCompare(b.type) ||
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
 * (priority Urgent or status submitted, `isUrgentItem`).
 */
export function inboxStats(items: readonly InboxItem[]): InboxStats {
  const cents = new Map<string, number>();
  let urgent = 0;
  for (const item of items) {
    cents.set(item.currency, (cents.get(item.currency) ?? 0) + Math.round(item.amount * 100));
    if (isUrgentItem(item)) urgent += 1;
  }
  return {
    total_pending: items.length,
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
