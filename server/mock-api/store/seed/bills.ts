import type { BillActivity as Activity, BillPayment as Payment, BillStatusEntry as StatusEntry } from '../../../../src/api/schema.d.ts';
import { formatMoney } from '../../../../src/domain/amounts.ts';
import type { BillApprovalStatus, BillPaymentStatus, BillSource } from '../../../../src/domain/contractLists.ts';
import { lineTotals } from '../../../../src/domain/lineTotals.ts';
import { roundCents } from '../../../../src/domain/cents.ts';
import type { StoredBill } from '../types.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

/** The states seeded in turn: [approval, payment, on hold, void]. */
const STATE_CYCLE: readonly [BillApprovalStatus, BillPaymentStatus, boolean, boolean][] = [
  ['draft', 'unpaid', false, false],
  ['pending_approval', 'unpaid', false, false],
  ['approved', 'unpaid', false, false],
  ['approved', 'paid', false, false],
  ['rejected', 'unpaid', false, false],
  ['approved', 'partially_paid', false, false],
  ['approved', 'failed', false, false],
  ['pending_approval', 'unpaid', false, false],
  ['approved', 'unpaid', true, false],
  ['draft', 'unpaid', false, true],
];
const SOURCES: readonly BillSource[] = ['upload', 'mailbox', 'manual'];
const DESCRIPTIONS = ['Office supplies', 'Monthly service fee', 'Maintenance visit', 'Printing', 'Consulting hours', 'Fuel and tolls'];

/** Acme has 32 (more than a page, one possible duplicate), Nile Foods Trading none (no vendor: the empty list), the others a few. */
const BILLS_PER_FIXED_COMPANY = [32, 6, 5, 4, 4, 5, 0];
/** At `--scale large` Acme has thousands and every other company dozens: over 20,000 bills. */
const LARGE_ACME_BILLS = 3000;
const LARGE_BILLS_PER_OTHER_COMPANY = 60;

/** Acme's bill at this index repeats the invoice number of the bill at index 1 (same vendor; case and spaces differ). */
const DUPLICATE_INDEX = 11;

const dayOf = (iso: string) => iso.slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Bills of every company from its active vendors (not on hold), tax rates, categories and projects,
 * in every approval and payment state. Derived from the index alone (no faker draws); seeded last.
 */
export function seedBills(ctx: SeedContext): void {
  const { db } = ctx;
  db.companies.forEach((company, companyIndex) => {
    const vendors = db.counterparts.filter((row) => row.company_id === company.id && row.status === 'active' && !row.is_on_hold);
    const rates = db.taxRates.filter((row) => row.company_id === company.id && row.status === 'active');
    const standard = rates.find((row) => row.type === 'standard') ?? rates[0];
    const categories = db.categories.filter((row) => row.company_id === company.id && row.status === 'active' && row.parent_id !== null);
    const projects = db.projects.filter((row) => row.company_id === company.id && row.status === 'active');
    if (vendors.length === 0 || !standard) return;
    const large = ctx.scale === 'large';
    const count = large
      ? companyIndex === 0
        ? LARGE_ACME_BILLS
        : LARGE_BILLS_PER_OTHER_COMPANY
      : (BILLS_PER_FIXED_COMPANY[companyIndex] ?? 2);
    const first = db.bills.length;
    for (let index = 0; index < count; index += 1) {
      const [approval, payment, onHold, isVoid] = STATE_CYCLE[index % STATE_CYCLE.length];
      const duplicate = companyIndex === 0 && index === DUPLICATE_INDEX;
      const vendor = duplicate ? vendors[1 % vendors.length] : vendors[index % vendors.length];
      const lines = Array.from({ length: 1 + (index % 3) }, (_, lineIndex) => {
        const category = categories.length > 0 ? categories[(index + lineIndex) % categories.length] : null;
        return {
          description: category?.name ?? DESCRIPTIONS[(index + lineIndex) % DESCRIPTIONS.length],
          quantity: 1 + ((index + lineIndex * 2) % 5),
          unit_price: 80 + ((index * 37 + lineIndex * 53) % 900) + (index % 2) * 0.5,
          tax_rate_id: standard.id,
          vat_rate: standard.rate,
          category_id: category?.id ?? null,
          project_id: index % 4 === 0 && projects.length > 0 ? projects[index % projects.length].id : null,
        };
      });
      const totals = lineTotals(lines);
      const createdDaysAgo = 4 + ((index * 3) % 90);
      const created = daysAgo(ctx, createdDaysAgo);
      const invoiceDate = dayOf(daysAgo(ctx, createdDaysAgo + 2));
      const dueDate = addDays(invoiceDate, vendor.payment_terms_days || 30);
      const source = SOURCES[index % SOURCES.length];
      const invoiceNumber = duplicate ? `inv-${1000 + 1}` : `INV-${1000 + index}`;
      const approvalHistory: StatusEntry[] = [{ at: created, from: null, to: 'draft', by: null, reason: null, amount: null }];
      const activity: Activity[] = [{ at: created, kind: 'created', by: null, text: source }];
      const step = (days: number) => daysAgo(ctx, createdDaysAgo - days);
      if (approval !== 'draft') {
        approvalHistory.push({ at: step(1), from: 'draft', to: 'pending_approval', by: null, reason: null, amount: null });
        activity.push({ at: step(1), kind: 'submitted', by: null, text: null });
      }
      const rejection = approval === 'rejected' ? 'The quantities do not match the delivery note.' : null;
      if (approval === 'approved' || approval === 'rejected') {
        approvalHistory.push({ at: step(2), from: 'pending_approval', to: approval, by: null, reason: rejection, amount: null });
        activity.push({ at: step(2), kind: approval, by: null, text: rejection });
      }
      const paymentHistory: StatusEntry[] = [{ at: created, from: null, to: 'unpaid', by: null, reason: null, amount: null }];
      const payments: Payment[] = [];
      let paid = 0;
      if (payment !== 'unpaid') {
        const amount = payment === 'partially_paid' ? roundCents(totals.total * 0.5) : totals.total;
        const failure =
          payment === 'failed' ? 'The vendor’s bank returned the payment (account closed); the money is back in the wallet.' : null;
        payments.push({
          id: 1,
          amount,
          scheduled_for: dayOf(step(3)),
          status: failure ? 'failed' : 'paid',
          failure_reason: failure,
          scheduled_at: step(3),
          scheduled_by: null,
          settled_at: step(3),
        });
        paymentHistory.push(
          { at: step(3), from: 'unpaid', to: 'scheduled', by: null, reason: null, amount },
          { at: step(3), from: 'scheduled', to: 'processing', by: null, reason: null, amount },
          { at: step(3), from: 'processing', to: payment, by: null, reason: failure, amount },
        );
        activity.push(
          { at: step(3), kind: 'payment_scheduled', by: null, text: formatMoney(amount, 'AED') },
          { at: step(3), kind: failure ? 'payment_failed' : payment === 'paid' ? 'paid' : 'partially_paid', by: null, text: failure },
        );
        paid = failure ? 0 : amount;
      }
      if (onHold) activity.push({ at: step(3), kind: 'held', by: null, text: 'Waiting for the vendor’s credit note.' });
      if (isVoid) activity.push({ at: step(1), kind: 'voided', by: null, text: 'Entered twice.' });
      const row: StoredBill = {
        id: ctx.nextId('bills'),
        company_id: company.id,
        vendor_id: vendor.id,
        invoice_number: invoiceNumber.trim(),
        invoice_date: invoiceDate,
        due_date: dueDate,
        currency: 'AED',
        lines: lines.map((line, lineIndex) => ({ ...line, ...totals.lines[lineIndex] })),
        subtotal: totals.subtotal,
        vat_total: totals.vat_total,
        total: totals.total,
        paid_amount: paid,
        purchase_order_id: null,
        source,
        notes: index % 5 === 0 ? 'Check against the delivery note.' : null,
        approval_status: approval,
        payment_status: payment,
        rejection_reason: rejection,
        is_on_hold: onHold,
        hold_reason: onHold ? 'Waiting for the vendor’s credit note.' : null,
        is_void: isVoid,
        void_reason: isVoid ? 'Entered twice.' : null,
        duplicate_of_id: duplicate ? db.bills[first + 1].id : null,
        attachments:
          source === 'manual'
            ? []
            : [
                {
                  id: 1,
                  file_name: `${invoiceNumber.trim()}.pdf`,
                  content_type: 'application/pdf',
                  size: 1400,
                  uploaded_at: created,
                  uploaded_by: null,
                  superseded_at: null,
                  superseded_by: null,
                  replaced_by_id: null,
                  bytes: null,
                },
              ],
        payments,
        approval_history: approvalHistory,
        payment_history: paymentHistory,
        activity: activity.sort((a, b) => a.at.localeCompare(b.at)),
        created_by: { id: null, name: null },
        last_edited_by: { id: null, name: null },
        created_at: created,
        updated_at: activity[activity.length - 1].at,
      };
      db.bills.push(row);
    }
  });
}
