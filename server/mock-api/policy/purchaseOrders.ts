import type { PurchaseOrderLine, PurchaseOrderWrite } from '../../../src/api/schema.d.ts';
import { CURRENCIES, type PurchaseOrderStatus } from '../../../src/domain/contractLists.ts';
import { isPurchaseOrderEditable, isStale, refusePurchaseOrderStep } from '../../../src/domain/purchaseOrderLifecycle.ts';
import { nextPurchaseOrderNumber, purchaseOrderPrefix } from '../../../src/domain/purchaseOrderNumbers.ts';
import { MAX_LINES_TOTAL, exceedsLinesMaximum, lineTotals } from '../../../src/domain/lineTotals.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { MockDatabase, StoredPurchaseOrder } from '../store/types.ts';
import {
  checkAmount,
  checkDay,
  checkNumber,
  checkOneOf,
  checkText,
  type CatalogueScope,
  type CatalogueWriteContext,
} from './catalogues.ts';

const QUANTITY = { required: true, min: 0.001, max: 1_000_000, decimals: 3 } as const;

/** 'partially_billed' → 'partially billed', for messages. */
export const purchaseOrderStatusWords = (status: string): string => status.replace(/_/g, ' ');

const companyRow = <Row extends { id: number; company_id: string }>(rows: readonly Row[], id: unknown, companyId: string) =>
  rows.find((row) => row.id === id && row.company_id === companyId);

/**
 * The create and change rule of a purchase order: the vendor is an active counterpart of the
 * company that is not on hold; each line (`lines.<n>.<field>`) has an active item of the company or
 * none, a description, a quantity, a unit price and an active tax rate of the company; the total
 * the lines make (`lineTotals`, the one rule) is at most 10,000,000 (on `total`).
 */
export function purchaseOrderWriteErrors(body: PurchaseOrderWrite, { db, companyId }: CatalogueScope): FieldErrors {
  const errors: FieldErrors = {};
  const vendor = companyRow(db.counterparts, body.vendor_id, companyId);
  if (!vendor || vendor.status !== 'active') errors.vendor_id = ['The vendor must be an active counterpart of the company.'];
  else if (vendor.is_on_hold) errors.vendor_id = [`${vendor.name} is on hold; no new orders can be placed with it.`];
  const lines = Array.isArray(body.lines) ? body.lines : [];
  if (lines.length === 0) errors.lines = ['A purchase order needs at least one line.'];
  else if (lines.length > 100) errors.lines = ['A purchase order may have at most 100 lines.'];
  lines.forEach((line, index) => {
    const field = (name: string) => `lines.${index}.${name}`;
    if (line.item_id !== null && line.item_id !== undefined) {
      const item = companyRow(db.inventoryItems, line.item_id, companyId);
      if (!item || item.status !== 'active') errors[field('item_id')] = ['The item must be an active inventory item of the company.'];
    }
    checkText(errors, field('description'), line.description, { required: true, max: 200 });
    checkNumber(errors, field('quantity'), line.quantity, QUANTITY);
    checkAmount(errors, field('unit_price'), line.unit_price, true);
    const rate = companyRow(db.taxRates, line.tax_rate_id, companyId);
    if (!rate || rate.status !== 'active') errors[field('tax_rate_id')] = ['The VAT rate must be an active tax rate of the company.'];
  });
  checkOneOf(errors, 'currency', body.currency, CURRENCIES);
  checkDay(errors, 'expected_date', body.expected_date);
  checkText(errors, 'notes', body.notes, { max: 1000 });
  if (!Object.keys(errors).some((key) => key.startsWith('lines'))) {
    const { total } = lineTotals(lines.map((line) => ({ ...line, vat_rate: vatRateOf(db, line.tax_rate_id) })));
    if (exceedsLinesMaximum(total)) {
      errors.total = [`The total may not be greater than ${MAX_LINES_TOTAL.toLocaleString('en')}.`];
    }
  }
  return errors;
}

const vatRateOf = (db: MockDatabase, taxRateId: number): number => db.taxRates.find((rate) => rate.id === taxRateId)?.rate ?? 0;

/** The stored fields of a valid write: its lines with their VAT rates and amounts, and the totals. */
export function purchaseOrderFields(body: PurchaseOrderWrite, db: MockDatabase) {
  const rated = body.lines.map((line) => ({ ...line, vat_rate: vatRateOf(db, line.tax_rate_id) }));
  const totals = lineTotals(rated);
  const lines: PurchaseOrderLine[] = rated.map((line, index) => ({
    item_id: line.item_id ?? null,
    description: line.description.trim(),
    quantity: line.quantity,
    unit_price: line.unit_price,
    tax_rate_id: line.tax_rate_id,
    vat_rate: line.vat_rate,
    ...totals.lines[index],
  }));
  return {
    vendor_id: body.vendor_id,
    lines,
    subtotal: totals.subtotal,
    vat_total: totals.vat_total,
    total: totals.total,
    currency: body.currency,
    expected_date: body.expected_date || null,
    notes: body.notes?.trim() || null,
  };
}

/** A new draft: its number one past the company's highest (prefix from the company's name), and its history begins. */
export function newPurchaseOrder(
  body: PurchaseOrderWrite,
  base: Pick<StoredPurchaseOrder, 'id' | 'company_id' | 'status'> & { created_at: string },
  { db, companyId, by }: CatalogueWriteContext,
): StoredPurchaseOrder {
  const company = db.companies.find((candidate) => candidate.id === companyId);
  const taken = db.purchaseOrders.filter((row) => row.company_id === companyId).map((row) => row.number);
  return {
    ...base,
    status: base.status as PurchaseOrderStatus,
    number: nextPurchaseOrderNumber(purchaseOrderPrefix(company?.name ?? ''), taken),
    ...purchaseOrderFields(body, db),
    billed_amount: 0,
    last_activity_at: base.created_at,
    history: [{ at: base.created_at, event: 'created', from: null, to: base.status as PurchaseOrderStatus, by }],
  };
}

/** A change of a draft: new fields, one more history entry, fresh activity. */
export function changePurchaseOrder(row: StoredPurchaseOrder, body: PurchaseOrderWrite, { db, by, now }: CatalogueWriteContext): void {
  Object.assign(row, purchaseOrderFields(body, db));
  row.last_activity_at = now.toISOString();
  row.history.push({ at: row.last_activity_at, event: 'updated', from: row.status, to: row.status, by });
}

/** The 422 of a step the lifecycle refuses, on `status`, naming both statuses. */
export function purchaseOrderStepErrors(row: StoredPurchaseOrder, to: string): FieldErrors {
  const refusal = refusePurchaseOrderStep(row, to as PurchaseOrderStatus);
  if (!refusal) return {};
  const from = purchaseOrderStatusWords(refusal.from);
  const wanted = purchaseOrderStatusWords(refusal.to);
  const message =
    refusal.reason === 'billing_only'
      ? `${row.number} cannot move from ${from} to ${wanted} by hand: it does when bills are recorded against it.`
      : refusal.reason === 'billed'
        ? `${row.number} cannot move from ${from} to ${wanted}: something is billed against it; close it instead.`
        : `${row.number} cannot move from ${from} to ${wanted}.`;
  return { status: [message] };
}

/** Takes an allowed step: the status, its history entry, fresh activity. */
export function stepPurchaseOrder(row: StoredPurchaseOrder, to: string, { by, now }: CatalogueWriteContext): void {
  const from = row.status;
  row.status = to as PurchaseOrderStatus;
  row.last_activity_at = now.toISOString();
  row.history.push({ at: row.last_activity_at, event: 'status_changed', from, to: row.status, by });
}

/** An open order without activity for 90 days closes by itself, and its history says so. */
export function closeIfStale(row: StoredPurchaseOrder, { now }: Pick<CatalogueWriteContext, 'now'>): void {
  if (!isStale(row, now)) return;
  row.status = 'closed';
  row.last_activity_at = now.toISOString();
  row.history.push({ at: row.last_activity_at, event: 'auto_closed', from: 'open', to: 'closed', by: null });
}

/** Why a purchase order can no longer be changed or deleted (a 409), or null for a draft. */
export const purchaseOrderLockedReason = (row: StoredPurchaseOrder): string | null =>
  isPurchaseOrderEditable(row.status)
    ? null
    : `${row.number} is ${purchaseOrderStatusWords(row.status)}; only a draft purchase order can be changed or deleted.`;
