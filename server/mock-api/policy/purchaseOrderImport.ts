import type { PurchaseOrderWrite } from '../../../src/api/schema.d.ts';
import { normalizeTrn } from '../../../src/domain/uaeIdentifiers.ts';
import type { MockDatabase } from '../store/types.ts';
import { csvDayCell, csvNumber, csvText, FIRST_ROW_LINE, type CatalogueScope, type CsvRow, type ImportRowError } from './catalogues.ts';
import { purchaseOrderWriteErrors } from './purchaseOrders.ts';

/** One CSV row is one order line; rows with the same `reference` are one order (a draft). */
export const PURCHASE_ORDER_IMPORT_COLUMNS = [
  'reference',
  'vendor',
  'currency',
  'expected_date',
  'notes',
  'sku',
  'description',
  'quantity',
  'unit_price',
  'vat_rate',
] as const;

/** The order-level columns: every line of one reference must agree on them. */
const ORDER_COLUMNS = ['vendor', 'currency', 'expected_date', 'notes'] as const;

/** A line's field in a PO write, and the CSV column a person reads it from. */
const COLUMN_OF_FIELD: Record<string, string> = {
  vendor_id: 'vendor',
  currency: 'currency',
  expected_date: 'expected_date',
  notes: 'notes',
  item_id: 'sku',
  description: 'description',
  quantity: 'quantity',
  unit_price: 'unit_price',
  tax_rate_id: 'vat_rate',
  total: 'unit_price',
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An order-level cell as compared across an order's lines: a day by the day it names (15/12/2026 is 2026-12-15). */
const orderCell = (row: CsvRow, column: (typeof ORDER_COLUMNS)[number]) =>
  column === 'expected_date' ? (csvDayCell(row, column) ?? '') : csvText(row, column);

/** The vendor named in a row: an active counterpart of the company by TRN or by name. */
function vendorId(db: MockDatabase, companyId: string, text: string): number | null {
  const trn = normalizeTrn(text);
  const vendor = db.counterparts.find(
    (row) => row.company_id === companyId && row.status === 'active' && ((trn.length === 15 && row.trn === trn) || same(row.name, text)),
  );
  return vendor?.id ?? null;
}

type Group = { reference: string; lines: number[]; write: PurchaseOrderWrite };

/**
 * The orders a CSV file describes, or every error by line and column (then nothing is imported).
 * Each row is a line: its item by SKU (which fills an empty description, price and VAT rate), its VAT
 * rate by the tax rate's name; the order's fields come from its first row and the others must agree.
 * Each order is then checked by the create rule (`purchaseOrderWriteErrors`), its errors put back on
 * the lines they came from.
 */
export function purchaseOrderImport(
  rows: readonly CsvRow[],
  { db, companyId }: CatalogueScope,
): { writes: PurchaseOrderWrite[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const add = (index: number, column: string, message: string) => errors.push({ line: index + FIRST_ROW_LINE, column, message });
  const header = new Set(rows.flatMap((row) => Object.keys(row)));
  for (const column of header) {
    if (!(PURCHASE_ORDER_IMPORT_COLUMNS as readonly string[]).includes(column)) {
      errors.push({
        line: 1,
        column,
        message: `Unknown column "${column}"; the columns are: ${PURCHASE_ORDER_IMPORT_COLUMNS.join(', ')}.`,
      });
    }
  }
  const groups = new Map<string, Group>();
  rows.forEach((row, index) => {
    const reference = csvText(row, 'reference');
    if (!reference) return add(index, 'reference', 'The reference is required: lines with the same reference make one order.');
    const sku = csvText(row, 'sku');
    const item = sku ? db.inventoryItems.find((candidate) => candidate.company_id === companyId && same(candidate.sku, sku)) : undefined;
    if (sku && (!item || item.status !== 'active')) add(index, 'sku', `No active inventory item has the SKU "${sku}".`);
    const rateText = csvText(row, 'vat_rate');
    const rate = rateText
      ? db.taxRates.find(
          (candidate) => candidate.company_id === companyId && candidate.status === 'active' && same(candidate.name, rateText),
        )
      : item &&
        db.taxRates.find(
          (candidate) => candidate.company_id === companyId && candidate.status === 'active' && candidate.type === item.vat_rate,
        );
    if (!rate)
      add(
        index,
        'vat_rate',
        rateText ? `No active tax rate is named "${rateText}".` : 'The VAT rate is required (the name of a tax rate).',
      );
    const price = csvText(row, 'unit_price') === '' && item ? item.unit_price : csvNumber(row, 'unit_price');
    const line = {
      item_id: item?.id ?? null,
      description: csvText(row, 'description') || item?.name || '',
      quantity: csvNumber(row, 'quantity') as number,
      unit_price: price as number,
      tax_rate_id: rate?.id ?? 0,
    };
    const existing = groups.get(reference);
    if (existing) {
      const first = rows[existing.lines[0]];
      for (const column of ORDER_COLUMNS) {
        if (!same(orderCell(row, column), orderCell(first, column))) {
          add(
            index,
            column,
            `Every line of order "${reference}" must have the same ${column} as its first line (line ${existing.lines[0] + FIRST_ROW_LINE}).`,
          );
        }
      }
      existing.lines.push(index);
      existing.write.lines.push(line);
      return;
    }
    const vendorText = csvText(row, 'vendor');
    const vendor = vendorText ? vendorId(db, companyId, vendorText) : null;
    if (vendor === null)
      add(
        index,
        'vendor',
        vendorText
          ? `No active counterpart is named "${vendorText}" or has this TRN.`
          : 'The vendor is required (a counterpart’s name or TRN).',
      );
    groups.set(reference, {
      reference,
      lines: [index],
      write: {
        vendor_id: vendor ?? 0,
        currency: (csvText(row, 'currency') || 'AED') as PurchaseOrderWrite['currency'],
        expected_date: csvDayCell(row, 'expected_date'),
        notes: csvText(row, 'notes') || null,
        lines: [line],
      },
    });
  });
  for (const group of groups.values()) {
    for (const [field, messages] of Object.entries(purchaseOrderWriteErrors(group.write, { db, companyId }))) {
      const [, lineIndex, lineField] = /^lines\.(\d+)\.(.+)$/.exec(field) ?? [];
      const rowIndex = lineIndex === undefined ? group.lines[0] : group.lines[Number(lineIndex)];
      const column = COLUMN_OF_FIELD[lineField ?? field] ?? field;
      // A vendor already named as missing is not said twice.
      if (column === 'vendor' && errors.some((error) => error.line === rowIndex + FIRST_ROW_LINE && error.column === 'vendor')) continue;
      if (column === 'vat_rate' && errors.some((error) => error.line === rowIndex + FIRST_ROW_LINE && error.column === 'vat_rate'))
        continue;
      for (const message of messages) add(rowIndex, column, message);
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { writes: [...groups.values()].map((group) => group.write), errors };
}
