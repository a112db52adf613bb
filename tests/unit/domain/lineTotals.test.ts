import { describe, expect, it } from 'vitest';
import { roundCents } from '../../../src/domain/cents';
import { exceedsLinesMaximum, lineTotals } from '../../../src/domain/lineTotals';
import { nextPurchaseOrderNumber, purchaseOrderNumber, purchaseOrderPrefix } from '../../../src/domain/purchaseOrderNumbers';

describe('lineTotals (every document of lines)', () => {
  it('sums line amounts and 5 % VAT to 2 decimals', () => {
    const totals = lineTotals([
      { quantity: 10, unit_price: 45, vat_rate: 5 },
      { quantity: 3, unit_price: 22.5, vat_rate: 5 },
    ]);
    expect(totals.lines).toEqual([
      { amount: 450, vat_amount: 22.5 },
      { amount: 67.5, vat_amount: 3.38 },
    ]);
    expect(totals).toMatchObject({ subtotal: 517.5, vat_total: 25.88, total: 543.38 });
  });

  it('rounds each line half up, without binary noise (0.1 × 3, 1.005, 2.675)', () => {
    expect(lineTotals([{ quantity: 3, unit_price: 0.1, vat_rate: 0 }]).subtotal).toBe(0.3);
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.675)).toBe(2.68);
    // 1.5 × 3.33 = 4.995 → 5.00; its VAT 0.25
    expect(lineTotals([{ quantity: 1.5, unit_price: 3.33, vat_rate: 5 }])).toMatchObject({
      subtotal: 5,
      vat_total: 0.25,
      total: 5.25,
    });
  });

  it('rounds VAT per line, so the VAT is the sum of the lines’ rounded VAT', () => {
    // each line: 0.10 × 5 % = 0.005 → 0.01; on the sum it would be 0.015 → 0.02
    const totals = lineTotals([
      { quantity: 1, unit_price: 0.1, vat_rate: 5 },
      { quantity: 1, unit_price: 0.1, vat_rate: 5 },
      { quantity: 1, unit_price: 0.1, vat_rate: 5 },
    ]);
    expect(totals.vat_total).toBe(0.03);
    expect(totals.total).toBe(0.33);
  });

  it('charges no VAT on zero-rated and exempt lines, and counts a line without numbers as 0', () => {
    const totals = lineTotals([
      { quantity: 40, unit_price: 12, vat_rate: 0 },
      { quantity: Number.NaN, unit_price: 95, vat_rate: 5 },
    ]);
    expect(totals).toMatchObject({ subtotal: 480, vat_total: 0, total: 480 });
  });

  it('has no lines: all zero', () => {
    expect(lineTotals([])).toEqual({ lines: [], subtotal: 0, vat_total: 0, total: 0 });
  });

  it('allows a total of exactly 10,000,000 and refuses one cent more', () => {
    const at = lineTotals([{ quantity: 1, unit_price: 9_523_809.52, vat_rate: 5 }]);
    expect(at.total).toBe(10_000_000); // 9,523,809.52 + 476,190.48
    expect(exceedsLinesMaximum(at.total)).toBe(false);
    expect(exceedsLinesMaximum(10_000_000)).toBe(false);
    expect(exceedsLinesMaximum(10_000_000.01)).toBe(true);
    const over = lineTotals([{ quantity: 2, unit_price: 5_000_000, vat_rate: 5 }]);
    expect(exceedsLinesMaximum(over.total)).toBe(true);
  });
});

describe('purchase order numbers', () => {
  it('derives the prefix from the company name', () => {
    expect(purchaseOrderPrefix('Acme Trading LLC')).toBe('ACME');
    expect(purchaseOrderPrefix('Nile Foods Trading')).toBe('NILE');
    expect(purchaseOrderPrefix('  Al-Futtaim Motors')).toBe('ALFUTT');
    expect(purchaseOrderPrefix('…')).toBe('PO');
  });

  it('numbers one past the highest of the company', () => {
    expect(purchaseOrderNumber('ACME', 12)).toBe('ACME-PO-00012');
    expect(nextPurchaseOrderNumber('ACME', [])).toBe('ACME-PO-00001');
    expect(nextPurchaseOrderNumber('ACME', ['ACME-PO-00003', 'ACME-PO-00011', 'ACME-PO-00007'])).toBe('ACME-PO-00012');
  });
});
