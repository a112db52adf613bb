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
import { formatMoney } from '../../../src/domain/amounts.ts';
import { invoiceKey, isBillOverdue, isPaymentInFlight } from '../../../src/domain/billLifecycle.ts';
import { toCents } from '../../../src/domain/cents.ts';
import { attachBillFile, removeBillAttachment, type UploadedFile } from '../actions/billAttachments.ts';
import { scheduleBillPayment } from '../actions/billPayments.ts';
import { decideBills, deleteBill, holdBill, recordBill, takeApprovalStep, updateBill, voidBill } from '../actions/bills.ts';
import { actorOf } from '../auth/actor.ts';
import { findOwned, requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { filtersOf, paginate, searchTermOf, sortKeysOf, sortRows } from '../http/listing.ts';
import { translateItemMessages } from '../http/translateMessage.ts';
import { settleBillPayments } from '../policy/billPayments.ts';
import { companyBills, presentBill } from '../policy/bills.ts';
import { renderTextPdf } from '../policy/documents.ts';
import { vatLineFilter } from '../policy/vatReturn.ts';
import { walletBalances } from '../policy/wallet.ts';
import { billBaseCents } from '../store/billInBase.ts';
import type { MockDatabase, StoredBill } from '../store/types.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const PATH = '/api/admin/bills';

/** Brings every payment on its way of these bills up to date (the clock-driven progression). */
function settle(req: Request, db: MockDatabase, rows: readonly StoredBill[]): void {
  const now = mockContext(req).store.now();
  const stepMs = mockContext(req).options.billPaymentStepMs;
  for (const row of rows) if (isPaymentInFlight(row.payment_status)) settleBillPayments(db, row, now, stepMs);
}

/** The mock's today (Dubai) on the request's sandbox clock: what is overdue and the earliest payment day. */
const todayOf = (req: Request): string => dubaiToday(mockContext(req).store.now());

/** One bill of the company (another company's is a 404), with its payments up to date. */
function ownedBill(req: Request, scope: CompanyScope): StoredBill {
  const row = findOwned(scope.db.bills, String(req.params.id), scope.company.id);
  settle(req, scope.db, [row]);
  return row;
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
  if (filters.min?.total !== undefined || filters.max?.total !== undefined) {
    // Amounts compare in AED, each bill at the rate of its invoice date; a bill without a rate is left out.
    const base = billBaseCents(row);
    if (base === null) return false;
    if (filters.min?.total !== undefined && base < toCents(Number(filters.min.total))) return false;
    if (filters.max?.total !== undefined && base > toCents(Number(filters.max.total))) return false;
  }
  if (filters.date_min?.due_date && row.due_date < filters.date_min.due_date) return false;
  if (filters.date_max?.due_date && row.due_date > filters.date_max.due_date) return false;
  return true;
}

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
    const today = todayOf(req);
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
    for (const row of matching) totalCents += billBaseCents(row) ?? 0;
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
    const scope = requirePermission(req, 'create bills');
    const row = recordBill(actorOf(req, scope), req.body as BillWrite);
    res.status(201).json({ data: presentBill(scope.db, row, todayOf(req)) });
  });

  router.get(`${PATH}/wallet`, (req, res) => {
    const { company } = requirePermission(req, 'read bills');
    res.json({ data: { balances: walletBalances(company) } });
  });

  router.post(`${PATH}/decisions`, (req, res) => {
    const scope = requirePermission(req, 'approve bills');
    const { done, failed } = decideBills(actorOf(req, scope), req.body as BillBulkDecision);
    res.json({ data: { done, failed: translateItemMessages(failed, requestLanguage(req)) } });
  });

  router.get(`${PATH}/:id`, (req, res) => {
    const scope = requirePermission(req, 'read bills');
    res.json({ data: presentBill(scope.db, ownedBill(req, scope), todayOf(req)) });
  });

  router.put(`${PATH}/:id`, (req, res) => {
    const scope = requirePermission(req, 'update bills');
    const row = ownedBill(req, scope);
    updateBill(actorOf(req, scope), row, req.body as BillWrite);
    res.json({ data: presentBill(scope.db, row, todayOf(req)) });
  });

  router.delete(`${PATH}/:id`, (req, res) => {
    const scope = requirePermission(req, 'delete bills');
    const row = ownedBill(req, scope);
    deleteBill(actorOf(req, scope), row);
    res.status(204).end();
  });

  router.post(`${PATH}/:id/approval`, (req, res) => {
    const scope = requirePermission(req, 'read bills');
    const row = ownedBill(req, scope);
    const { status, reason } = req.body as BillApprovalStep;
    takeApprovalStep(actorOf(req, scope), row, status, reason);
    res.json({ data: presentBill(scope.db, row, todayOf(req)) });
  });

  router.post(`${PATH}/:id/payment`, (req, res) => {
    const scope = requirePermission(req, 'pay bills');
    const row = ownedBill(req, scope);
    scheduleBillPayment(actorOf(req, scope), row, req.body as BillPaymentSchedule);
    res.json({ data: presentBill(scope.db, row, todayOf(req)) });
  });

  router.post(`${PATH}/:id/hold`, (req, res) => {
    const scope = requirePermission(req, 'update bills');
    const row = ownedBill(req, scope);
    holdBill(actorOf(req, scope), row, req.body as BillHoldWrite);
    res.json({ data: presentBill(scope.db, row, todayOf(req)) });
  });

  router.post(`${PATH}/:id/void`, (req, res) => {
    const scope = requirePermission(req, 'update bills');
    const row = ownedBill(req, scope);
    voidBill(actorOf(req, scope), row, (req.body as BillVoidWrite).reason);
    res.json({ data: presentBill(scope.db, row, todayOf(req)) });
  });

  router.post(`${PATH}/:id/attachments`, (req, res) => {
    const scope = requirePermission(req, 'update bills');
    const row = ownedBill(req, scope);
    const file = ((req as { files?: UploadedFile[] }).files ?? []).find((candidate) => candidate.fieldname === 'file');
    attachBillFile(actorOf(req, scope), row, file, (req.body as Partial<BillAttachmentUpload>).supersedes);
    res.status(201).json({ data: presentBill(scope.db, row, todayOf(req)) });
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
    removeBillAttachment(actorOf(req, scope), row, Number(req.params.attachmentId));
    res.json({ data: presentBill(scope.db, row, todayOf(req)) });
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
