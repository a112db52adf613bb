import type { Bill, BillActivity, BillWrite } from '../../../src/api/schema.d.ts';
import {
  billOutstanding,
  findDuplicateBill,
  isBillOverdue,
  type AttachmentRefusal,
  type BillStepRefusal,
} from '../../../src/domain/billLifecycle.ts';
import { BILL_SOURCES, CURRENCIES, type BillApprovalStatus } from '../../../src/domain/contractLists.ts';
import { billedStatus, purchaseOrderStepKind } from '../../../src/domain/purchaseOrderLifecycle.ts';
import { MAX_LINES_TOTAL, exceedsLinesMaximum, lineTotals } from '../../../src/domain/lineTotals.ts';
import { isLocked } from '../../../src/domain/accountingLock.ts';
import { syncStateOf } from '../../../src/domain/accountingSync.ts';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredBill, StoredBillLine, StoredUser } from '../store/types.ts';
import { checkAmount, checkDay, checkNumber, checkOneOf, checkText } from './catalogues.ts';
import { roundCents } from '../../../src/domain/cents.ts';

const QUANTITY = { required: true, min: 0.001, max: 1_000_000, decimals: 3 } as const;

/** 'pending_approval' → 'pending approval', for messages. */
export const billStatusWords = (status: string): string => status.replace(/_/g, ' ');

const companyRow = <Row extends { id: number; company_id: string }>(rows: readonly Row[], id: unknown, companyId: string) =>
  id === null || id === undefined ? undefined : rows.find((row) => row.id === id && row.company_id === companyId);

export const billActor = (user: StoredUser) => ({ id: user.id, name: `${user.first_name} ${user.last_name}` });

/**
 * The create and change rule of a bill: an active vendor of the company not on hold; an invoice
 * number; a due date on or after the invoice date; each line (`lines.<n>.<field>`) a description,
 * a quantity, a unit price, an active tax rate, and an active category and project of the company or
 * none; the total (`lineTotals`, the one rule) at most 10,000,000; an optional purchase order of the
 * same vendor and currency, open or partially billed.
 */
export function billWriteErrors(body: BillWrite, db: MockDatabase, companyId: string): FieldErrors {
  const errors: FieldErrors = {};
  const vendor = companyRow(db.counterparts, body.vendor_id, companyId);
  if (!vendor || vendor.status !== 'active') errors.vendor_id = ['The vendor must be an active counterpart of the company.'];
  else if (vendor.is_on_hold) errors.vendor_id = [`${vendor.name} is on hold; no new bills can be recorded for it.`];
  checkText(errors, 'invoice_number', body.invoice_number, { required: true, max: 60 });
  checkDay(errors, 'invoice_date', body.invoice_date);
  checkDay(errors, 'due_date', body.due_date);
  if (!errors.invoice_date && !body.invoice_date) errors.invoice_date = ['The invoice date field is required.'];
  if (!errors.due_date && !body.due_date) errors.due_date = ['The due date field is required.'];
  if (!errors.invoice_date && !errors.due_date && body.due_date < body.invoice_date)
    errors.due_date = ['The due date must be on or after the invoice date.'];
  checkOneOf(errors, 'currency', body.currency, CURRENCIES);
  checkOneOf(errors, 'source', body.source, BILL_SOURCES);
  checkText(errors, 'notes', body.notes, { max: 1000 });
  const lines = Array.isArray(body.lines) ? body.lines : [];
  if (lines.length === 0) errors.lines = ['A bill needs at least one line.'];
  else if (lines.length > 100) errors.lines = ['A bill may have at most 100 lines.'];
  lines.forEach((line, index) => {
    const field = (name: string) => `lines.${index}.${name}`;
    checkText(errors, field('description'), line.description, { required: true, max: 200 });
    checkNumber(errors, field('quantity'), line.quantity, QUANTITY);
    checkAmount(errors, field('unit_price'), line.unit_price, true);
    const rate = companyRow(db.taxRates, line.tax_rate_id, companyId);
    if (!rate || rate.status !== 'active') errors[field('tax_rate_id')] = ['The VAT rate must be an active tax rate of the company.'];
    if (line.category_id !== null && line.category_id !== undefined) {
      const category = companyRow(db.categories, line.category_id, companyId);
      if (!category || category.status !== 'active')
        errors[field('category_id')] = ['The category must be an active category of the company.'];
    }
    if (line.project_id !== null && line.project_id !== undefined) {
      const project = companyRow(db.projects, line.project_id, companyId);
      if (!project || project.status !== 'active') errors[field('project_id')] = ['The project must be an active project of the company.'];
    }
  });
  if (!Object.keys(errors).some((key) => key.startsWith('lines'))) {
    const { total } = lineTotals(lines.map((line) => ({ ...line, vat_rate: vatRateOf(db, line.tax_rate_id) })));
    if (exceedsLinesMaximum(total)) errors.total = [`The total may not be greater than ${MAX_LINES_TOTAL.toLocaleString('en')}.`];
  }
  if (body.purchase_order_id !== null && body.purchase_order_id !== undefined) {
    const order = companyRow(db.purchaseOrders, body.purchase_order_id, companyId);
    if (!order) errors.purchase_order_id = ['The purchase order must be one of the company’s.'];
    else if (order.vendor_id !== body.vendor_id) errors.purchase_order_id = [`${order.number} is another vendor’s order.`];
    else if (order.currency !== body.currency)
      errors.purchase_order_id = [`${order.number} is in ${order.currency}, the bill in ${body.currency}.`];
    else if (order.status !== 'open' && order.status !== 'partially_billed')
      errors.purchase_order_id = [
        `${order.number} is ${billStatusWords(order.status)}; only an open or partially billed order takes bills.`,
      ];
  }
  return errors;
}

const vatRateOf = (db: MockDatabase, taxRateId: number): number => db.taxRates.find((rate) => rate.id === taxRateId)?.rate ?? 0;

/** The stored fields of a valid write: its lines with VAT rates and amounts, and the totals. */
export function billFields(body: BillWrite, db: MockDatabase) {
  const rated = body.lines.map((line) => ({ ...line, vat_rate: vatRateOf(db, line.tax_rate_id) }));
  const totals = lineTotals(rated);
  const lines: StoredBillLine[] = rated.map((line, index) => ({
    description: line.description.trim(),
    quantity: line.quantity,
    unit_price: line.unit_price,
    tax_rate_id: line.tax_rate_id,
    vat_rate: line.vat_rate,
    category_id: line.category_id ?? null,
    project_id: line.project_id ?? null,
    ...totals.lines[index],
  }));
  return {
    vendor_id: body.vendor_id,
    invoice_number: body.invoice_number.trim(),
    invoice_date: body.invoice_date,
    due_date: body.due_date,
    currency: body.currency,
    lines,
    subtotal: totals.subtotal,
    vat_total: totals.vat_total,
    total: totals.total,
    purchase_order_id: body.purchase_order_id ?? null,
    source: body.source,
    notes: body.notes?.trim() || null,
  };
}

/** The company's bills (one pass; a big company's list reads it once per request). */
export const companyBills = (db: MockDatabase, companyId: string): StoredBill[] => db.bills.filter((row) => row.company_id === companyId);

/** The earlier bill this one may duplicate (the one rule, `findDuplicateBill`), as its id. */
export const duplicateOfId = (
  companyRows: readonly StoredBill[],
  row: Pick<StoredBill, 'vendor_id' | 'invoice_number'> & { id?: number },
) => findDuplicateBill(companyRows, row)?.id ?? null;

export function recordBillActivity(row: StoredBill, kind: BillActivity['kind'], by: string | null, text: string | null, at: string): void {
  row.activity.push({ at, kind, by, text });
}

/** The names of a stored line's category and its GL account. */
function presentLine(db: MockDatabase, line: StoredBillLine): Bill['lines'][number] {
  const category = line.category_id === null ? undefined : db.categories.find((row) => row.id === line.category_id);
  const account = category?.gl_account_id ? db.glAccounts.find((row) => row.id === category.gl_account_id) : undefined;
  return { ...line, category_name: category?.name ?? null, gl_account: account ? `${account.code} · ${account.name}` : null };
}

/** A bill as the API shows it: names read from their rows, overdue on `today` (the mock's) and what is outstanding derived, files without bytes. */
export function presentBill(db: MockDatabase, row: StoredBill, today: string): Bill {
  const { company_id: _companyId, duplicate_of_id: duplicateId, attachments, lines, ...rest } = row;
  const vendor = db.counterparts.find((candidate) => candidate.id === row.vendor_id);
  const order = row.purchase_order_id === null ? undefined : db.purchaseOrders.find((candidate) => candidate.id === row.purchase_order_id);
  const duplicate = duplicateId === null ? undefined : db.bills.find((candidate) => candidate.id === duplicateId);
  return {
    ...rest,
    vendor_name: vendor?.name ?? '',
    purchase_order_number: order?.number ?? null,
    lines: lines.map((line) => presentLine(db, line)),
    outstanding: billOutstanding(row.payments, row.total),
    is_overdue: isBillOverdue(row, today),
    duplicate_of: duplicate ? { id: duplicate.id, invoice_number: duplicate.invoice_number, invoice_date: duplicate.invoice_date } : null,
    attachments: attachments.map(({ bytes: _bytes, ...shown }) => shown),
    accounting_sync: syncStateOf(row),
  };
}

/** The rule's view of a stored bill (what is outstanding derived from its payments). */
export const billState = (row: StoredBill) => ({ ...row, outstanding: billOutstanding(row.payments, row.total) });

/**
 * Refuses (422) to change, void or delete a bill dated on or before the company's accounting lock
 * date (`doing`: 'changed', 'voided', 'deleted'), or to void one the accounting system holds.
 */
export function refuseLockedBill(db: MockDatabase, row: StoredBill, doing: 'changed' | 'voided' | 'deleted'): void {
  const lockDate = db.accountingSettings.find((settings) => settings.company_id === row.company_id)?.lock_date ?? null;
  if (isLocked(row.invoice_date, lockDate))
    throw validationFailed({
      invoice_date: [`The books are locked up to ${lockDate}: bill ${row.invoice_number}, dated on or before it, cannot be ${doing}.`],
    });
  const sync = syncStateOf(row);
  if (doing === 'voided' && sync.status === 'SYNCED')
    throw validationFailed({
      status: [`Bill ${row.invoice_number} is in the accounting system as ${sync.erp_reference}: void it there first.`],
    });
}

/**
 * An approved bill bills its purchase order (and a voided approved bill stops billing it): the
 * order's billed amount follows, and its status takes the billed step the order's lifecycle allows
 * (`billedStatus`; a step the lifecycle does not have is not taken).
 */
export function billPurchaseOrder(db: MockDatabase, row: StoredBill, sign: 1 | -1, by: string, now: Date): void {
  if (row.purchase_order_id === null) return;
  const order = db.purchaseOrders.find((candidate) => candidate.id === row.purchase_order_id && candidate.company_id === row.company_id);
  if (!order) return;
  order.billed_amount = Math.max(0, roundCents(order.billed_amount + sign * row.total));
  order.last_activity_at = now.toISOString();
  const to = billedStatus(order.billed_amount, order.total);
  if (to !== order.status && purchaseOrderStepKind(order.status, to) === 'bill') {
    order.history.push({ at: order.last_activity_at, event: 'status_changed', from: order.status, to, by });
    order.status = to;
  }
}

/** The 422 (or 403) message of a refused step, naming both statuses where the machine refused it. */
export function billRefusalMessage(row: StoredBill, refusal: BillStepRefusal): string {
  const name = `Bill ${row.invoice_number}`;
  switch (refusal.reason) {
    case 'not_allowed':
      return `${name} cannot move from ${billStatusWords(refusal.from)} to ${billStatusWords(refusal.to)}.`;
    case 'void':
      return `${name} is void; it can no longer change.`;
    case 'permission':
      return `You do not have permission to ${refusal.permission}.`;
    case 'own_bill':
      return `You created or last changed ${name}; someone else must approve or reject it.`;
    case 'reason_required':
      return 'Say why the bill is rejected.';
    case 'not_approved':
      return `${name} is ${billStatusWords(refusal.approval)}; only an approved bill can be paid.`;
    case 'on_hold':
      return `${name} is on hold; release it before paying it.`;
    case 'nothing_outstanding':
      return `${name} has nothing left to pay.`;
  }
}

/** The 422 message of a refused removal or new version of a bill's document. */
export function attachmentRefusalMessage(row: StoredBill, refusal: AttachmentRefusal): string {
  const name = `Bill ${row.invoice_number}`;
  switch (refusal.reason) {
    case 'void':
      return `${name} is void; it can no longer change.`;
    case 'documents_locked':
      return `${name} is ${billStatusWords(refusal.status)}; its documents can be superseded, not removed.`;
    case 'not_attachment':
      return `The file to supersede is not one of the documents of bill ${row.invoice_number}.`;
    case 'already_superseded':
      return `${refusal.file_name} is already superseded; upload a new version of its latest version.`;
  }
}

/** A new approval status with its history entry and trail entry. */
export function moveApprovalStatus(row: StoredBill, to: BillApprovalStatus, by: string, at: string, reason: string | null): void {
  const from = row.approval_status;
  row.approval_history.push({ at, from, to, by, reason, amount: null });
  row.approval_status = to;
  const kind: BillActivity['kind'] =
    to === 'pending_approval'
      ? 'submitted'
      : to === 'approved'
        ? 'approved'
        : to === 'rejected'
          ? 'rejected'
          : from === 'rejected'
            ? 'reopened'
            : 'recalled';
  recordBillActivity(row, kind, by, reason, at);
}
