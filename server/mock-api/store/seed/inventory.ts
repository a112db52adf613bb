import type { VatRate } from '../../../../src/domain/contractLists.ts';
import type { StoredInventoryItem } from '../types.ts';
import { daysAgo, type SeedContext } from './seedContext.ts';

type SeedItem = {
  sku: string;
  name: string;
  unit: string;
  unit_price: number;
  vat_rate: VatRate;
  quantity_on_hand: number;
  reorder_level: number;
};

/** Office and site stock of a UAE company (a few at or under their reorder level). */
const ITEMS: readonly SeedItem[] = [
  {
    sku: 'PAP-A4-500',
    name: 'A4 paper, 500 sheets',
    unit: 'box',
    unit_price: 22.5,
    vat_rate: 'standard',
    quantity_on_hand: 14,
    reorder_level: 10,
  },
  { sku: 'TNR-HP-26A', name: 'HP 26A toner', unit: 'pcs', unit_price: 365, vat_rate: 'standard', quantity_on_hand: 2, reorder_level: 3 },
  {
    sku: 'WTR-5GAL',
    name: 'Drinking water, 5 gallons',
    unit: 'bottle',
    unit_price: 12,
    vat_rate: 'zero_rated',
    quantity_on_hand: 40,
    reorder_level: 20,
  },
  { sku: 'PPE-HELMET', name: 'Safety helmet', unit: 'pcs', unit_price: 45, vat_rate: 'standard', quantity_on_hand: 25, reorder_level: 10 },
  {
    sku: 'PPE-VEST',
    name: 'High-visibility vest',
    unit: 'pcs',
    unit_price: 18.75,
    vat_rate: 'standard',
    quantity_on_hand: 8,
    reorder_level: 8,
  },
  {
    sku: 'CBL-CAT6-305',
    name: 'Cat6 cable, 305 m',
    unit: 'roll',
    unit_price: 520,
    vat_rate: 'standard',
    quantity_on_hand: 3,
    reorder_level: 1,
  },
  {
    sku: 'LPT-DELL-5440',
    name: 'Dell Latitude 5440 laptop',
    unit: 'pcs',
    unit_price: 4299,
    vat_rate: 'standard',
    quantity_on_hand: 6,
    reorder_level: 2,
  },
  { sku: 'MED-KIT', name: 'First aid kit', unit: 'kit', unit_price: 95, vat_rate: 'exempt', quantity_on_hand: 0, reorder_level: 2 },
  {
    sku: 'CLN-SANIT-5L',
    name: 'Hand sanitiser, 5 L',
    unit: 'can',
    unit_price: 38,
    vat_rate: 'standard',
    quantity_on_hand: 12,
    reorder_level: 4,
  },
  { sku: 'PLT-EURO', name: 'Euro pallet', unit: 'pcs', unit_price: 65, vat_rate: 'standard', quantity_on_hand: 120, reorder_level: 50 },
];

/** Acme has all ten (one archived), Nile Foods Trading none (the empty list), the others a few. */
const ITEMS_PER_FIXED_COMPANY = [ITEMS.length, 6, 5, 4, 3, 4, 0];

/** The inventory of every company. Draws nothing from the faker, so it shifts no later table. */
export function seedInventory(ctx: SeedContext): void {
  ctx.db.companies.forEach((company, companyIndex) => {
    const count = ITEMS_PER_FIXED_COMPANY[companyIndex] ?? 2;
    ITEMS.slice(0, count).forEach((item, index) => {
      const row: StoredInventoryItem = {
        id: ctx.nextId('inventoryItems'),
        company_id: company.id,
        ...item,
        status: companyIndex === 0 && item.sku === 'PLT-EURO' ? 'archived' : 'active',
        created_at: daysAgo(ctx, 200 - index * 7),
      };
      ctx.db.inventoryItems.push(row);
    });
  });
}
