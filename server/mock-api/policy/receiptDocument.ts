import { formatMoney } from '../../../src/domain/amounts.ts';
import type { StoredExpense } from '../store/types.ts';

/** PDF text strings escape their delimiters; the mock's receipts use Latin text only. */
const pdfText = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

/**
 * A one-page PDF receipt rendered from a seeded expense's own data (merchant, day, amount, VAT):
 * the mock plays the scanned receipt of an expense whose file was never uploaded to it.
 */
export function renderedReceipt(expense: StoredExpense): Buffer {
  const lines = [
    expense.merchant,
    `Date: ${expense.spent_at.slice(0, 10)}`,
    `Total: ${formatMoney(expense.amount, expense.currency)}`,
    expense.vat_amount === null ? '' : `VAT included: ${formatMoney(expense.vat_amount, expense.currency)}`,
    expense.description,
  ].filter(Boolean);
  return simplePdf(lines);
}

/** A one-page PDF with these lines of text (the first larger, as a heading): real text a PDF reader finds. */
export function simplePdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 18 : 12} Tf 48 ${780 - index * 28} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
