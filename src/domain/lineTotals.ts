/**
 * The amounts of a document made of lines (a purchase order, a bill; issue 11): each line's amount is quantity × unit price and its VAT
 * that amount × the line's VAT rate, each rounded to 2 decimals (half up); the subtotal and the VAT
 * are the sums of the lines' rounded values and the total their sum. The one rule for every document
 * made of lines: the lines editor shows it live, the mock stores it, the tests check it.
 */
import { MAX_AMOUNT } from './amounts';
import { toCents } from './cents';

export type LineInput = {
  quantity: number;
  unit_price: number;
  /** Percent (5 for UAE standard VAT). */
  vat_rate: number;
};

export type LineTotals = {
  /** Each line's amount before VAT and its VAT, in the lines' order. */
  lines: { amount: number; vat_amount: number }[];
  subtotal: number;
  vat_total: number;
  total: number;
};

/** Subtotal, VAT and total of a document's lines, to 2 decimals (a line with no number counts as 0). */
export function lineTotals(lines: readonly LineInput[]): LineTotals {
  let subtotalCents = 0;
  let vatCents = 0;
  const amounts = lines.map((line) => {
    const quantity = Number.isFinite(line.quantity) ? line.quantity : 0;
    const price = Number.isFinite(line.unit_price) ? line.unit_price : 0;
    const rate = Number.isFinite(line.vat_rate) ? line.vat_rate : 0;
    const amountCents = toCents(quantity * price);
    const lineVatCents = toCents((amountCents * rate) / 10_000);
    subtotalCents += amountCents;
    vatCents += lineVatCents;
    return { amount: amountCents / 100, vat_amount: lineVatCents / 100 };
  });
  return { lines: amounts, subtotal: subtotalCents / 100, vat_total: vatCents / 100, total: (subtotalCents + vatCents) / 100 };
}

/** The largest total a document of lines may have (the money maximum, 10,000,000). */
export const MAX_LINES_TOTAL = MAX_AMOUNT;

/** Whether a total is over the maximum (the mock's 422 on `total`, the lines editor's error). */
export const exceedsLinesMaximum = (total: number): boolean => total > MAX_LINES_TOTAL;
