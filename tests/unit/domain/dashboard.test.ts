import { describe, expect, it } from 'vitest';
import {
  AWAITING_APPROVAL_STATUSES,
  categorySlices,
  companyCurrencyFirst,
  dubaiDayOf,
  isWithin,
  lastMonths,
  periodInstants,
  spendChanges,
  thisAndLastMonth,
  waitsOn,
} from '../../../src/domain/dashboard';
import { expenseStepTo } from '../../../src/domain/expenseLifecycle';

describe('Dubai months', () => {
  it('dates an expense by its day in Dubai (UTC+4): late evening UTC is the next day', () => {
    expect(dubaiDayOf('2026-10-31T19:59:59Z')).toBe('2026-10-31');
    expect(dubaiDayOf('2026-10-31T20:00:00Z')).toBe('2026-11-01');
    expect(dubaiDayOf('not a date')).toBe('');
  });

  it('names this month to today and the whole month before it, across a year end', () => {
    expect(thisAndLastMonth(new Date('2027-01-01T20:30:00Z'))).toEqual({
      today: '2027-01-02',
      thisMonth: { month: '2027-01', from: '2027-01-01', to: '2027-01-02' },
      lastMonth: { month: '2026-12', from: '2026-12-01', to: '2026-12-31' },
    });
    // 31 December 20:30 UTC is already 1 January in Dubai.
    expect(thisAndLastMonth(new Date('2026-12-31T20:30:00Z')).thisMonth.month).toBe('2027-01');
  });

  it('gives six whole months ending with the current one, oldest first, with their last days (leap February)', () => {
    expect(lastMonths('2028-04-15', 6)).toEqual([
      { month: '2027-11', from: '2027-11-01', to: '2027-11-30' },
      { month: '2027-12', from: '2027-12-01', to: '2027-12-31' },
      { month: '2028-01', from: '2028-01-01', to: '2028-01-31' },
      { month: '2028-02', from: '2028-02-01', to: '2028-02-29' },
      { month: '2028-03', from: '2028-03-01', to: '2028-03-31' },
      { month: '2028-04', from: '2028-04-01', to: '2028-04-15' },
    ]);
  });

  it('bounds a period by instants that agree with the Dubai day', () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    const { start, end } = periodInstants(period);
    for (const at of ['2026-10-31T19:59:59Z', '2026-10-31T20:00:00Z', '2026-11-30T19:59:59Z', '2026-11-30T20:00:00Z']) {
      const instant = Date.parse(at);
      expect(instant >= start && instant < end).toBe(isWithin(at, period));
    }
    expect(isWithin('2026-10-31T20:00:00Z', period)).toBe(true);
    expect(isWithin('2026-11-30T20:00:00Z', period)).toBe(false);
  });
});

describe('approvals', () => {
  it('waits for an approver exactly where the lifecycle has an approve step', () => {
    expect([...AWAITING_APPROVAL_STATUSES].sort()).toEqual(['in_review', 'manual', 'submitted']);
    for (const status of AWAITING_APPROVAL_STATUSES) expect(expenseStepTo(status, 'approve')).not.toBeNull();
  });

  it('waits on someone who may approve, never for what they spent', () => {
    const submitted = { status: 'submitted', member_id: 7 };
    expect(waitsOn(submitted, { canApprove: true, ownMemberId: null })).toBe(true);
    expect(waitsOn(submitted, { canApprove: true, ownMemberId: 8 })).toBe(true);
    expect(waitsOn(submitted, { canApprove: true, ownMemberId: 7 })).toBe(false);
    expect(waitsOn(submitted, { canApprove: false, ownMemberId: null })).toBe(false);
    expect(waitsOn({ status: 'draft', member_id: 7 }, { canApprove: true, ownMemberId: null })).toBe(false);
    expect(waitsOn({ status: 'approved', member_id: 7 }, { canApprove: true, ownMemberId: null })).toBe(false);
  });
});

describe('spend against last month', () => {
  it('changes per currency, never across currencies, with a percentage only when last month spent something', () => {
    const changes = spendChanges(
      [
        { currency: 'AED', amount: 1100 },
        { currency: 'USD', amount: 50 },
      ],
      [
        { currency: 'AED', amount: 1000 },
        { currency: 'EUR', amount: 30.1 },
      ],
    );
    expect(changes).toEqual([
      { currency: 'AED', amount: 100, percent: 10 },
      { currency: 'USD', amount: 50, percent: null },
      { currency: 'EUR', amount: -30.1, percent: -100 },
    ]);
  });

  it('rounds in cents and to one decimal of a percent', () => {
    expect(spendChanges([{ currency: 'AED', amount: 0.3 }], [{ currency: 'AED', amount: 0.1 + 0.2 }])).toEqual([
      { currency: 'AED', amount: 0, percent: 0 },
    ]);
    expect(spendChanges([{ currency: 'AED', amount: 200 }], [{ currency: 'AED', amount: 300 }])[0].percent).toBe(-33.3);
  });

  it("puts the company's currency first", () => {
    expect(
      companyCurrencyFirst(
        [
          { currency: 'USD', amount: 1 },
          { currency: 'AED', amount: 2 },
        ],
        'AED',
      ).map((total) => total.currency),
    ).toEqual(['AED', 'USD']);
  });
});

describe('category slices', () => {
  const spend = (categoryId: number | null, amount: number, name = `C${categoryId}`) => ({ categoryId, name, amount, count: 1 });

  it('names the five largest, then groups the rest as Other and the uncoded as Not coded', () => {
    const slices = categorySlices([
      spend(1, 10),
      spend(2, 70),
      spend(3, 30),
      spend(4, 50),
      spend(5, 60),
      spend(6, 40),
      spend(7, 20.05),
      spend(null, 5, ''),
      spend(8, 0),
    ]);
    expect(slices.map((slice) => [slice.kind, slice.category_id, slice.amount])).toEqual([
      ['category', 2, 70],
      ['category', 5, 60],
      ['category', 4, 50],
      ['category', 6, 40],
      ['category', 3, 30],
      ['other', null, 30.05],
      ['not_coded', null, 5],
    ]);
    // Category 8 spent nothing: it is in no slice.
    expect(slices.find((slice) => slice.kind === 'other')!.count).toBe(2);
    expect(slices.map((slice) => slice.category_ids)).toEqual([[2], [5], [4], [6], [3], [7, 1], []]);
  });

  it('leaves out Other and Not coded when they hold nothing', () => {
    expect(categorySlices([spend(1, 10), spend(2, 10, 'A')]).map((slice) => slice.name)).toEqual(['A', 'C1']);
    expect(categorySlices([])).toEqual([]);
  });
});
