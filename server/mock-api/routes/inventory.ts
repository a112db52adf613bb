import type { InventoryItem, InventoryItemWrite } from '../../../src/api/schema.d.ts';
import { inventoryItemFields, inventoryItemImportRules, inventoryItemWriteErrors } from '../policy/inventory.ts';
import type { StoredInventoryItem } from '../store/types.ts';
import { inventoryItemUses } from '../policy/catalogueUses.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const presentItem = ({ company_id: _companyId, ...item }: StoredInventoryItem): InventoryItem => item;

/** The company's inventory (a catalogue): `… inventory` permissions; SKUs unique in the company. */
export const registerInventoryRoutes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<StoredInventoryItem, InventoryItemWrite, InventoryItem>(router, {
    path: '/api/admin/inventory',
    noun: 'inventory item',
    usedBy: inventoryItemUses,
    permissionNoun: 'inventory',
    rows: (db) => db.inventoryItems,
    present: presentItem,
    searchIn: (row) => [row.sku, row.name, row.unit],
    defaultOrder: [{ field: 'name', descending: false }],
    exactFilters: ['status', 'vat_rate'],
    writeErrors: (rows, body, existing) => inventoryItemWriteErrors(rows, body, existing),
    importRules: (rows) => inventoryItemImportRules(rows),
    newRow: (body, base) => ({ ...base, ...inventoryItemFields(body) }),
    applyWrite: (row, body) => Object.assign(row, inventoryItemFields(body)),
  });
