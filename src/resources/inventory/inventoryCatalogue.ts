import type { InventoryItem, InventoryItemWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { InventoryItemInputs } from './InventoryItemInputs';

/** Inventory as a catalogue: CSV columns are the API's import columns. */
export const inventoryCatalogue: CatalogueView<InventoryItem> = {
  resource: 'inventory',
  csvColumns: ['sku', 'name', 'unit', 'unit_price', 'vat_rate', 'quantity_on_hand', 'reorder_level'],
  toCsvRow: (item) => ({
    sku: item.sku,
    name: item.name,
    unit: item.unit,
    unit_price: item.unit_price,
    vat_rate: item.vat_rate,
    quantity_on_hand: item.quantity_on_hand,
    reorder_level: item.reorder_level,
  }),
  importExample: {
    sku: 'PAPER-A4',
    name: 'A4 paper, box of 5 reams',
    unit: 'box',
    unit_price: '22.50',
    vat_rate: 'standard',
    quantity_on_hand: '40',
    reorder_level: '10',
  },
  nameOf: (item) => item.name,
  newValues: { sku: '', name: '', unit: 'pcs', unit_price: null, vat_rate: 'standard', quantity_on_hand: 0, reorder_level: 0 },
  toWrite: (values): InventoryItemWrite => ({
    sku: String(values.sku ?? '').trim(),
    name: String(values.name ?? '').trim(),
    unit: String(values.unit ?? '').trim(),
    unit_price: Number(values.unit_price),
    vat_rate: values.vat_rate as InventoryItemWrite['vat_rate'],
    quantity_on_hand: Number(values.quantity_on_hand),
    reorder_level: Number(values.reorder_level),
  }),
  Inputs: InventoryItemInputs,
};
