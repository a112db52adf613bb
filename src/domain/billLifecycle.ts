/**
 * The bill lifecycle (issue 13): two status machines kept apart, so the app offers only the buttons
 * that can work and the mock API refuses every other change (a 422 naming both statuses, nothing
 * changed). One rule, both sides (model: `expenseLifecycle.ts`).
 *
 * Approval: draft → pending_approval → approved or rejected (with a reason); a pending bill can be
 * recalled to draft, a rejected one reopened as a draft. Only a draft can be changed.
 *
 * Payment: unpaid → scheduled (a person pays it from the company wallet) → processing → paid,
 * partially_paid (less than what was outstanding was paid) or failed (the system); a failed or
 * partially paid bill can be scheduled again. Only an approved bill, not on hold and not void, is paid.
 *
 * Beside both: hold and release (a held bill cannot be paid), and void (nothing paid or on its way).
 * Overdue is derived from the due date (a Dubai day), never stored.
 */
import { toCents } from './cents';
import type { BillApprovalStatus, BillPaymentStatus } from './contractLists';

export type BillApprovalStepKind = 'submit' | 'approve' | 'reject' | 'recall' | 'reopen';
export type BillPaymentStepKind = 'schedule' | 'process' | 'settle';

const APPROVAL_STEPS: Readonly<Record<BillApprovalStatus, Partial<Record<BillApprovalStatus, BillApprovalStepKind>>>> = {
  draft: { pending_approval: 'submit' },
  pending_approval: { approved: 'approve', rejected: 'reject', draft: 'recall' },
  approved: {},
  rejected: { draft: 'reopen' },
};

const PAYMENT_STEPS: Readonly<Record<BillPaymentStatus, Partial<Record<BillPaymentStatus, BillPaymentStepKind>>>> = {
  unpaid: { scheduled: 'schedule' },
  scheduled: { processing: 'process' },
  processing: { paid: 'settle', partially_paid: 'settle', failed: 'settle' },
  paid: {},
  failed: { scheduled: 'schedule' },
  partially_paid: { scheduled: 'schedule' },
};

export const nextBillApprovalStatuses = (from: BillApprovalStatus): BillApprovalStatus[] =>
  Object.keys(APPROVAL_STEPS[from]) as BillApprovalStatus[];

export const billApprovalStepKind = (from: BillApprovalStatus, to: BillApprovalStatus): BillApprovalStepKind | null =>
  APPROVAL_STEPS[from]?.[to] ?? null;

export const nextBillPaymentStatuses = (from: BillPaymentStatus): BillPaymentStatus[] =>
  Object.keys(PAYMENT_STEPS[from]) as BillPaymentStatus[];

export const billPaymentStepKind = (from: BillPaymentStatus, to: BillPaymentStatus): BillPaymentStepKind | null =>
  PAYMENT_STEPS[from]?.[to] ?? null;

/** The permission each approval step needs. */
export const APPROVAL_STEP_PERMISSIONS: Readonly<Record<BillApprovalStepKind, string>> = {
  submit: 'update bills',
  recall: 'update bills',
  reopen: 'update bills',
  approve: 'approve bills',
  reject: 'approve bills',
};

/** What the rules read of a bill. */
export type BillState = {
  approval_status: BillApprovalStatus;
  payment_status: BillPaymentStatus;
  is_on_hold: boolean;
  is_void: boolean;
  total: number;
  /** Total less what is paid or on its way. */
  outstanding: number;
  created_by: { id: number | null };
  last_edited_by: { id: number | null };
};

export type BillActor = {
  /** The signed-in account's id. */
  userId: number;
  holds: (permission: string) => boolean;
};

export type BillStepRefusal =
  | { reason: 'not_allowed'; from: string; to: string } // 422: the machine has no such step
  | { reason: 'void' } // 422: a void bill changes no more
  | { reason: 'permission'; permission: string } // 403
  | { reason: 'own_bill' } // 403: whoever created or last edited a bill does not approve it
  | { reason: 'reason_required' } // 422: a rejection says why
  | { reason: 'not_approved'; approval: BillApprovalStatus } // 422: only an approved bill is paid
  | { reason: 'on_hold' } // 422
  | { reason: 'nothing_outstanding' }; // 422

/** Whether the person made or last changed the bill (then they may not approve or reject it). */
export const isOwnBill = (bill: Pick<BillState, 'created_by' | 'last_edited_by'>, userId: number): boolean =>
  bill.created_by.id === userId || bill.last_edited_by.id === userId;

/** Whether this person may move the bill's approval to `to` now; null when they may. */
export function refuseBillApprovalStep(
  bill: BillState,
  to: BillApprovalStatus,
  actor: BillActor,
  reason?: string | null,
): BillStepRefusal | null {
  const from = bill.approval_status;
  const kind = billApprovalStepKind(from, to);
  if (!kind) return { reason: 'not_allowed', from, to };
  if (bill.is_void) return { reason: 'void' };
  const permission = APPROVAL_STEP_PERMISSIONS[kind];
  if (!actor.holds(permission)) return { reason: 'permission', permission };
  if ((kind === 'approve' || kind === 'reject') && isOwnBill(bill, actor.userId)) return { reason: 'own_bill' };
  if (kind === 'reject' && !reason?.trim()) return { reason: 'reason_required' };
  return null;
}

/** The approval steps this person may take now (the detail's buttons). */
export const personBillApprovalSteps = (bill: BillState, actor: BillActor): BillApprovalStatus[] =>
  nextBillApprovalStatuses(bill.approval_status).filter((to) => refuseBillApprovalStep(bill, to, actor, 'x') === null);

/** Whether a person may schedule a payment of the bill now (the permission is checked by the caller); null when so. */
export function refuseBillPayment(bill: BillState): BillStepRefusal | null {
  if (!billPaymentStepKind(bill.payment_status, 'scheduled')) return { reason: 'not_allowed', from: bill.payment_status, to: 'scheduled' };
  if (bill.is_void) return { reason: 'void' };
  if (bill.approval_status !== 'approved') return { reason: 'not_approved', approval: bill.approval_status };
  if (bill.is_on_hold) return { reason: 'on_hold' };
  if (bill.outstanding <= 0) return { reason: 'nothing_outstanding' };
  return null;
}

/** A payment on its way: its money has left the wallet and it is not settled yet. */
export const isPaymentInFlight = (status: BillPaymentStatus): boolean => status === 'scheduled' || status === 'processing';

/** Whether the bill can be put on hold: not void, not paid, no payment on its way. */
export const canHoldBill = (bill: Pick<BillState, 'is_void' | 'is_on_hold' | 'payment_status'>): boolean =>
  !bill.is_void && !bill.is_on_hold && bill.payment_status !== 'paid' && !isPaymentInFlight(bill.payment_status);

/** Whether the bill can be voided: nothing paid and nothing on its way (payment unpaid or failed). */
export const canVoidBill = (bill: Pick<BillState, 'is_void' | 'payment_status'>): boolean =>
  !bill.is_void && (bill.payment_status === 'unpaid' || bill.payment_status === 'failed');

/** Only a draft that is not void can be changed (or deleted). */
export const isBillEditable = (bill: Pick<BillState, 'approval_status' | 'is_void'>): boolean =>
  bill.approval_status === 'draft' && !bill.is_void;

/**
 * What makes a bill's documents part of the record, or null while they may still be removed: a
 * payment that went out or is on its way names itself (`scheduled`, `processing`, `paid`,
 * `partially_paid`), else an approved bill is `approved` (a failed payment leaves it approved). From
 * then on a document can only be superseded by a new version, never removed (issue 33).
 */
export function billDocumentsLock(
  bill: Pick<BillState, 'approval_status' | 'payment_status'>,
): { family: 'bill_approval'; status: 'approved' } | { family: 'bill_payment'; status: BillPaymentStatus } | null {
  if (bill.payment_status !== 'unpaid' && bill.payment_status !== 'failed') return { family: 'bill_payment', status: bill.payment_status };
  if (bill.approval_status === 'approved') return { family: 'bill_approval', status: 'approved' };
  return null;
}

export type AttachmentRefusal =
  | { reason: 'void' } // 422: a void bill changes no more
  | { reason: 'documents_locked'; status: string } // 422: approved or later: supersede, never remove
  | { reason: 'not_attachment' } // 422 on `supersedes`: not one of the bill's files
  | { reason: 'already_superseded'; file_name: string }; // 422 on `supersedes`: only the current version is replaced

type AttachmentState = { id: number; file_name: string; superseded_at: string | null };

/** Whether a document of the bill may be removed now; null when it may. */
export function refuseAttachmentRemoval(bill: Pick<BillState, 'approval_status' | 'payment_status' | 'is_void'>): AttachmentRefusal | null {
  if (bill.is_void) return { reason: 'void' };
  const lock = billDocumentsLock(bill);
  return lock ? { reason: 'documents_locked', status: lock.status } : null;
}

/** Whether a new version may replace attachment `id` of the bill (whatever the bill's status); null when it may. */
export function refuseSupersede(
  bill: Pick<BillState, 'is_void'>,
  attachments: readonly AttachmentState[],
  id: number,
): AttachmentRefusal | null {
  if (bill.is_void) return { reason: 'void' };
  const attachment = attachments.find((candidate) => candidate.id === id);
  if (!attachment) return { reason: 'not_attachment' };
  if (attachment.superseded_at !== null) return { reason: 'already_superseded', file_name: attachment.file_name };
  return null;
}

/** The current documents of a bill (superseded versions stay in the list beside them). */
export const currentAttachments = <Attachment extends { superseded_at: string | null }>(attachments: readonly Attachment[]): Attachment[] =>
  attachments.filter((attachment) => attachment.superseded_at === null);

/** Overdue: the due date (a day) is before today (a Dubai day) and the bill is neither paid nor void. */
export const isBillOverdue = (bill: { due_date: string; payment_status: BillPaymentStatus; is_void: boolean }, today: string): boolean =>
  !bill.is_void && bill.payment_status !== 'paid' && bill.due_date < today;

/** An invoice number as the duplicate rule compares it: case and spaces ignored. */
export const invoiceKey = (invoiceNumber: string): string => invoiceNumber.toLowerCase().replace(/\s+/g, '');

/**
 * The earlier bill a bill may duplicate: the first (lowest id) other bill, not void, with the same
 * vendor and invoice number (case and spaces ignored); null when none.
 */
export function findDuplicateBill<Bill extends { id: number; vendor_id: number; invoice_number: string; is_void: boolean }>(
  bills: readonly Bill[],
  candidate: { id?: number; vendor_id: number; invoice_number: string },
): Bill | null {
  const key = invoiceKey(candidate.invoice_number);
  if (key === '') return null;
  let first: Bill | null = null;
  for (const bill of bills) {
    if (bill.id === candidate.id || bill.is_void || bill.vendor_id !== candidate.vendor_id) continue;
    if (invoiceKey(bill.invoice_number) !== key) continue;
    if (!first || bill.id < first.id) first = bill;
  }
  return first;
}

/** The start of a Dubai day (UTC+4) as an instant. */
const dubaiDayStart = (day: string): number => Date.parse(`${day}T00:00:00+04:00`);

/**
 * Where a scheduled payment is at `now`: it turns processing one step after it was scheduled, but
 * not before its day (Dubai) begins, and settles one step later. `stepMs` is the mock's timing
 * option (0: it moves on at the next read).
 */
export function paymentProgress(
  payment: { scheduled_at: string; scheduled_for: string },
  now: Date,
  stepMs: number,
): { status: 'scheduled' | 'processing' | 'settled'; processingAt: number; settlesAt: number } {
  const processingAt = Math.max(Date.parse(payment.scheduled_at) + stepMs, dubaiDayStart(payment.scheduled_for));
  const settlesAt = processingAt + stepMs;
  const at = now.getTime();
  const status = at >= settlesAt ? 'settled' : at >= processingAt ? 'processing' : 'scheduled';
  return { status, processingAt, settlesAt };
}

/** The payment status a bill's payments make: one on its way decides; else what is paid against the total. */
export function billPaymentStatusOf(
  payments: readonly { amount: number; status: 'scheduled' | 'processing' | 'paid' | 'failed' }[],
  total: number,
): BillPaymentStatus {
  if (payments.some((payment) => payment.status === 'processing')) return 'processing';
  if (payments.some((payment) => payment.status === 'scheduled')) return 'scheduled';
  const paid = payments.filter((payment) => payment.status === 'paid').reduce((sum, payment) => sum + payment.amount, 0);
  if (paid > 0 && toCents(paid) >= toCents(total)) return 'paid';
  const last = payments[payments.length - 1];
  if (last?.status === 'failed') return 'failed';
  return paid > 0 ? 'partially_paid' : 'unpaid';
}

/** Total less what is paid or on its way, to 2 decimals. */
export function billOutstanding(payments: readonly { amount: number; status: string }[], total: number): number {
  const taken = payments.filter((payment) => payment.status !== 'failed').reduce((sum, payment) => sum + toCents(payment.amount), 0);
  return Math.max(0, toCents(total) - taken) / 100;
}

/** The steps in a bill's list that the list follows without a reload (a payment on its way moves by itself). */
export const hasPaymentInFlight = (bills: readonly { payment_status: BillPaymentStatus }[]): boolean =>
  bills.some((bill) => isPaymentInFlight(bill.payment_status));
