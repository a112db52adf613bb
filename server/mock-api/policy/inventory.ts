import type { InventoryItemWrite } from '../../../src/api/schema.d.ts';
import { VAT_RATES } from '../../../src/domain/contractLists.ts';
import type { FieldErrors } from '../http/errors.ts';
import type { StoredInventoryItem } from '../store/types.ts';
import {
  checkAmount,
  checkNumber,
  checkOneOf,
  checkText,
  csvNumber,
  csvText,
  isTaken,
  type CsvRow,
  type ImportRules,
} from './catalogues.ts';

const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
const QUANTITY = { required: true, min: 0, max: 10_000_000, decimals: 3 } as const;

/** The create and change rule of an inventory item: the schema's bounds and an SKU unique in the company (any case). */
export function inventoryItemWriteErrors(
  taken: readonly { id?: number; sku: string }[],
  body: InventoryItemWrite,
  existing?: StoredInventoryItem,
): FieldErrors {
  const errors: FieldErrors = {};
  checkText(errors, 'sku', body.sku, {
    required: true,
    max: 40,
    pattern: SKU,
    patternMessage: 'The SKU may hold letters, digits and . _ / - (up to 40).',
  });
  if (!errors.sku && isTaken(taken, (row) => row.sku, body.sku, existing?.id)) errors.sku = ['The SKU has already been taken.'];
  checkText(errors, 'name', body.name, { required: true, max: 120 });
  checkText(errors, 'unit', body.unit, { required: true, max: 20 });
  checkAmount(errors, 'unit_price', body.unit_price, true);
  checkOneOf(errors, 'vat_rate', body.vat_rate, VAT_RATES);
  checkNumber(errors, 'quantity_on_hand', body.quantity_on_hand, QUANTITY);
  checkNumber(errors, 'reorder_level', body.reorder_level, QUANTITY);
  return errors;
}

/** The stored fields of a write, trimmed. */
export const inventoryItemFields = (body: InventoryItemWrite) => ({
  sku: body.sku.trim(),
  name: body.name.trim(),
  unit: body.unit.trim(),
  unit_price: body.unit_price,
  vat_rate: body.vat_rate,
  quantity_on_hand: body.quantity_on_hand,
  reorder_level: body.reorder_level,
});

/** A CSV file of inventory items: the write's fields, each row checked with the create rule. */
export const inventoryItemImportRules = (taken: readonly { id?: number; sku: string }[]): ImportRules<InventoryItemWrite> => ({
  columns: ['sku', 'name', 'unit', 'unit_price', 'vat_rate', 'quantity_on_hand', 'reorder_level'],
  toWrite: (row: CsvRow) => ({
    sku: csvText(row, 'sku'),
    name: csvText(row, 'name'),
    unit: csvText(row, 'unit'),
    unit_price: csvNumber(row, 'unit_price') as number,
    vat_rate: csvText(row, 'vat_rate') as InventoryItemWrite['vat_rate'],
    quantity_on_hand: csvNumber(row, 'quantity_on_hand') as number,
    reorder_level: (csvNumber(row, 'reorder_level') ?? 0) as number,
  }),
  errorsOf: (write, earlier) => inventoryItemWriteErrors([...taken, ...earlier], write),
});
