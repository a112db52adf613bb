import { roundCents } from './cents';
/**
 * What an invoice's text says (issue 13, invoice to bill): the supplier's TRN, the invoice number,
 * the invoice and due dates, the subtotal, VAT and total, found by the labels UAE tax invoices print
 * ("TRN: 100…", "Invoice number: INV-…", "Total: AED 1,050.00"). A field the text does not give is
 * null: the person fills it in, and is told which ones were read.
 */

export type InvoiceFields = {
  trn: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  due_date: string | null;
  subtotal: number | null;
  vat: number | null;
  total: number | null;
};

const DAY = /(\d{4}-\d{2}-\d{2})|(\d{2})\/(\d{2})\/(\d{4})/;

/** The text after a label on the same line ("Invoice number: INV-1" → "INV-1"). */
function after(text: string, label: RegExp): string | null {
  const match = new RegExp(`${label.source}\\s*[:#]?\\s*([^\\n]+)`, 'i').exec(text);
  return match ? match[1].trim() : null;
}

/** `2026-11-01` or `01/11/2026` (DD/MM/YYYY, §9) as an API day. */
function dayOf(value: string | null): string | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  return match[1] ?? `${match[4]}-${match[3]}-${match[2]}`;
}

/** `AED 1,234.50` or `1234.5` as a number (2 decimals). */
function amountOf(value: string | null): number | null {
  const match = value ? /(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?/.exec(value.replace(/\s(?=\d{3}\b)/g, ',')) : null;
  if (!match) return null;
  return roundCents(Number(`${match[1].replace(/,/g, '')}${match[2] ?? ''}`));
}

export function readInvoiceFields(text: string): InvoiceFields {
  const trn =
    after(text, /\bTRN/)
      ?.replace(/[\s-]/g, '')
      .match(/\d{15}/)?.[0] ?? null;
  const number = after(text, /\b(?:tax\s+)?invoice\s+(?:number|no\.?)/)?.split(/\s{2,}/)[0] ?? null;
  return {
    trn,
    invoice_number: number,
    invoice_date: dayOf(after(text, /\b(?:invoice|issue)\s+date/)),
    due_date: dayOf(after(text, /\bdue\s+date/)),
    subtotal: amountOf(after(text, /\bsub-?total/)),
    vat: amountOf(after(text, /\bVAT(?:\s+\d+(?:\.\d+)?\s*%)?/)),
    total: amountOf(after(text, /(?:^|\n)\s*total(?:\s+due)?/)),
  };
}

/** The fields the text gave, in the order a person checks them. */
export const readFieldNames = (fields: InvoiceFields) =>
  (Object.keys(fields) as (keyof InvoiceFields)[]).filter((field) => fields[field] !== null);
