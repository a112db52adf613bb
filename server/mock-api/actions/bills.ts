import type { BillBulkDecision, BillHoldWrite, BillWrite } from '../../../src/api/schema.d.ts';
import {
  canHoldBill,
  canVoidBill,
  isBillEditable,
  refuseBillApprovalStep,
  type BillStepRefusal,
} from '../../../src/domain/billLifecycle.ts';
import type { BillApprovalStatus } from '../../../src/domain/contractLists.ts';
import { ApiError, forbidden, notFound, rejectInvalid, validationFailed } from '../http/errors.ts';
import {
  billActor,
  billFields,
  billPurchaseOrder,
  billRefusalMessage,
  billState,
  billStatusWords,
  billWriteErrors,
  companyBills,
  duplicateOfId,
  moveApprovalStatus,
  recordBillActivity,
  refuseLockedBill,
} from '../policy/bills.ts';
import { linkBillToEmail, sourceEmail, sourceEmailErrors } from '../policy/invoiceToBill.ts';
import { isPermitted } from '../policy/permissions.ts';
import type { StoredBill } from '../store/types.ts';
import type { Actor } from './actor.ts';

/** A refused step: 403 for who may not take it, else a 422 on `field`; nothing changed. */
export function refuseBillStep(row: StoredBill, refusal: BillStepRefusal, field = 'status'): never {
  const message = billRefusalMessage(row, refusal);
  if (refusal.reason === 'permission' || refusal.reason === 'own_bill') throw forbidden(message);
  throw validationFailed({ [refusal.reason === 'reason_required' ? 'reason' : field]: [message] });
}

/** A new draft bill of the company (422 naming the fields; a bill made from an e-mail is linked to it). */
export function recordBill(actor: Actor, body: BillWrite): StoredBill {
  const { db, user, company } = actor;
  rejectInvalid({ ...billWriteErrors(body, db, company.id), ...sourceEmailErrors(db, company.id, body) });
  const now = actor.store.now().toISOString();
  const by = billActor(user);
  const fields = billFields(body, db);
  const row: StoredBill = {
    id: actor.store.nextId(db.bills),
    company_id: company.id,
    ...fields,
    paid_amount: 0,
    approval_status: 'draft',
    payment_status: 'unpaid',
    rejection_reason: null,
    is_on_hold: false,
    hold_reason: null,
    is_void: false,
    void_reason: null,
    duplicate_of_id: duplicateOfId(companyBills(db, company.id), fields),
    attachments: [],
    payments: [],
    approval_history: [{ at: now, from: null, to: 'draft', by: by.name, reason: null, amount: null }],
    payment_history: [{ at: now, from: null, to: 'unpaid', by: by.name, reason: null, amount: null }],
    activity: [{ at: now, kind: 'created', by: by.name, text: body.source }],
    created_by: by,
    last_edited_by: by,
    created_at: now,
    updated_at: now,
  };
  const email = sourceEmail(db, company.id, body);
  if (email) linkBillToEmail(row, email, by.name, now);
  db.bills.push(row);
  return row;
}

const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>): string[] =>
  Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));

/** Changes a draft bill (422 for any other, or in a locked period); the trail names the changed fields. */
export function updateBill(actor: Actor, row: StoredBill, body: BillWrite): void {
  const { db, user, company } = actor;
  if (!isBillEditable(row))
    throw validationFailed({
      approval_status: [
        row.is_void
          ? `Bill ${row.invoice_number} is void; it can no longer change.`
          : `Bill ${row.invoice_number} is ${billStatusWords(row.approval_status)}; only a draft bill can be changed.`,
      ],
    });
  refuseLockedBill(db, row, 'changed');
  rejectInvalid(billWriteErrors(body, db, company.id));
  const fields = billFields(body, db);
  const changed = changedFields(row as unknown as Record<string, unknown>, fields);
  Object.assign(row, fields);
  const now = actor.store.now().toISOString();
  row.last_edited_by = billActor(user);
  row.updated_at = now;
  row.duplicate_of_id = duplicateOfId(companyBills(db, company.id), row);
  recordBillActivity(row, 'updated', row.last_edited_by.name, changed.join(', ') || null, now);
}

/** Deletes a draft bill without payments (422 otherwise); bills marked as its duplicates lose the mark. */
export function deleteBill({ db }: Actor, row: StoredBill): void {
  if (!isBillEditable(row) || row.payments.length > 0)
    throw validationFailed({
      approval_status: [`Bill ${row.invoice_number} is ${billStatusWords(row.approval_status)}; only a draft bill can be deleted.`],
    });
  refuseLockedBill(db, row, 'deleted');
  db.bills.splice(db.bills.indexOf(row), 1);
  for (const other of db.bills) if (other.duplicate_of_id === row.id) other.duplicate_of_id = null;
}

/** One approval step, as the rule says (shared by one decision, bulk decisions and the portfolio's inbox). */
export function takeApprovalStep(actor: Actor, row: StoredBill, to: BillApprovalStatus, reason: string | undefined): void {
  const { db, user, company } = actor;
  const refusal = refuseBillApprovalStep(
    billState(row),
    to,
    { userId: user.id, holds: (permission) => isPermitted(db, user, company.id, permission) },
    reason,
  );
  if (refusal) refuseBillStep(row, refusal);
  const now = actor.store.now();
  const by = billActor(user).name;
  moveApprovalStatus(row, to, by, now.toISOString(), to === 'rejected' ? reason!.trim() : null);
  row.rejection_reason = to === 'rejected' ? reason!.trim() : null;
  row.updated_at = now.toISOString();
  if (to === 'approved') billPurchaseOrder(db, row, 1, by, now);
}

/** Approves or rejects several bills, each by its own rule: the ones done and, in English, why the others were not. */
export function decideBills(actor: Actor, { ids, decision, reason }: BillBulkDecision) {
  if (decision === 'reject' && !reason?.trim()) throw validationFailed({ reason: ['Say why the bills are rejected.'] });
  const done: number[] = [];
  const failed: { id: number; message: string }[] = [];
  for (const id of ids) {
    const row = actor.db.bills.find((candidate) => candidate.id === id && candidate.company_id === actor.company.id);
    try {
      if (!row) throw notFound('This bill was not found in this company.');
      takeApprovalStep(actor, row, decision === 'approve' ? 'approved' : 'rejected', reason);
      done.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      failed.push({ id, message: Object.values(error.errors ?? {})[0]?.[0] ?? error.message });
    }
  }
  return { done, failed };
}

/** Puts a bill on hold (with an optional reason) or releases it (422 when that is not its state). */
export function holdBill(actor: Actor, row: StoredBill, { on_hold: onHold, reason }: BillHoldWrite): void {
  if (onHold && !canHoldBill(row))
    throw validationFailed({
      on_hold: [
        row.is_on_hold
          ? `Bill ${row.invoice_number} is already on hold.`
          : `Bill ${row.invoice_number} cannot be put on hold: it is ${row.is_void ? 'void' : billStatusWords(row.payment_status)}.`,
      ],
    });
  if (!onHold && !row.is_on_hold) throw validationFailed({ on_hold: [`Bill ${row.invoice_number} is not on hold.`] });
  const now = actor.store.now().toISOString();
  row.is_on_hold = onHold;
  row.hold_reason = onHold ? reason?.trim() || null : null;
  row.updated_at = now;
  recordBillActivity(row, onHold ? 'held' : 'released', billActor(actor.user).name, onHold ? row.hold_reason : null, now);
}

/** Voids a bill with a reason (422 once paid or in a locked period); an approved bill gives its purchase order back. */
export function voidBill(actor: Actor, row: StoredBill, reason: string): void {
  if (!canVoidBill(row))
    throw validationFailed({
      status: [
        row.is_void
          ? `Bill ${row.invoice_number} is already void.`
          : `Bill ${row.invoice_number} cannot be voided: its payment is ${billStatusWords(row.payment_status)}.`,
      ],
    });
  refuseLockedBill(actor.db, row, 'voided');
  if (!reason.trim()) throw validationFailed({ reason: ['Say why the bill is voided.'] });
  const now = actor.store.now();
  const by = billActor(actor.user).name;
  row.is_void = true;
  row.void_reason = reason.trim();
  row.is_on_hold = false;
  row.updated_at = now.toISOString();
  recordBillActivity(row, 'voided', by, row.void_reason, row.updated_at);
  if (row.approval_status === 'approved') billPurchaseOrder(actor.db, row, -1, by, now);
}
