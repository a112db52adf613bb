import type { Request } from 'express';
import type {
  BillApprovalStep,
  BillAttachmentUpload,
  BillBulkDecision,
  BillHoldWrite,
  BillListFilters,
  BillPaymentSchedule,
  BillVoidWrite,
  BillWrite,
} from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { toCents } from '../../../src/domain/cents.ts';
import { convertCents, hasRate } from '../../../src/domain/exchangeRates.ts';
import { mockRateTable } from '../store/seed/exchangeRates.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import {
  billOutstanding,
  billPaymentStepKind,
  canHoldBill,
  currentAttachments,
  refuseAttachmentRemoval,
  refuseSupersede,
  canVoidBill,
  invoiceKey,
  isBillEditable,
  isBillOverdue,
  isPaymentInFlight,
  refuseBillApprovalStep,
  refuseBillPayment,
  type BillStepRefusal,
} from '../../../src/domain/billLifecycle.ts';
import type { BillApprovalStatus } from '../../../src/domain/contractLists.ts';
import { contentTypeOf, isAllowedFileName, parseAllowedFileFormats, UPLOAD_MAX_BYTES } from '../../../src/domain/fileFormats.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { ApiError, forbidden, notFound, rejectInvalid, validationFailed } from '../http/errors.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import {
  attachmentRefusalMessage,
  billActor,
  billFields,
  billPurchaseOrder,
  billRefusalMessage,
  billState,
  billStatusWords,
  billWriteErrors,
  refuseLockedBill,
  companyBills,
  duplicateOfId,
  moveApprovalStatus,
  movePaymentStatus,
  presentBill,
  recordBillActivity,
  settleBillPayments,
} from '../policy/bills.ts';
import { isPermitted } from '../policy/permissions.ts';
import { renderTextPdf } from '../policy/documents.ts';
import { debitWallet, walletBalances, walletShortfall } from '../policy/wallet.ts';
import type { MockDatabase, StoredBill, StoredUser } from '../store/types.ts';
import { SHARED_CONFIG } from './config.ts';
import { linkBillToEmail, sourceEmail, sourceEmailErrors } from '../policy/invoiceToBill.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { translateItemMessages } from '../http/translateMessage.ts';
import { requestLanguage } from '../http/language.ts';
import { vatLineFilter } from '../policy/vatReturn.ts';

type UploadedFile = { fieldname: string; originalname: string; size: number; buffer: Buffer };

const PATH = '/api/admin/bills';
const MAX_ATTACHMENTS = 10;

/** Brings every payment on its way of these bills up to date (the clock-driven progression). */
function settle(req: Request, db: MockDatabase, rows: readonly StoredBill[]): void {
  const now = new Date();
  const stepMs = mockContext(req).options.billPaymentStepMs;
  for (const row of rows) if (isPaymentInFlight(row.payment_status)) settleBillPayments(db, row, now, stepMs);
}

/** One bill of the company (another company's is a 404), with its payments up to date. */
function ownedBill(req: Request, scope: CompanyScope): StoredBill {
  const row = findOwned(scope.db.bills, String(req.params.id), scope.company.id);
  settle(req, scope.db, [row]);
  return row;
}

/** A refused step: 403 for who may not take it, else a 422 on `field`; nothing changed. */
function refuse(row: StoredBill, refusal: BillStepRefusal, field = 'status'): never {
  const message = billRefusalMessage(row, refusal);
  if (refusal.reason === 'permission' || refusal.reason === 'own_bill') throw forbidden(message);
  throw validationFailed({ [refusal.reason === 'reason_required' ? 'reason' : field]: [message] });
}

/** One approval step, as the rule says (shared by one decision, bulk decisions and the portfolio's inbox). */
export function takeApprovalStep(scope: CompanyScope, row: StoredBill, to: BillApprovalStatus, reason: string | undefined): void {
  const { db, user, company } = scope;
  const refusal = refuseBillApprovalStep(
    billState(row),
    to,
    { userId: user.id, holds: (permission) => isPermitted(db, user, company.id, permission) },
    reason,
  );
  if (refusal) refuse(row, refusal);
  const now = new Date();
  const by = billActor(user).name;
  moveApprovalStatus(row, to, by, now.toISOString(), to === 'rejected' ? reason!.trim() : null);
  row.rejection_reason = to === 'rejected' ? reason!.trim() : null;
  row.updated_at = now.toISOString();
  if (to === 'approved') billPurchaseOrder(db, row, 1, by, now);
}

const matchesId = (value: unknown, id: number) => value === undefined || Number(value) === id;
const flag = (value: unknown) => (value === undefined ? undefined : Number(value) === 1);

/** Every filter must pass; days and amounts compare inclusively. */
function matchesBillFilters(row: StoredBill, filters: BillListFilters, today: string): boolean {
  const approval = filters.in?.approval_status;
  if (approval && approval.length > 0 && !approval.includes(row.approval_status)) return false;
  const payment = filters.in?.payment_status;
  if (payment && payment.length > 0 && !payment.includes(row.payment_status)) return false;
  const exact = filters.exact;
  if (!matchesId(exact?.vendor_id, row.vendor_id)) return false;
  const overdue = flag(exact?.overdue);
  if (overdue !== undefined && isBillOverdue(row, today) !== overdue) return false;
  const onHold = flag(exact?.is_on_hold);
  if (onHold !== undefined && row.is_on_hold !== onHold) return false;
  const isVoid = flag(exact?.is_void);
  if (isVoid !== undefined && row.is_void !== isVoid) return false;
  if (exact?.invoice_number !== undefined && invoiceKey(row.invoice_number) !== invoiceKey(String(exact.invoice_number))) return false;
  if (filters.min?.total !== undefined && row.total < Number(filters.min.total)) return false;
  if (filters.max?.total !== undefined && row.total > Number(filters.max.total)) return false;
  if (filters.date_min?.due_date && row.due_date < filters.date_min.due_date) return false;
  if (filters.date_max?.due_date && row.due_date > filters.date_max.due_date) return false;
  return true;
}

const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>): string[] =>
  Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));

const actorOf = (user: StoredUser) => billActor(user);

/**
 * The company's bills (accounts payable, issue 13): list, record, change a draft, delete a draft;
 * the approval steps and the payment from the company wallet (`src/domain/billLifecycle.ts`), hold,
 * release and void; bulk decisions; attachments. Payments move on by themselves, evaluated on read
 * (the mock option `billPaymentStepMs`).
 */
export const registerBillRoutes: RegisterRoutes = (router) => {
  router.get(PATH, (req, res) => {
    const { db, company } = requirePermission(req, 'read bills');
    const rows = companyBills(db, company.id);
    settle(req, db, rows);
    const today = dubaiToday();
    const filters = filtersOf(req) as BillListFilters;
    const term = searchTermOf(req);
    const vendorNames = new Map(db.counterparts.filter((row) => row.company_id === company.id).map((row) => [row.id, row.name]));
    const vatLine = vatLineFilter(db, company, filters.exact, 'bill');
    const matching = rows.filter(
      (row) =>
        matchesBillFilters(row, filters, today) &&
        (vatLine?.keeps(row.id) ?? true) &&
        (term === '' ||
          row.invoice_number.toLowerCase().includes(term) ||
          (vendorNames.get(row.vendor_id) ?? '').toLowerCase().includes(term) ||
          (row.notes ?? '').toLowerCase().includes(term)),
    );
    const sorted = sortRows(matching, sortKeysOf(req, 'due_date:asc'), (row, field) =>
      field === 'vendor_name' ? vendorNames.get(row.vendor_id) : row[field as keyof StoredBill],
    );
    const page = paginate(sorted, req);
    // What every matching bill adds up to in AED, each at the rate of its invoice date.
    let totalCents = 0;
    for (const row of matching) {
      const bill = presentBill(db, row, today);
      const table = mockRateTable(bill.invoice_date);
      if (hasRate(bill.currency, table)) totalCents += convertCents(toCents(bill.total), bill.currency, table).cents;
    }
    res.json({
      data: page.data.map((row) => presentBill(db, row, today)),
      meta: {
        ...page.meta,
        total_amount: { currency: 'AED' as const, amount: totalCents / 100 },
        ...(vatLine ? { vat_return: vatLine.figuresOf(matching.map((row) => row.id)) } : {}),
      },
    });
  });

  router.post(PATH, (req, res) => {
    const { db, user, company } = requirePermission(req, 'create bills');
    const body = req.body as BillWrite;
    rejectInvalid({ ...billWriteErrors(body, db, company.id), ...sourceEmailErrors(db, company.id, body) });
    const now = new Date().toISOString();
    const actor = actorOf(user);
    const fields = billFields(body, db);
    const row: StoredBill = {
      id: mockContext(req).store.nextId(db.bills),
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
      approval_history: [{ at: now, from: null, to: 'draft', by: actor.name, reason: null, amount: null }],
      payment_history: [{ at: now, from: null, to: 'unpaid', by: actor.name, reason: null, amount: null }],
      activity: [{ at: now, kind: 'created', by: actor.name, text: body.source }],
      created_by: actor,
      last_edited_by: actor,
      created_at: now,
      updated_at: now,
    };
    const email = sourceEmail(db, company.id, body);
    if (email) linkBillToEmail(row, email, actor.name, now);
    db.bills.push(row);
    res.status(201).json({ data: presentBill(db, row) });
  });

  router.get(`${PATH}/wallet`, (req, res) => {
    const { company } = requirePermission(req, 'read bills');
    res.json({ data: { balances: walletBalances(company) } });
  });

  router.post(`${PATH}/decisions`, (req, res) => {
    const scope = requirePermission(req, 'approve bills');
    const { ids, decision, reason } = req.body as BillBulkDecision;
    if (decision === 'reject' && !reason?.trim()) throw validationFailed({ reason: ['Say why the bills are rejected.'] });
    const done: number[] = [];
    const failed: { id: number; message: string }[] = [];
    for (const id of ids) {
      const row = scope.db.bills.find((candidate) => candidate.id === id && candidate.company_id === scope.company.id);
      try {
        if (!row) throw notFound('This bill was not found in this company.');
        takeApprovalStep(scope, row, decision === 'approve' ? 'approved' : 'rejected', reason);
        done.push(id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failed.push({ id, message: Object.values(error.errors ?? {})[0]?.[0] ?? error.message });
      }
    }
    res.json({ data: { done, failed: translateItemMessages(failed, requestLanguage(req)) } });
  });

  router.get(`${PATH}/:id`, (req, res) => {
    const scope = requirePermission(req, 'read bills');
    res.json({ data: presentBill(scope.db, ownedBill(req, scope)) });
  });

  router.put(`${PATH}/:id`, (req, res) => {
    const scope = requirePermission(req, 'update bills');
    const { db, user, company } = scope;
    const row = ownedBill(req, scope);
    if (!isBillEditable(row))
      throw validationFailed({
        approval_status: [
          row.is_void
            ? `Bill ${row.invoice_number} is void; it can no longer change.`
            : `Bill ${row.invoice_number} is ${billStatusWords(row.approval_status)}; only a draft bill can be changed.`,
        ],
      });
    refuseLockedBill(db, row, 'changed');
    const body = req.body as BillWrite;
    rejectInvalid(billWriteErrors(body, db, company.id));
    const fields = billFields(body, db);
    const changed = changedFields(row as unknown as Record<string, unknown>, fields);
    Object.assign(row, fields);
    const now = new Date().toISOString();
    row.last_edited_by = actorOf(user);
    row.updated_at = now;
    row.duplicate_of_id = duplicateOfId(companyBills(db, company.id), row);
    recordBillActivity(row, 'updated', row.last_edited_by.name, changed.join(', ') || null, now);
    res.json({ data: presentBill(db, row) });
  });

  router.delete(`${PATH}/:id`, (req, res) => {
    const scope = requirePermission(req, 'delete bills');
    const row = ownedBill(req, scope);
    if (!isBillEditable(row) || row.payments.length > 0)
      throw validationFailed({
        approval_status: [`Bill ${row.invoice_number} is ${billStatusWords(row.approval_status)}; only a draft bill can be deleted.`],
      });
    refuseLockedBill(scope.db, row, 'deleted');
    scope.db.bills.splice(scope.db.bills.indexOf(row), 1);
    for (const other of scope.db.bills) if (other.duplicate_of_id === row.id) other.duplicate_of_id = null;
    res.status(204).end();
  });

  router.post(`${PATH}/:id/approval`, (req, res) => {
    const scope = requirePermission(req, 'read bills');
    const row = ownedBill(req, scope);
    const { status, reason } = req.body as BillApprovalStep;
    takeApprovalStep(scope, row, status, reason);
    res.json({ data: presentBill(scope.db, row) });
  });

  router.post(`${PATH}/:id/payment`, (req, res) => {
    const scope = requirePermission(req, 'pay bills');
    const { db, user, company } = scope;
    const row = ownedBill(req, scope);
    const refusal = refuseBillPayment(billState(row));
    if (refusal) refuse(row, refusal);
    const body = req.body as BillPaymentSchedule;
    const outstanding = billOutstanding(row.payments, row.total);
    const amount = body.amount ?? outstanding;
    if (body.scheduled_for < dubaiToday()) throw validationFailed({ scheduled_for: ['The payment day cannot be in the past.'] });
    if (amount <= 0) throw validationFailed({ amount: ['The amount must be more than 0.'] });
    if (amount > outstanding)
      throw validationFailed({ amount: [`Only ${formatMoney(outstanding, row.currency)} of bill ${row.invoice_number} is left to pay.`] });
    const shortfall = walletShortfall(company, row.currency, amount, `paying bill ${row.invoice_number}`);
    if (shortfall) throw validationFailed({ amount: [shortfall] });
    if (!billPaymentStepKind(row.payment_status, 'scheduled'))
      refuse(row, { reason: 'not_allowed', from: row.payment_status, to: 'scheduled' });
    debitWallet(db, company, row.currency, amount, {
      type: 'bill_payment',
      description: `Bill ${row.invoice_number} to ${db.counterparts.find((vendor) => vendor.id === row.vendor_id)?.name ?? 'the vendor'}`,
      reference: { kind: 'bill', id: row.id },
    });
    const now = new Date().toISOString();
    const by = actorOf(user).name;
    row.payments.push({
      id: row.payments.length + 1,
      amount,
      scheduled_for: body.scheduled_for,
      status: 'scheduled',
      failure_reason: null,
      scheduled_at: now,
      scheduled_by: by,
      settled_at: null,
    });
    movePaymentStatus(row, 'scheduled', now, null, amount, by);
    recordBillActivity(row, 'payment_scheduled', by, `${formatMoney(amount, row.currency)} on ${body.scheduled_for}`, now);
    row.updated_at = now;
    res.json({ data: presentBill(db, row) });
  });

  router.post(`${PATH}/:id/hold`, (req, res) => {
    const scope = requirePermission(req, 'update bills');
    const row = ownedBill(req, scope);
    const { on_hold: onHold, reason } = req.body as BillHoldWrite;
    if (onHold && !canHoldBill(row))
      throw validationFailed({
        on_hold: [
          row.is_on_hold
            ? `Bill ${row.invoice_number} is already on hold.`
            : `Bill ${row.invoice_number} cannot be put on hold: it is ${row.is_void ? 'void' : billStatusWords(row.payment_status)}.`,
        ],
      });
    if (!onHold && !row.is_on_hold) throw validationFailed({ on_hold: [`Bill ${row.invoice_number} is not on hold.`] });
    const now = new Date().toISOString();
    row.is_on_hold = onHold;
    row.hold_reason = onHold ? reason?.trim() || null : null;
    row.updated_at = now;
    recordBillActivity(row, onHold ? 'held' : 'released', actorOf(scope.user).name, onHold ? row.hold_reason : null, now);
    res.json({ data: presentBill(scope.db, row) });
  });

  router.post(`${PATH}/:id/void`, (req, res) => {
    const scope = requirePermission(req, 'update bills');
    const row = ownedBill(req, scope);
    const { reason } = req.body as BillVoidWrite;
    if (!canVoidBill(row))
      throw validationFailed({
        status: [
          row.is_void
            ? `Bill ${row.invoice_number} is already void.`
            : `Bill ${row.invoice_number} cannot be voided: its payment is ${billStatusWords(row.payment_status)}.`,
        ],
      });
    refuseLockedBill(scope.db, row, 'voided');
    if (!reason.trim()) throw validationFailed({ reason: ['Say why the bill is voided.'] });
    const now = new Date();
    const by = actorOf(scope.user).name;
    row.is_void = true;
    row.void_reason = reason.trim();
    row.is_on_hold = false;
    row.updated_at = now.toISOString();
    recordBillActivity(row, 'voided', by, row.void_reason, row.updated_at);
    if (row.approval_status === 'approved') billPurchaseOrder(scope.db, row, -1, by, now);
    res.json({ data: presentBill(scope.db, row) });
  });

  router.post(`${PATH}/:id/attachments`, (req, res) => {
    const scope = requirePermission(req, 'update bills');
    const row = ownedBill(req, scope);
    if (row.is_void) throw validationFailed({ file: [`Bill ${row.invoice_number} is void; it can no longer change.`] });
    refuseLockedBill(scope.db, row, 'changed');
    const file = ((req as { files?: UploadedFile[] }).files ?? []).find((candidate) => candidate.fieldname === 'file');
    const formats = parseAllowedFileFormats(SHARED_CONFIG.allowed_file_extensions);
    if (!file) throw validationFailed({ file: ['Choose the file.'] });
    if (!isAllowedFileName(file.originalname, formats))
      throw validationFailed({ file: [`The file must be of type: ${formats.join(', ')}.`] });
    if (file.size > UPLOAD_MAX_BYTES) throw validationFailed({ file: ['The file may not be greater than 5 MB.'] });
    const supersedes = (req.body as Partial<BillAttachmentUpload>).supersedes;
    const replaced = supersedes === undefined ? null : Number(supersedes);
    if (replaced !== null) {
      const refusal = refuseSupersede(row, row.attachments, replaced);
      if (refusal) throw validationFailed({ supersedes: [attachmentRefusalMessage(row, refusal)] });
    } else if (currentAttachments(row.attachments).length >= MAX_ATTACHMENTS)
      throw validationFailed({ file: [`A bill may have at most ${MAX_ATTACHMENTS} files.`] });
    const now = new Date().toISOString();
    const by = actorOf(scope.user).name;
    const id = Math.max(0, ...row.attachments.map((attachment) => attachment.id)) + 1;
    row.attachments.push({
      id,
      file_name: file.originalname,
      content_type: contentTypeOf(file.originalname),
      size: file.size,
      uploaded_at: now,
      uploaded_by: by,
      superseded_at: null,
      superseded_by: null,
      replaced_by_id: null,
      bytes: file.buffer,
    });
    row.updated_at = now;
    const old = replaced === null ? undefined : row.attachments.find((attachment) => attachment.id === replaced);
    if (old) {
      // The old version stays in the list and the trail, marked with who replaced it, when and by which file.
      Object.assign(old, { superseded_at: now, superseded_by: by, replaced_by_id: id });
      recordBillActivity(row, 'attachment_superseded', by, `${old.file_name} → ${file.originalname}`, now);
    } else recordBillActivity(row, 'attachment_added', by, file.originalname, now);
    res.status(201).json({ data: presentBill(scope.db, row) });
  });

  router.get(`${PATH}/:id/attachments/:attachmentId`, (req, res) => {
    const scope = requirePermission(req, 'read bills');
    const row = ownedBill(req, scope);
    const attachment = row.attachments.find((candidate) => candidate.id === Number(req.params.attachmentId));
    if (!attachment) throw notFound('This attachment was not found on this bill.');
    const bytes = attachment.bytes ?? renderedBill(scope.db, row);
    res.setHeader('Content-Type', attachment.content_type);
    res.setHeader('Content-Disposition', `inline; filename="${attachment.file_name.replace(/["\\\r\n]/g, '_')}"`);
    res.send(bytes);
  });

  router.delete(`${PATH}/:id/attachments/:attachmentId`, (req, res) => {
    const scope = requirePermission(req, 'update bills');
    const row = ownedBill(req, scope);
    const attachment = row.attachments.find((candidate) => candidate.id === Number(req.params.attachmentId));
    if (!attachment) throw notFound('This attachment was not found on this bill.');
    const refusal = refuseAttachmentRemoval(row);
    if (refusal) throw validationFailed({ file: [attachmentRefusalMessage(row, refusal)] });
    refuseLockedBill(scope.db, row, 'changed');
    row.attachments.splice(row.attachments.indexOf(attachment), 1);
    const now = new Date().toISOString();
    row.updated_at = now;
    recordBillActivity(row, 'attachment_removed', actorOf(scope.user).name, attachment.file_name, now);
    res.json({ data: presentBill(scope.db, row) });
  });
};

/** A seeded bill's invoice as a PDF drawn from its own data (the mock plays the vendor's document). */
function renderedBill(db: MockDatabase, row: StoredBill): Buffer {
  const vendor = db.counterparts.find((candidate) => candidate.id === row.vendor_id);
  const lines = [
    vendor?.legal_name ?? vendor?.name ?? 'Tax invoice',
    `Tax invoice ${row.invoice_number}`,
    vendor?.trn ? `TRN: ${vendor.trn}` : '',
    `Invoice date: ${row.invoice_date}`,
    `Due date: ${row.due_date}`,
    ...row.lines.map((line) => `${line.description}: ${formatMoney(line.amount, row.currency)}`),
    `Subtotal: ${formatMoney(row.subtotal, row.currency)}`,
    `VAT: ${formatMoney(row.vat_total, row.currency)}`,
    `Total: ${formatMoney(row.total, row.currency)}`,
  ].filter(Boolean);
  return renderTextPdf(lines.map((text, index) => ({ text, size: index === 0 ? 18 : 11 })));
}
