/**
 * The purchase order lifecycle (issue 11): which status may follow which, and what kind of step
 * each one is, so the app offers only the buttons that can work and the mock API refuses every
 * other change with a 422 naming both statuses. One rule, both sides (model: `expenseLifecycle.ts`).
 *
 * - draft → open (submitted to the vendor); only a draft can be changed or deleted;
 * - open → partially_billed → fully_billed as bills are recorded against it (the bills issue);
 * - open, partially_billed or fully_billed → closed (nothing more is expected);
 * - a draft, or an open order with nothing billed, → cancelled;
 * - an open order with no activity for 90 days closes by itself (`isStale`).
 */
import type { PurchaseOrderStatus } from './contractLists';

/** What a step is, which says who takes it. */
export type PurchaseOrderStepKind =
  | 'submit' // a person sends the draft to the vendor
  | 'bill' // bills recorded against the order (the system, from bills)
  | 'close' // a person (or the 90-day rule) closes it
  | 'cancel'; // a person cancels it before anything is billed

const STEPS: Readonly<Record<PurchaseOrderStatus, Partial<Record<PurchaseOrderStatus, PurchaseOrderStepKind>>>> = {
  draft: { open: 'submit', cancelled: 'cancel' },
  open: { partially_billed: 'bill', fully_billed: 'bill', closed: 'close', cancelled: 'cancel' },
  partially_billed: { fully_billed: 'bill', closed: 'close' },
  fully_billed: { closed: 'close' },
  closed: {},
  cancelled: {},
};

/** The statuses a purchase order of this status may move to, in the order above. */
export function nextPurchaseOrderStatuses(from: PurchaseOrderStatus): PurchaseOrderStatus[] {
  return Object.keys(STEPS[from]) as PurchaseOrderStatus[];
}

/** The kind of the step from one status to another; null when the lifecycle does not allow it. */
export function purchaseOrderStepKind(from: PurchaseOrderStatus, to: PurchaseOrderStatus): PurchaseOrderStepKind | null {
  return STEPS[from]?.[to] ?? null;
}

/** A status nothing can change any more. */
export const isFinalPurchaseOrderStatus = (status: PurchaseOrderStatus): boolean => nextPurchaseOrderStatuses(status).length === 0;

/** Only a draft can be changed or deleted; after it is submitted, it is cancelled or closed instead. */
export const isPurchaseOrderEditable = (status: PurchaseOrderStatus): boolean => status === 'draft';

export type PurchaseOrderState = { status: PurchaseOrderStatus; billed_amount: number };

export type PurchaseOrderStepRefusal =
  | { reason: 'not_allowed'; from: PurchaseOrderStatus; to: PurchaseOrderStatus } // the lifecycle has no such step
  | { reason: 'billing_only'; from: PurchaseOrderStatus; to: PurchaseOrderStatus } // billed statuses follow bills
  | { reason: 'billed'; from: PurchaseOrderStatus; to: PurchaseOrderStatus }; // an order with billed amounts is closed, not cancelled

/** Whether a person may move this purchase order to `to` now; null when they may (each refusal is a 422). */
export function refusePurchaseOrderStep(po: PurchaseOrderState, to: PurchaseOrderStatus): PurchaseOrderStepRefusal | null {
  const from = po.status;
  const kind = purchaseOrderStepKind(from, to);
  if (!kind) return { reason: 'not_allowed', from, to };
  if (kind === 'bill') return { reason: 'billing_only', from, to };
  if (kind === 'cancel' && po.billed_amount > 0) return { reason: 'billed', from, to };
  return null;
}

/** The statuses a person may move this purchase order to now (the detail's and the row's buttons). */
export const personPurchaseOrderSteps = (po: PurchaseOrderState): PurchaseOrderStatus[] =>
  nextPurchaseOrderStatuses(po.status).filter((to) => refusePurchaseOrderStep(po, to) === null);

/** The status billing moves an order to: nothing billed → open, less than the total → partially, else fully billed. */
export function billedStatus(billedAmount: number, total: number): PurchaseOrderStatus {
  if (billedAmount <= 0) return 'open';
  return billedAmount < total ? 'partially_billed' : 'fully_billed';
}

/** Days without activity after which an open order closes by itself. */
export const STALE_AFTER_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * Whether an open order has had no activity (a change, a step, a bill) for 90 days or more on
 * `today`, so it closes by itself. Only an open order goes stale: a billed one waits for its bills.
 */
export function isStale(po: { status: PurchaseOrderStatus; last_activity_at: string }, today: Date): boolean {
  if (po.status !== 'open') return false;
  const last = Date.parse(po.last_activity_at);
  return Number.isFinite(last) && today.getTime() - last >= STALE_AFTER_DAYS * DAY_MS;
}
