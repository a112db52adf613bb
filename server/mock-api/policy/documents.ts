import { formatMoney } from '../../../src/domain/amounts.ts';
import { dayOf } from '../../../src/domain/accountingLock.ts';
import type { StoredExpense, StoredMailDocument } from '../store/types.ts';
import { roundCents } from '../../../src/domain/cents.ts';

/** PDF text strings escape their delimiters; the mock's documents use Latin text only. */
const pdfText = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');

type PdfLine = { text: string; size?: number };

/**
 * A one-page PDF of text lines (Helvetica, top to bottom), with real text objects so a PDF reader
 * (pdf.js in the app) can extract them: the mock plays the documents people e-mail and scan.
 */
export function renderTextPdf(lines: readonly PdfLine[]): Buffer {
  const content = lines
    .map((line, index) => `BT /F1 ${line.size ?? 11} Tf 40 ${800 - index * 22} Td (${pdfText(line.text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
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

/** A seeded expense's receipt, rendered from the expense's own data (merchant, day, amount, VAT). */
export function renderedReceipt(expense: StoredExpense): Buffer {
  return renderTextPdf([
    { text: expense.merchant, size: 18 },
    { text: `Date: ${dayOf(expense.spent_at) ?? expense.spent_at.slice(0, 10)}` },
    { text: `Total: ${formatMoney(expense.amount, expense.currency)}` },
    ...(expense.vat_amount === null ? [] : [{ text: `VAT included: ${formatMoney(expense.vat_amount, expense.currency)}` }]),
    ...(expense.description ? [{ text: expense.description }] : []),
  ]);
}

const TITLES: Record<StoredMailDocument['kind'], string> = {
  invoice: 'TAX INVOICE',
  receipt: 'PAYMENT RECEIPT',
  statement: 'STATEMENT OF ACCOUNT',
};

/**
 * A document e-mailed to the company, rendered from its facts: the vendor with its TRN, the number
 * and dates, the lines, subtotal, VAT at 5 % and total. Labels are the ones UAE tax invoices carry,
 * one fact per line ("Invoice number: INV-2026-0412"), so a reader can find them.
 */
export function renderedMailDocument(document: StoredMailDocument): Buffer {
  const money = (amount: number) => formatMoney(amount, document.currency);
  const subtotal = document.lines.reduce((sum, line) => sum + roundCents(line.quantity * line.unit_price), 0);
  const vat = roundCents((subtotal * document.vat_rate) / 100);
  return renderTextPdf([
    { text: TITLES[document.kind], size: 16 },
    { text: document.vendor_name, size: 13 },
    { text: `TRN: ${document.vendor_trn}` },
    {
      text: `${document.kind === 'receipt' ? 'Receipt' : document.kind === 'statement' ? 'Statement' : 'Invoice'} number: ${document.number}`,
    },
    { text: `${document.kind === 'invoice' ? 'Invoice' : 'Issue'} date: ${document.issued_on}` },
    ...(document.due_on ? [{ text: `Due date: ${document.due_on}` }] : []),
    ...document.lines.map((line) => ({ text: `${line.description}  ${line.quantity} x ${money(line.unit_price)}` })),
    { text: `Subtotal: ${money(subtotal)}` },
    { text: `VAT ${document.vat_rate}%: ${money(vat)}` },
    { text: `Total: ${money(roundCents(subtotal + vat))}`, size: 13 },
  ]);
}
