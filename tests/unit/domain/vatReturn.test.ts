import { describe, expect, it } from 'vitest';
import {
  classifyVatSource,
  quarterOf,
  vatPeriod,
  vatPeriodPresets,
  vatReturnFigures,
  type ToAed,
  type VatSource,
} from '../../../src/domain/vatReturn';

const standard = { type: 'standard' as const, rate: 5 };
const source = (fields: Partial<VatSource>): VatSource => ({
  record_type: 'expense',
  id: 1,
  day: '2026-11-02',
  supplier: 'Gulf Office',
  supplier_trn: '100234567800003',
  currency: 'AED',
  amount: 100,
  vat_amount: 5,
  final: true,
  coded: true,
  tax_rate: standard,
  ...fields,
});
/** USD at 3.6725 AED, dated the day before the record; no rate for JPY. */
const toAed: ToAed = (cents, currency, day) => {
  if (currency === 'AED') return { cents, rate: 1, asOf: null };
  if (currency === 'USD') return { cents: Math.round(cents * 3.6725), rate: 3.6725, asOf: '2026-11-01' };
  void day;
  return null;
};

describe('vatPeriod', () => {
  it('reads calendar quarters and months, and refuses anything else', () => {
    expect(vatPeriod('2026-Q4')).toEqual({ period: '2026-Q4', from: '2026-10-01', to: '2026-12-31' });
    expect(vatPeriod('2024-Q1')).toEqual({ period: '2024-Q1', from: '2024-01-01', to: '2024-03-31' });
    expect(vatPeriod('2024-02')).toEqual({ period: '2024-02', from: '2024-02-01', to: '2024-02-29' });
    for (const bad of ['2026-Q5', '2026-13', '2026', 'Q4', '']) expect(vatPeriod(bad)).toBeNull();
    expect(quarterOf('2026-11-28')).toBe('2026-Q4');
    expect(vatPeriodPresets(2026).slice(0, 5)).toEqual(['2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4', '2026-01']);
  });
});

describe('classifyVatSource', () => {
  it('puts each record on its line, or leaves it out with why', () => {
    expect(classifyVatSource(source({}))).toEqual({ line: 'box_9_standard_rated', reason: null });
    expect(classifyVatSource(source({ vat_amount: 0, supplier_trn: null, currency: 'USD' })).line).toBe('box_10_reverse_charge');
    expect(classifyVatSource(source({ vat_amount: 0, supplier_trn: null })).line).toBe('out_of_scope');
    expect(classifyVatSource(source({ tax_rate: { type: 'zero_rated', rate: 0 } })).line).toBe('zero_rated');
    expect(classifyVatSource(source({ tax_rate: { type: 'exempt', rate: 0 } })).line).toBe('exempt');
    expect(classifyVatSource(source({ final: false }))).toEqual({ line: 'excluded', reason: 'not_final' });
    expect(classifyVatSource(source({ coded: false }))).toEqual({ line: 'excluded', reason: 'not_coded' });
    expect(classifyVatSource(source({ tax_rate: null }))).toEqual({ line: 'excluded', reason: 'no_tax_rate' });
  });
});

describe('vatReturnFigures', () => {
  const sources = [
    source({ id: 1, amount: 100, vat_amount: 5 }),
    source({ id: 2, amount: 200.1, vat_amount: 10.01 }),
    // A foreign supplier's service in USD, no VAT charged: reverse charge at 5 % of the AED amount.
    source({ id: 3, record_type: 'bill', currency: 'USD', supplier_trn: null, amount: 1000, vat_amount: 0 }),
    // A foreign-currency invoice with VAT: Box 9 in AED at the day's rate.
    source({ id: 4, currency: 'USD', amount: 10, vat_amount: 0.5 }),
    source({ id: 5, tax_rate: { type: 'zero_rated', rate: 0 }, amount: 40, vat_amount: 0 }),
    source({ id: 6, final: false, amount: 999 }),
    source({ id: 7, currency: 'JPY', amount: 5000, vat_amount: 250 }),
  ];
  const figures = vatReturnFigures(sources, toAed);
  const line = (key: string) => figures.lines.find((row) => row.key === key)!;

  it('sums Box 9 and Box 10 in AED with their recoverable VAT', () => {
    expect(line('box_9_standard_rated')).toEqual({ key: 'box_9_standard_rated', box: 9, amount: 336.83, vat_amount: 16.85, records: 3 });
    expect(line('box_10_reverse_charge')).toEqual({
      key: 'box_10_reverse_charge',
      box: 10,
      amount: 3672.5,
      vat_amount: 183.63,
      records: 1,
    });
    expect(line('zero_rated')).toMatchObject({ amount: 40, vat_amount: 0, records: 1 });
    expect(figures.total_amount).toBe(4049.33);
    expect(figures.total_vat).toBe(200.48);
  });

  it('lists every record under its line with the rate used, and the excluded ones with why, uncounted', () => {
    expect(figures.lines.map((row) => row.key)).toEqual([
      'box_9_standard_rated',
      'box_10_reverse_charge',
      'zero_rated',
      'exempt',
      'out_of_scope',
      'excluded',
    ]);
    const usd = figures.records.find((record) => record.id === 4)!;
    expect(usd).toMatchObject({ line: 'box_9_standard_rated', rate: 3.6725, rate_as_of: '2026-11-01', amount_aed: 36.73, vat_aed: 1.84 });
    expect(figures.records.filter((record) => record.line === 'excluded').map((record) => [record.id, record.reason])).toEqual([
      [6, 'not_final'],
      [7, 'no_exchange_rate'],
    ]);
    expect(line('excluded')).toMatchObject({ amount: 0, vat_amount: 0, records: 2 });
    const box9 = figures.records.filter((record) => record.line === 'box_9_standard_rated');
    expect(box9.reduce((sum, record) => sum + Math.round(record.amount_aed * 100), 0) / 100).toBe(line('box_9_standard_rated').amount);
  });
});
