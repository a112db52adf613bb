import { describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '../../../src/domain/contractLists';
import {
  billedStatus,
  isFinalPurchaseOrderStatus,
  isPurchaseOrderEditable,
  isStale,
  nextPurchaseOrderStatuses,
  personPurchaseOrderSteps,
  purchaseOrderStepKind,
  refusePurchaseOrderStep,
} from '../../../src/domain/purchaseOrderLifecycle';

/** The lifecycle as issue 11 words it, written out independently of the module. */
const ALLOWED: Array<[PurchaseOrderStatus, PurchaseOrderStatus]> = [
  ['draft', 'open'],
  ['draft', 'cancelled'],
  ['open', 'partially_billed'],
  ['open', 'fully_billed'],
  ['open', 'closed'],
  ['open', 'cancelled'],
  ['partially_billed', 'fully_billed'],
  ['partially_billed', 'closed'],
  ['fully_billed', 'closed'],
];

const isAllowed = (from: PurchaseOrderStatus, to: PurchaseOrderStatus) => ALLOWED.some(([a, b]) => a === from && b === to);

describe('purchase order lifecycle', () => {
  it('allows exactly the steps of the issue', () => {
    for (const from of PURCHASE_ORDER_STATUSES) {
      for (const to of PURCHASE_ORDER_STATUSES) {
        expect(purchaseOrderStepKind(from, to) !== null, `${from} → ${to}`).toBe(isAllowed(from, to));
      }
    }
  });

  it('lets a person take every allowed step but the billing ones', () => {
    for (const [from, to] of ALLOWED) {
      const refusal = refusePurchaseOrderStep({ status: from, billed_amount: 0 }, to);
      if (to === 'partially_billed' || to === 'fully_billed') expect(refusal).toEqual({ reason: 'billing_only', from, to });
      else expect(refusal, `${from} → ${to}`).toBeNull();
    }
  });

  it('refuses other steps naming both statuses', () => {
    const samples: Array<[PurchaseOrderStatus, PurchaseOrderStatus]> = [
      ['draft', 'closed'],
      ['draft', 'fully_billed'],
      ['open', 'draft'],
      ['partially_billed', 'cancelled'],
      ['fully_billed', 'open'],
      ['closed', 'open'],
      ['cancelled', 'draft'],
      ['open', 'open'],
    ];
    for (const [from, to] of samples) {
      expect(refusePurchaseOrderStep({ status: from, billed_amount: 0 }, to)).toEqual({ reason: 'not_allowed', from, to });
    }
  });

  it('does not cancel an open order with something billed', () => {
    expect(refusePurchaseOrderStep({ status: 'open', billed_amount: 10 }, 'cancelled')).toEqual({
      reason: 'billed',
      from: 'open',
      to: 'cancelled',
    });
  });

  it('offers a person submit and cancel on a draft, close and cancel on an open order, only close once billed', () => {
    expect(personPurchaseOrderSteps({ status: 'draft', billed_amount: 0 })).toEqual(['open', 'cancelled']);
    expect(personPurchaseOrderSteps({ status: 'open', billed_amount: 0 })).toEqual(['closed', 'cancelled']);
    expect(personPurchaseOrderSteps({ status: 'partially_billed', billed_amount: 5 })).toEqual(['closed']);
    expect(personPurchaseOrderSteps({ status: 'closed', billed_amount: 5 })).toEqual([]);
    expect(nextPurchaseOrderStatuses('cancelled')).toEqual([]);
  });

  it('edits only drafts; closed and cancelled are final', () => {
    expect(PURCHASE_ORDER_STATUSES.filter(isPurchaseOrderEditable)).toEqual(['draft']);
    expect(PURCHASE_ORDER_STATUSES.filter(isFinalPurchaseOrderStatus)).toEqual(['closed', 'cancelled']);
  });

  it('moves with billing: nothing → open, less than the total → partially, all → fully billed', () => {
    expect(billedStatus(0, 100)).toBe('open');
    expect(billedStatus(40, 100)).toBe('partially_billed');
    expect(billedStatus(100, 100)).toBe('fully_billed');
  });
});

describe('isStale (an open order closes itself after 90 days without activity)', () => {
  const today = new Date('2026-05-01T09:00:00Z');
  const daysBefore = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString();

  it('is stale on the 90th day without activity, not the day before', () => {
    expect(isStale({ status: 'open', last_activity_at: daysBefore(90) }, today)).toBe(true);
    expect(isStale({ status: 'open', last_activity_at: daysBefore(200) }, today)).toBe(true);
    expect(isStale({ status: 'open', last_activity_at: daysBefore(89.99) }, today)).toBe(false);
  });

  it('applies to open orders only', () => {
    for (const status of PURCHASE_ORDER_STATUSES.filter((value) => value !== 'open')) {
      expect(isStale({ status, last_activity_at: daysBefore(365) }, today), status).toBe(false);
    }
  });
});
