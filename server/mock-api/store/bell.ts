import { formatMoney } from '../../../src/domain/amounts.ts';
import type { MockDatabase, StoredExpense, StoredFundingRequest, StoredSpendRequest } from './types.ts';

/**
 * The bell's notifiers, written once for the API's writes (through policy/) and the seed, which rings
 * the bell of its seeded records by the same events (store/seed/notifications.ts).
 */

/**
 * A bell notification for the account of a person of a company (nothing when the person has no
 * account there), with a link (`cta`) to what it is about.
 */
export function notifyPerson(
  db: MockDatabase,
  companyId: string,
  memberId: number,
  title: string,
  cta: string | null,
  now = new Date(),
): void {
  const membership = db.memberships.find((row) => row.member_id === memberId && row.company_id === companyId);
  if (!membership) return;
  db.notifications.push({
    id: db.notifications.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    user_id: membership.user_id,
    company_id: companyId,
    created_at: now.toISOString(),
    read_at: null,
    data: { title, additional_data: { cta } },
  });
}

/** A bell notification for the requester about the decision, linking to the request's own address (`/funds/overview/{id}`). */
export function notifyRequester(db: MockDatabase, row: StoredFundingRequest, title: string, at: string): void {
  db.notifications.push({
    id: db.notifications.reduce((max, entry) => Math.max(max, entry.id), 0) + 1,
    user_id: row.requested_by.id,
    company_id: row.company_id,
    created_at: at,
    read_at: null,
    data: { title, additional_data: { cta: `/funds/overview/${row.id}` } },
  });
}

/** A bell notification for the spender's account in the company (if it has one), linking to the expense. */
export function notifySpender(db: MockDatabase, expense: StoredExpense, title: string, now = new Date()): void {
  notifyPerson(db, expense.company_id, expense.member_id, title, `/expenses/overview/${expense.id}`, now);
}

/** The spender's bell text when their expense is approved or rejected (with the rejection's reason). */
export function expenseDecisionNotice(expense: StoredExpense, decision: 'approve' | 'reject'): string {
  const named = `${expense.merchant} (${formatMoney(expense.amount, expense.currency)})`;
  return decision === 'approve'
    ? `Your expense at ${named} was approved.`
    : `Your expense at ${named} was rejected: ${expense.rejection_reason}`;
}

/** The requester's bell text when their card or limit request is approved or declined. */
export function spendRequestNotice(row: StoredSpendRequest): string {
  const what =
    row.kind === 'card'
      ? `Your ${row.card_type ?? ''} card request`.replace('  ', ' ')
      : `Your limit request (${formatMoney(row.new_amount ?? 0, row.currency)})`;
  return row.status === 'approved' ? `${what} was approved.` : `${what} was declined: ${row.decline_reason ?? ''}`;
}

/** The requester's bell text when their funding request is decided (`money` formatted, `target` named). */
export function fundingDecisionNotice(
  decision: { status: 'approved' | 'declined'; by: string; reason: string | null },
  money: string,
  target: string,
): string {
  return decision.status === 'approved'
    ? `${decision.by} approved your funding request of ${money} for ${target}.`
    : `${decision.by} declined your funding request of ${money} for ${target}: ${decision.reason ?? ''}`;
}
