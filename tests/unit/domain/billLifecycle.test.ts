import { describe, expect, it } from 'vitest';
import {
  billDocumentsLock,
  billOutstanding,
  billPaymentStatusOf,
  currentAttachments,
  refuseAttachmentRemoval,
  refuseSupersede,
  canHoldBill,
  canVoidBill,
  findDuplicateBill,
  invoiceKey,
  isBillEditable,
  isBillOverdue,
  nextBillApprovalStatuses,
  nextBillPaymentStatuses,
  paymentProgress,
  personBillApprovalSteps,
  refuseBillApprovalStep,
  refuseBillPayment,
  type BillState,
} from '../../../src/domain/billLifecycle';
import { BILL_APPROVAL_STATUSES, BILL_PAYMENT_STATUSES } from '../../../src/domain/contractLists';
import { lineTotals } from '../../../src/domain/lineTotals';

const bill = (overrides: Partial<BillState> = {}): BillState => ({
  approval_status: 'draft',
  payment_status: 'unpaid',
  is_on_hold: false,
  is_void: false,
  total: 1050,
  outstanding: 1050,
  created_by: { id: 1 },
  last_edited_by: { id: 2 },
  ...overrides,
});
const everything = { userId: 9, holds: () => true };

describe('bill approval machine', () => {
  it('goes draft → pending_approval → approved or rejected; pending recalls to draft, rejected reopens', () => {
    expect(nextBillApprovalStatuses('draft')).toEqual(['pending_approval']);
    expect(nextBillApprovalStatuses('pending_approval')).toEqual(['approved', 'rejected', 'draft']);
    expect(nextBillApprovalStatuses('approved')).toEqual([]);
    expect(nextBillApprovalStatuses('rejected')).toEqual(['draft']);
    for (const status of BILL_APPROVAL_STATUSES) expect(Array.isArray(nextBillApprovalStatuses(status))).toBe(true);
  });

  it('refuses a step it does not have, naming both statuses', () => {
    expect(refuseBillApprovalStep(bill(), 'approved', everything)).toEqual({ reason: 'not_allowed', from: 'draft', to: 'approved' });
    expect(refuseBillApprovalStep(bill({ approval_status: 'approved' }), 'draft', everything)).toEqual({
      reason: 'not_allowed',
      from: 'approved',
      to: 'draft',
    });
  });

  it('needs approve bills to approve, and refuses whoever created or last edited the bill', () => {
    const pending = bill({ approval_status: 'pending_approval' });
    expect(refuseBillApprovalStep(pending, 'approved', everything)).toBeNull();
    expect(refuseBillApprovalStep(pending, 'approved', { userId: 9, holds: (name) => name !== 'approve bills' })).toEqual({
      reason: 'permission',
      permission: 'approve bills',
    });
    expect(refuseBillApprovalStep(pending, 'approved', { ...everything, userId: 1 })).toEqual({ reason: 'own_bill' });
    expect(refuseBillApprovalStep(pending, 'rejected', { ...everything, userId: 2 }, 'no')).toEqual({ reason: 'own_bill' });
    expect(personBillApprovalSteps(pending, { ...everything, userId: 2 })).toEqual(['draft']);
    expect(personBillApprovalSteps(pending, everything)).toEqual(['approved', 'rejected', 'draft']);
  });

  it('needs a reason to reject, and refuses every step of a void bill', () => {
    const pending = bill({ approval_status: 'pending_approval' });
    expect(refuseBillApprovalStep(pending, 'rejected', everything, '  ')).toEqual({ reason: 'reason_required' });
    expect(refuseBillApprovalStep(pending, 'rejected', everything, 'Wrong quantities')).toBeNull();
    expect(refuseBillApprovalStep(bill({ is_void: true }), 'pending_approval', everything)).toEqual({ reason: 'void' });
  });

  it('lets only a draft that is not void change', () => {
    expect(isBillEditable(bill())).toBe(true);
    expect(isBillEditable(bill({ approval_status: 'pending_approval' }))).toBe(false);
    expect(isBillEditable(bill({ is_void: true }))).toBe(false);
  });
});

describe('bill payment machine', () => {
  it('goes unpaid → scheduled → processing → paid, partially_paid or failed; failed and partial can be scheduled again', () => {
    expect(nextBillPaymentStatuses('unpaid')).toEqual(['scheduled']);
    expect(nextBillPaymentStatuses('scheduled')).toEqual(['processing']);
    expect(nextBillPaymentStatuses('processing')).toEqual(['paid', 'partially_paid', 'failed']);
    expect(nextBillPaymentStatuses('paid')).toEqual([]);
    expect(nextBillPaymentStatuses('failed')).toEqual(['scheduled']);
    expect(nextBillPaymentStatuses('partially_paid')).toEqual(['scheduled']);
    for (const status of BILL_PAYMENT_STATUSES) expect(Array.isArray(nextBillPaymentStatuses(status))).toBe(true);
  });

  it('pays only an approved bill that is not on hold, not void, with something outstanding', () => {
    const approved = bill({ approval_status: 'approved' });
    expect(refuseBillPayment(approved)).toBeNull();
    expect(refuseBillPayment(bill())).toEqual({ reason: 'not_approved', approval: 'draft' });
    expect(refuseBillPayment({ ...approved, is_on_hold: true })).toEqual({ reason: 'on_hold' });
    expect(refuseBillPayment({ ...approved, is_void: true })).toEqual({ reason: 'void' });
    expect(refuseBillPayment({ ...approved, payment_status: 'processing' })).toEqual({
      reason: 'not_allowed',
      from: 'processing',
      to: 'scheduled',
    });
    expect(refuseBillPayment({ ...approved, payment_status: 'partially_paid', outstanding: 0 })).toEqual({ reason: 'nothing_outstanding' });
    expect(refuseBillPayment({ ...approved, payment_status: 'failed' })).toBeNull();
  });

  it('derives the status and what is outstanding from the payments', () => {
    expect(billPaymentStatusOf([], 100)).toBe('unpaid');
    expect(billPaymentStatusOf([{ amount: 100, status: 'scheduled' }], 100)).toBe('scheduled');
    expect(billPaymentStatusOf([{ amount: 100, status: 'processing' }], 100)).toBe('processing');
    expect(billPaymentStatusOf([{ amount: 100, status: 'paid' }], 100)).toBe('paid');
    expect(billPaymentStatusOf([{ amount: 40, status: 'paid' }], 100)).toBe('partially_paid');
    expect(billPaymentStatusOf([{ amount: 100, status: 'failed' }], 100)).toBe('failed');
    expect(
      billPaymentStatusOf(
        [
          { amount: 40, status: 'paid' },
          { amount: 60, status: 'failed' },
        ],
        100,
      ),
    ).toBe('failed');
    expect(
      billPaymentStatusOf(
        [
          { amount: 0.1, status: 'paid' },
          { amount: 0.2, status: 'paid' },
        ],
        0.3,
      ),
    ).toBe('paid');
    expect(
      billOutstanding(
        [
          { amount: 40, status: 'paid' },
          { amount: 30, status: 'failed' },
          { amount: 10.1, status: 'scheduled' },
        ],
        100,
      ),
    ).toBe(49.9);
  });

  it('moves a payment on with the clock: processing one step after scheduling but not before its Dubai day, settled one step later', () => {
    const payment = { scheduled_at: '2026-11-20T08:00:00Z', scheduled_for: '2026-11-20' };
    const at = (iso: string) => paymentProgress(payment, new Date(iso), 60_000).status;
    expect(at('2026-11-20T08:00:30Z')).toBe('scheduled');
    expect(at('2026-11-20T08:01:00Z')).toBe('processing');
    expect(at('2026-11-20T08:02:00Z')).toBe('settled');
    const later = { scheduled_at: '2026-11-20T08:00:00Z', scheduled_for: '2026-11-23' };
    expect(paymentProgress(later, new Date('2026-11-22T19:59:00Z'), 60_000).status).toBe('scheduled');
    expect(paymentProgress(later, new Date('2026-11-22T20:00:00Z'), 60_000).status).toBe('processing');
    expect(paymentProgress(payment, new Date('2026-11-20T08:00:00Z'), 0).status).toBe('settled');
  });

  it('holds and voids only what has nothing on its way', () => {
    expect(canHoldBill(bill())).toBe(true);
    expect(canHoldBill(bill({ payment_status: 'scheduled' }))).toBe(false);
    expect(canHoldBill(bill({ payment_status: 'paid' }))).toBe(false);
    expect(canHoldBill(bill({ is_on_hold: true }))).toBe(false);
    expect(canVoidBill(bill())).toBe(true);
    expect(canVoidBill(bill({ payment_status: 'failed' }))).toBe(true);
    expect(canVoidBill(bill({ payment_status: 'processing' }))).toBe(false);
    expect(canVoidBill(bill({ payment_status: 'partially_paid' }))).toBe(false);
    expect(canVoidBill(bill({ is_void: true }))).toBe(false);
  });
});

describe('overdue and duplicates', () => {
  it('is overdue from the day after the due date until it is paid or void', () => {
    const due = { due_date: '2026-11-20', payment_status: 'unpaid' as const, is_void: false };
    expect(isBillOverdue(due, '2026-11-20')).toBe(false);
    expect(isBillOverdue(due, '2026-11-21')).toBe(true);
    expect(isBillOverdue({ ...due, payment_status: 'partially_paid' }, '2026-11-21')).toBe(true);
    expect(isBillOverdue({ ...due, payment_status: 'paid' }, '2026-11-21')).toBe(false);
    expect(isBillOverdue({ ...due, is_void: true }, '2026-11-21')).toBe(false);
  });

  it('flags the first other bill of the same vendor and invoice number, ignoring case and spaces and void bills', () => {
    expect(invoiceKey(' Inv 001 ')).toBe('inv001');
    const bills = [
      { id: 7, vendor_id: 1, invoice_number: 'INV-001', is_void: false },
      { id: 3, vendor_id: 1, invoice_number: 'inv - 001', is_void: true },
      { id: 5, vendor_id: 1, invoice_number: 'inv-001 ', is_void: false },
      { id: 2, vendor_id: 2, invoice_number: 'INV-001', is_void: false },
    ];
    expect(findDuplicateBill(bills, { vendor_id: 1, invoice_number: ' INV-001' })?.id).toBe(5);
    expect(findDuplicateBill(bills, { id: 5, vendor_id: 1, invoice_number: 'INV-001' })?.id).toBe(7);
    expect(findDuplicateBill(bills, { vendor_id: 3, invoice_number: 'INV-001' })).toBeNull();
    expect(findDuplicateBill(bills, { vendor_id: 1, invoice_number: 'INV-002' })).toBeNull();
  });
});

describe('bill totals (the one lines rule, as for purchase orders)', () => {
  it('rounds each line half up to 2 decimals', () => {
    const totals = lineTotals([
      { quantity: 3, unit_price: 0.335, vat_rate: 5 },
      { quantity: 1, unit_price: 1000, vat_rate: 0 },
    ]);
    expect(totals.lines).toEqual([
      { amount: 1.01, vat_amount: 0.05 },
      { amount: 1000, vat_amount: 0 },
    ]);
    expect(totals).toMatchObject({ subtotal: 1001.01, vat_total: 0.05, total: 1001.06 });
  });
});

describe("a bill's documents once it is approved (issue 33)", () => {
  it('stay removable while the bill is a draft, pending or rejected, and unpaid', () => {
    for (const approval of ['draft', 'pending_approval', 'rejected'] as const) {
      expect(billDocumentsLock(bill({ approval_status: approval }))).toBeNull();
      expect(refuseAttachmentRemoval(bill({ approval_status: approval }))).toBeNull();
    }
  });

  it('are part of the record once approved, whatever the payment does next: the refusal names the status', () => {
    expect(refuseAttachmentRemoval(bill({ approval_status: 'approved' }))).toEqual({ reason: 'documents_locked', status: 'approved' });
    // A failed payment leaves the bill approved; a payment that went out or is on its way names itself.
    expect(billDocumentsLock(bill({ approval_status: 'approved', payment_status: 'failed' }))).toEqual({
      family: 'bill_approval',
      status: 'approved',
    });
    for (const payment of ['scheduled', 'processing', 'paid', 'partially_paid'] as const)
      expect(refuseAttachmentRemoval(bill({ approval_status: 'approved', payment_status: payment }))).toEqual({
        reason: 'documents_locked',
        status: payment,
      });
    // Every status of the contract is decided: approved bills lock, the others do not.
    for (const approval of BILL_APPROVAL_STATUSES)
      for (const payment of BILL_PAYMENT_STATUSES) {
        const lock = billDocumentsLock(bill({ approval_status: approval, payment_status: payment }));
        expect(lock !== null, `${approval}/${payment}`).toBe(approval === 'approved' || !['unpaid', 'failed'].includes(payment));
      }
  });

  it('of a void bill change no more (void is said first)', () => {
    expect(refuseAttachmentRemoval(bill({ approval_status: 'approved', is_void: true }))).toEqual({ reason: 'void' });
    expect(refuseSupersede(bill({ is_void: true }), [{ id: 1, file_name: 'a.pdf', superseded_at: null }], 1)).toEqual({ reason: 'void' });
  });

  it('can be superseded: only a current file of the bill, and superseded ones stay listed apart', () => {
    const files = [
      { id: 1, file_name: 'INV-1.pdf', superseded_at: '2026-11-01T08:00:00Z' },
      { id: 2, file_name: 'INV-1 v2.pdf', superseded_at: null },
    ];
    const approved = bill({ approval_status: 'approved', payment_status: 'paid' });
    expect(refuseSupersede(approved, files, 2)).toBeNull();
    expect(refuseSupersede(approved, files, 1)).toEqual({ reason: 'already_superseded', file_name: 'INV-1.pdf' });
    expect(refuseSupersede(approved, files, 9)).toEqual({ reason: 'not_attachment' });
    expect(currentAttachments(files).map((file) => file.id)).toEqual([2]);
  });
});
