/**
 * The priority of an item waiting for approval (issue 15, §3: Low, Medium, High, Urgent): a pure rule
 * from its due date and its amount, the same wherever approvals are listed or summed.
 *
 * 1. By the due date (Dubai days from today): overdue → Urgent; due within 2 days → High; within
 *    7 days → Medium; later, or no due date → Low.
 * 2. By the amount (in AED, or the amount itself when no rate is known): from 100,000 the priority
 *    rises one level; from 500,000 it is Urgent whatever the date.
 */
export type ApprovalPriority = 'low' | 'medium' | 'high' | 'urgent';

export const APPROVAL_PRIORITIES: readonly ApprovalPriority[] = ['low', 'medium', 'high', 'urgent'];

/** Amounts (AED) from which the priority rises one level, or becomes Urgent. */
export const RAISE_FROM_AMOUNT = 100_000;
export const URGENT_FROM_AMOUNT = 500_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `dueDate` (both `YYYY-MM-DD`); negative when overdue. */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

function byDueDate(dueDate: string | null, today: string): ApprovalPriority {
  if (dueDate === null) return 'low';
  const days = daysUntil(dueDate, today);
  if (days < 0) return 'urgent';
  if (days <= 2) return 'high';
  if (days <= 7) return 'medium';
  return 'low';
}

/** The item's priority from its due date (null: none) and amount, on `today` (a Dubai day). */
export function approvalPriority(item: { dueDate: string | null; amount: number }, today: string): ApprovalPriority {
  if (item.amount >= URGENT_FROM_AMOUNT) return 'urgent';
  const base = byDueDate(item.dueDate, today);
  if (item.amount < RAISE_FROM_AMOUNT) return base;
  return APPROVAL_PRIORITIES[Math.min(APPROVAL_PRIORITIES.indexOf(base) + 1, APPROVAL_PRIORITIES.length - 1)];
}

/**
 * An item counts as urgent when its priority is Urgent: overdue, or from URGENT_FROM_AMOUNT. §7's sample stats also
 * counted every item still only submitted, which in a real inbox is most of it (101 of 151 in the seed: issue 35), so
 * the figure said nothing; the status stays a filter of its own.
 */
export const isUrgentItem = (item: { priority: ApprovalPriority; status: string }): boolean => item.priority === 'urgent';
