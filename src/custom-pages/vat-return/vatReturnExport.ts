import type { VatReturn } from '../../providers/data/methods/insights';

type Translate = (key: string, options?: object) => string;
export const V = 'spendboard.vat_return';

/** The return as a spreadsheet lays it out: box, description, amount and VAT in AED (numbers stay numbers), then the total. */
export function vatReturnSheet(data: VatReturn, translate: Translate) {
  const header = ['box', 'description', 'amount', 'vat'].map((column) => translate(`${V}.columns.${column}`));
  const rows: (string | number | null)[][] = data.lines.map((line) => [
    line.box,
    translate(`${V}.lines.${line.key}`),
    line.amount,
    line.vat_amount,
  ]);
  rows.push([null, translate(`${V}.total`), data.total_amount, data.total_vat]);
  return { header, rows };
}
