import type { PurchaseOrderHistoryEntry as HistoryEntry } from '../../../../src/api/schema.d.ts';
import type { PurchaseOrderStatus } from '../../../../src/domain/contractLists.ts';
import { nextPurchaseOrderNumber, purchaseOrderPrefix } from '../../../../src/domain/purchaseOrderNumbers.ts';
import { lineTotals } from '../../../../src/domain/lineTotals.ts';
import { roundCents } from '../../../../src/domain/cents.ts';
import type { StoredPurchaseOrder } from '../types.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

/** The statuses seeded in turn (index 3 is an open order 120 days quiet: it closes by itself when first listed). */
const STATUS_CYCLE: readonly PurchaseOrderStatus[] = ['draft', 'open', 'partially_billed', 'open', 'fully_billed', 'closed', 'cancelled'];
/** The steps that led to each seeded status, from draft. */
const PATH_TO: Readonly<Record<PurchaseOrderStatus, PurchaseOrderStatus[]>> = {
  draft: [],
  open: ['open'],
  partially_billed: ['open', 'partially_billed'],
  fully_billed: ['open', 'fully_billed'],
  closed: ['open', 'fully_billed', 'closed'],
  cancelled: ['cancelled'],
};

/** Acme has 24 (more than a page), Nile Foods Trading none (no vendor, no item: the empty list), the others a few. */
const ORDERS_PER_FIXED_COMPANY = [24, 5, 4, 3, 3, 4, 0];

/**
 * Purchase orders of every company, from its seeded active vendors (not on hold), inventory items
 * and tax rates; numbered with the company's prefix. Draws nothing from the faker; seeded last.
 */
export function seedPurchaseOrders(ctx: SeedContext): void {
  const { db } = ctx;
  db.companies.forEach((company, companyIndex) => {
    const vendors = db.counterparts.filter((row) => row.company_id === company.id && row.status === 'active' && !row.is_on_hold);
    const items = db.inventoryItems.filter((row) => row.company_id === company.id && row.status === 'active');
    const rates = db.taxRates.filter((row) => row.company_id === company.id && row.status === 'active');
    if (vendors.length === 0 || items.length === 0 || rates.length === 0) return;
    const count = ORDERS_PER_FIXED_COMPANY[companyIndex] ?? 2;
    const prefix = purchaseOrderPrefix(company.name);
    const numbers: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const status = STATUS_CYCLE[index % STATUS_CYCLE.length];
      const vendor = vendors[index % vendors.length];
      const lineCount = 1 + (index % 3);
      const lines = Array.from({ length: lineCount }, (_, lineIndex) => {
        const item = items[(index + lineIndex * 2) % items.length];
        const rate = rates.find((candidate) => candidate.type === item.vat_rate) ?? rates[0];
        return {
          item_id: item.id,
          description: item.name,
          quantity: 2 + ((index + lineIndex) % 5) * 3,
          unit_price: item.unit_price,
          tax_rate_id: rate.id,
          vat_rate: rate.rate,
        };
      });
      const totals = lineTotals(lines);
      const quiet = index % STATUS_CYCLE.length === 3;
      const createdDaysAgo = quiet ? 130 : 3 + index * 5;
      const created = daysAgo(ctx, createdDaysAgo);
      const history: HistoryEntry[] = [{ at: created, event: 'created', from: null, to: 'draft', by: null }];
      let from: PurchaseOrderStatus = 'draft';
      PATH_TO[status].forEach((to, step) => {
        history.push({ at: daysAgo(ctx, createdDaysAgo - 1 - step * (quiet ? 9 : 1)), event: 'status_changed', from, to, by: null });
        from = to;
      });
      const billed =
        status === 'partially_billed' ? roundCents(totals.total * 0.4) : ['fully_billed', 'closed'].includes(status) ? totals.total : 0;
      const number = nextPurchaseOrderNumber(prefix, numbers);
      numbers.push(number);
      const row: StoredPurchaseOrder = {
        id: ctx.nextId('purchaseOrders'),
        company_id: company.id,
        number,
        vendor_id: vendor.id,
        lines: lines.map((line, lineIndex) => ({ ...line, ...totals.lines[lineIndex] })),
        subtotal: totals.subtotal,
        vat_total: totals.vat_total,
        total: totals.total,
        billed_amount: billed,
        currency: 'AED',
        expected_date: daysAgo(ctx, createdDaysAgo - 21).slice(0, 10),
        notes: index % 4 === 0 ? 'Deliver to the main warehouse, gate 2.' : null,
        status,
        last_activity_at: history[history.length - 1].at,
        history,
        created_at: created,
      };
      db.purchaseOrders.push(row);
    }
  });
}
