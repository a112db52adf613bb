import { describe, expect, it } from 'vitest';
import { readFieldNames, readInvoiceFields } from '../../../src/domain/invoiceFields';
import { renderedMailDocument } from '../../../server/mock-api/policy/documents';

/** The text lines a PDF reader gets from the mock's invoices (one text object per line). */
function textOf(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\((.*?)\) Tj/g)].map((match) => match[1].replace(/\\([\\()])/g, '$1')).join('\n');
}

describe('readInvoiceFields', () => {
  it('reads every field of a seeded invoice PDF', () => {
    const pdf = renderedMailDocument({
      kind: 'invoice',
      vendor_name: 'Gulf Office Supplies Trading LLC',
      vendor_trn: '100234567800003',
      number: 'INV-2026-00042',
      issued_on: '2026-11-01',
      due_on: '2026-12-01',
      currency: 'AED',
      vat_rate: 5,
      lines: [
        { description: 'Printer cartridges', quantity: 2, unit_price: 320 },
        { description: 'Stationery', quantity: 3, unit_price: 64.75 },
      ],
    });
    expect(readInvoiceFields(textOf(pdf))).toEqual({
      trn: '100234567800003',
      invoice_number: 'INV-2026-00042',
      invoice_date: '2026-11-01',
      due_date: '2026-12-01',
      subtotal: 834.25,
      vat: 41.71,
      total: 875.96,
    });
  });

  it('reads DD/MM/YYYY days, spaced TRNs and amounts with thousands separators; leaves out what is missing', () => {
    const fields = readInvoiceFields(
      'TAX INVOICE\nTRN: 100 2345 6789 0003\nInvoice No. 7781\nInvoice date: 05/10/2026\nTotal due: AED 12,600.00',
    );
    expect(fields).toEqual({
      trn: '100234567890003',
      invoice_number: '7781',
      invoice_date: '2026-10-05',
      due_date: null,
      subtotal: null,
      vat: null,
      total: 12600,
    });
    expect(readFieldNames(fields)).toEqual(['trn', 'invoice_number', 'invoice_date', 'total']);
  });

  it('reads nothing from a text without an invoice', () => {
    expect(readFieldNames(readInvoiceFields('Our offices will be closed for the National Day holiday.'))).toEqual([]);
  });
});
