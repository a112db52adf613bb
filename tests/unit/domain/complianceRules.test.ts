import { describe, expect, it } from 'vitest';
import { explanationText } from '../../../src/domain/complianceExplain';
import { decisionText, nextFlagStatus } from '../../../src/domain/complianceFlagLifecycle';
import { flagFingerprint, riskOf } from '../../../src/domain/complianceEvidence';
import { defaultComplianceRules, ruleParamErrors, ruleParamsOf } from '../../../src/domain/complianceRuleParams';
import {
  evaluateRule,
  evaluateRules,
  type ComplianceBill,
  type ComplianceExpense,
  type ComplianceRule,
} from '../../../src/domain/complianceRules';
import { complianceScore, complianceTrend } from '../../../src/domain/complianceScore';

const TODAY = '2026-11-25'; // a Wednesday (Dubai)

let nextId = 1;
function expense(overrides: Partial<ComplianceExpense> = {}): ComplianceExpense {
  return {
    id: nextId++,
    merchant: 'Office Hub',
    amount: 100,
    currency: 'AED',
    status: 'approved',
    category: 'office_supplies',
    member_id: 12,
    member_name: 'Omar Haddad',
    department_id: 3,
    // Monday 23 November 2026, 10:00 in Dubai
    spent_at: '2026-11-23T06:00:00Z',
    category_id: 21,
    vat_amount: null,
    supplier_trn: null,
    has_receipt: true,
    ...overrides,
  };
}

function rule(
  kind: ComplianceRule['kind'],
  params: ComplianceRule['params'],
  severity: ComplianceRule['severity'] = 'medium',
): ComplianceRule {
  return { id: 7, kind, enabled: true, severity, params };
}

const fired = (r: ComplianceRule, expenses: ComplianceExpense[], bills: ComplianceBill[] = []) => evaluateRule(r, expenses, bills, TODAY);

describe('compliance rules fire at their boundary', () => {
  it('receipt required above an amount, per category', () => {
    const r = rule('receipt_required', { amount: 250, categories: ['restaurants'] });
    expect(fired(r, [expense({ amount: 250, has_receipt: false, category: 'restaurants' })])).toHaveLength(0);
    expect(fired(r, [expense({ amount: 250.01, has_receipt: false, category: 'restaurants' })])).toHaveLength(1);
    expect(fired(r, [expense({ amount: 900, has_receipt: true, category: 'restaurants' })])).toHaveLength(0);
    expect(fired(r, [expense({ amount: 900, has_receipt: false, category: 'fuel' })])).toHaveLength(0);
    expect(
      fired({ ...r, params: { amount: 250, categories: [] } }, [expense({ amount: 900, has_receipt: false, category: 'fuel' })]),
    ).toHaveLength(1);
  });

  it('maximum per expense', () => {
    const r = rule('max_per_expense', { amount: 1000 });
    expect(fired(r, [expense({ amount: 1000 })])).toHaveLength(0);
    const [flag] = fired(r, [expense({ amount: 1000.5 })]);
    expect(flag.amount).toBe(1000.5);
    expect(explanationText(flag.explanation)).toBe(
      'Office Hub charged AED\u00a01,000.50 on 23/11/2026, above the AED\u00a01,000.00 limit per expense.',
    );
  });

  it('maximum per person per month adds up one person’s Dubai month', () => {
    const r = rule('max_per_person_month', { amount: 1000 });
    const october = expense({ amount: 600, spent_at: '2026-10-31T19:59:00Z' }); // 31 October 23:59 Dubai
    const november = expense({ amount: 500, spent_at: '2026-10-31T20:00:00Z' }); // 1 November 00:00 Dubai
    const another = expense({ amount: 500, member_id: 13 });
    expect(fired(r, [october, november, another])).toHaveLength(0);
    const atLimit = expense({ amount: 500 });
    expect(fired(r, [november, atLimit])).toHaveLength(0);
    const [flag] = fired(r, [november, atLimit, expense({ amount: 0.01 })]);
    expect(flag.amount).toBe(1000.01);
    expect(flag.subject.expense_ids).toHaveLength(3);
  });

  it('weekend spend on the UAE weekend (Saturday and Sunday, Dubai days)', () => {
    const r = rule('weekend_spend', {});
    expect(fired(r, [expense({ spent_at: '2026-11-20T19:59:00Z' })])).toHaveLength(0); // Friday 23:59 Dubai
    expect(fired(r, [expense({ spent_at: '2026-11-20T20:00:00Z' })])).toHaveLength(1); // Saturday 00:00 Dubai
    expect(fired(r, [expense({ spent_at: '2026-11-22T19:59:00Z' })])).toHaveLength(1); // Sunday 23:59
    expect(fired(r, [expense({ spent_at: '2026-11-22T20:00:00Z' })])).toHaveLength(0); // Monday 00:00
  });

  it('after hours outside the working hours (Dubai time)', () => {
    const r = rule('after_hours', { start_hour: 8, end_hour: 20 });
    expect(fired(r, [expense({ spent_at: '2026-11-23T03:59:00Z' })])).toHaveLength(1); // 07:59
    expect(fired(r, [expense({ spent_at: '2026-11-23T04:00:00Z' })])).toHaveLength(0); // 08:00
    expect(fired(r, [expense({ spent_at: '2026-11-23T15:59:00Z' })])).toHaveLength(0); // 19:59
    expect(fired(r, [expense({ spent_at: '2026-11-23T16:00:00Z' })])).toHaveLength(1); // 20:00
  });

  it('blocked merchant categories', () => {
    const r = rule('blocked_merchant_category', { categories: ['government'] });
    expect(fired(r, [expense({ category: 'government' }), expense({ category: 'fuel' })])).toHaveLength(1);
  });

  it('possible duplicates: same merchant and amount within N days, across cards and people', () => {
    const r = rule('duplicate', { days: 3 });
    const first = expense({ merchant: 'Careem', amount: 75, spent_at: '2026-11-20T06:00:00Z', member_id: 12 });
    const inWindow = expense({ merchant: ' careem ', amount: 75, spent_at: '2026-11-23T06:00:00Z', member_id: 14 });
    const [flag] = fired(r, [first, inWindow]);
    expect(flag.subject.expense_ids).toEqual([first.id, inWindow.id]);
    const tooLate = expense({ merchant: 'Careem', amount: 75, spent_at: '2026-11-24T06:00:00Z' });
    expect(fired(r, [first, tooLate])).toHaveLength(0);
    expect(fired(r, [first, expense({ merchant: 'Careem', amount: 75.01, spent_at: '2026-11-20T07:00:00Z' })])).toHaveLength(0);
    expect(fired(r, [first, expense({ merchant: 'Uber', amount: 75, spent_at: '2026-11-20T07:00:00Z' })])).toHaveLength(0);
    // A declined one is not spend: not a duplicate.
    expect(fired(r, [first, expense({ merchant: 'Careem', amount: 75, status: 'declined' })])).toHaveLength(0);
  });

  it('split purchases: same merchant and Dubai day adding up above the limit', () => {
    const r = rule('split_purchase', { amount: 5000 });
    const a = expense({ merchant: 'Sharaf DG', amount: 2500, spent_at: '2026-11-23T05:00:00Z' });
    const b = expense({ merchant: 'Sharaf DG', amount: 2500, spent_at: '2026-11-23T09:00:00Z' });
    expect(fired(r, [a, b])).toHaveLength(0); // exactly the limit
    const c = expense({ merchant: 'Sharaf DG', amount: 2500.01, spent_at: '2026-11-23T10:00:00Z' });
    const [flag] = fired(r, [a, c]);
    expect(flag.amount).toBe(5000.01);
    expect(flag.subject.expense_ids).toEqual([a.id, c.id]);
    expect(explanationText(flag.explanation)).toBe(
      '2 purchases at Sharaf DG on 23/11/2026 add up to AED\u00a05,000.01, above the AED\u00a05,000.00 limit: a possible split purchase.',
    );
    // Another Dubai day (23 November 20:00 UTC is the 24th in Dubai).
    expect(fired(r, [a, { ...c, spent_at: '2026-11-23T20:00:00Z' }])).toHaveLength(0);
  });

  it('round amounts above a threshold', () => {
    const r = rule('round_amount', { amount: 1000 });
    expect(fired(r, [expense({ amount: 1000 })])).toHaveLength(0);
    expect(fired(r, [expense({ amount: 1100 })])).toHaveLength(1);
    expect(fired(r, [expense({ amount: 1150 })])).toHaveLength(0);
  });

  it('missing coding after N days', () => {
    const r = rule('missing_coding', { days: 14 });
    expect(fired(r, [expense({ category_id: null, spent_at: '2026-11-11T06:00:00Z' })])).toHaveLength(0); // 14 days
    expect(fired(r, [expense({ category_id: null, spent_at: '2026-11-10T06:00:00Z' })])).toHaveLength(1); // 15 days
    expect(fired(r, [expense({ category_id: 4, spent_at: '2026-10-01T06:00:00Z' })])).toHaveLength(0);
  });

  it('VAT claimed without a valid supplier TRN, on expenses and bills', () => {
    const r = rule('vat_without_trn', {});
    expect(fired(r, [expense({ vat_amount: 5, supplier_trn: '100123456700003' })])).toHaveLength(0);
    expect(fired(r, [expense({ vat_amount: 5, supplier_trn: '200123456700003' })])).toHaveLength(1);
    expect(fired(r, [expense({ vat_amount: 0, supplier_trn: null })])).toHaveLength(0);
    const bill: ComplianceBill = {
      id: 40,
      vendor_name: 'Gulf Supplies',
      invoice_number: 'INV-9',
      invoice_date: '2026-11-02',
      total: 1050,
      vat_total: 50,
      currency: 'AED',
      supplier_trn: null,
      is_void: false,
    };
    const [flag] = fired(r, [], [bill]);
    expect(flag.subject).toEqual({ expense_ids: [], bill_ids: [40] });
    expect(explanationText(flag.explanation)).toBe(
      'Bill INV-9 from Gulf Supplies (02/11/2026) claims AED\u00a050.00 VAT without a valid supplier TRN.',
    );
    expect(fired(r, [], [{ ...bill, supplier_trn: '100123456700003' }])).toHaveLength(0);
    expect(fired(r, [], [{ ...bill, is_void: true }])).toHaveLength(0);
  });
});

describe('flags', () => {
  it('fingerprints are stable, order-free and independent of parameters', () => {
    expect(flagFingerprint(7, [3, 1])).toBe(flagFingerprint(7, [1, 3]));
    expect(flagFingerprint(7, [1, 3])).not.toBe(flagFingerprint(8, [1, 3]));
    expect(flagFingerprint(7, [1])).not.toBe(flagFingerprint(7, [], [1]));
    const a = expense({ merchant: 'X', amount: 3000 });
    const b = expense({ merchant: 'X', amount: 3000 });
    const low = fired(rule('split_purchase', { amount: 5000 }), [a, b]);
    const lower = fired(rule('split_purchase', { amount: 4000 }), [a, b]);
    expect(low[0].fingerprint).toBe(lower[0].fingerprint);
    expect(low[0].fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it('ranks by risk: severity weight times amount, and runs only enabled rules', () => {
    expect(riskOf('high', 100)).toBe(300);
    expect(riskOf('low', 250)).toBe(250);
    const rules = [
      { ...rule('max_per_expense', { amount: 100 }, 'low'), id: 1 },
      { ...rule('round_amount', { amount: 100 }, 'high'), id: 2 },
      { ...rule('weekend_spend', {}), id: 3, enabled: false },
    ];
    const flags = evaluateRules(rules, [expense({ amount: 200, spent_at: '2026-11-21T06:00:00Z' }), expense({ amount: 150 })], [], TODAY);
    expect(flags.map((flag) => [flag.rule_id, flag.risk])).toEqual([
      [2, 600],
      [1, 200],
      [1, 150],
    ]);
  });

  it('checks each kind’s parameters and keeps only those it reads', () => {
    expect(ruleParamErrors('split_purchase', {})).toEqual({ 'params.amount': 'required' });
    expect(ruleParamErrors('after_hours', { start_hour: 20, end_hour: 8 })).toEqual({ 'params.end_hour': 'after_start' });
    expect(ruleParamErrors('blocked_merchant_category', { categories: [] })).toEqual({ 'params.categories': 'required' });
    expect(ruleParamErrors('vat_without_trn', {})).toEqual({});
    expect(ruleParamsOf('duplicate', { days: 2, amount: 5 })).toEqual({ days: 2 });
    for (const r of defaultComplianceRules(1)) expect(ruleParamErrors(r.kind, r.params)).toEqual({});
  });

  it('moves a flag from open to resolved or dismissed only', () => {
    expect(nextFlagStatus('open', 'resolve')).toBe('resolved');
    expect(nextFlagStatus('open', 'dismiss')).toBe('dismissed');
    expect(nextFlagStatus('resolved', 'dismiss')).toBeNull();
    expect(nextFlagStatus('dismissed', 'resolve')).toBeNull();
    expect(decisionText('  ')).toBeNull();
    expect(decisionText(' Refunded ')).toBe('Refunded');
    expect(decisionText(undefined)).toBeNull();
  });
});

describe('compliance scores', () => {
  const scored = (id: number, amount: number, spent_day = '2026-11-02', status = 'approved', currency = 'AED') => ({
    id,
    amount,
    currency,
    status,
    spent_day,
  });

  it('is the share of AED spend without open flags', () => {
    const expenses = [
      scored(1, 750),
      scored(2, 250),
      scored(3, 1000, '2026-11-02', 'declined'),
      scored(4, 999, '2026-11-02', 'approved', 'USD'),
    ];
    expect(complianceScore(expenses, new Set([2]))).toEqual({ spend: 1000, flagged_spend: 250, score: 75 });
    expect(complianceScore(expenses, new Set())).toEqual({ spend: 1000, flagged_spend: 0, score: 100 });
    expect(complianceScore([], new Set()).score).toBeNull();
    expect(complianceScore([scored(1, 2), scored(2, 1)], new Set([2])).score).toBe(66.7);
  });

  it('trends over the last 6 Dubai months', () => {
    const trend = complianceTrend(
      [scored(1, 100, '2026-06-30'), scored(2, 100, '2026-09-03'), scored(3, 100, '2026-09-04')],
      new Set([3]),
      TODAY,
    );
    expect(trend).toEqual([
      { month: '2026-06', score: 100 },
      { month: '2026-07', score: null },
      { month: '2026-08', score: null },
      { month: '2026-09', score: 50 },
      { month: '2026-10', score: null },
      { month: '2026-11', score: null },
    ]);
  });
});
