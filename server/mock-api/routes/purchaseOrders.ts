import type { CatalogueImport, PurchaseOrder, PurchaseOrderWrite } from '../../../src/api/schema.d.ts';
import { PURCHASE_ORDER_PERMISSIONS } from '../../../src/domain/cataloguePermissions.ts';
import { importPurchaseOrders } from '../actions/purchaseOrders.ts';
import { actorOf } from '../auth/actor.ts';
import { requirePermission } from '../auth/guards.ts';
import {
  changePurchaseOrder,
  closeIfStale,
  newPurchaseOrder,
  purchaseOrderLockedReason,
  purchaseOrderStepErrors,
  purchaseOrderWriteErrors,
  stepPurchaseOrder,
} from '../policy/purchaseOrders.ts';
import { requestLanguage } from '../http/language.ts';
import { translateErrorBody } from '../http/translateMessage.ts';
import type { CsvRow } from '../policy/catalogues.ts';
import type { MockDatabase, StoredPurchaseOrder } from '../store/types.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const vendorName = (db: MockDatabase, row: StoredPurchaseOrder): string =>
  db.counterparts.find((vendor) => vendor.id === row.vendor_id && vendor.company_id === row.company_id)?.name ?? '';

const presentPurchaseOrder = ({ company_id: _companyId, ...row }: StoredPurchaseOrder, db: MockDatabase): PurchaseOrder => ({
  ...row,
  vendor_name: vendorName(db, { ...row, company_id: _companyId }),
});

/**
 * The company's purchase orders (a catalogue with a lifecycle): read under `read purchase orders`,
 * written under `organize purchase orders`. `PATCH {id}/status` takes a lifecycle step
 * (`src/domain/purchaseOrderLifecycle.ts`); only a draft can be changed or deleted; an open order
 * without activity for 90 days closes by itself when it is listed or read. CSV import: below.
 */
export const registerPurchaseOrderRoutes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<StoredPurchaseOrder, PurchaseOrderWrite, PurchaseOrder>(router, {
    path: '/api/admin/purchase-orders',
    noun: 'purchase order',
    permissionNoun: 'purchase orders',
    permissions: PURCHASE_ORDER_PERMISSIONS,
    rows: (db) => db.purchaseOrders,
    present: presentPurchaseOrder,
    searchIn: (row, db) => [row.number, vendorName(db, row)],
    defaultOrder: [{ field: 'created_at', descending: true }],
    exactFilters: ['status', 'vendor_id'],
    sortValue: (row, field, { db }) => (field === 'vendor_name' ? vendorName(db, row) : row[field as keyof StoredPurchaseOrder]),
    writeErrors: (_rows, body, _existing, scope) => purchaseOrderWriteErrors(body, scope),
    newRow: newPurchaseOrder,
    applyWrite: changePurchaseOrder,
    lifecycle: {
      initial: 'draft',
      stepErrors: purchaseOrderStepErrors,
      applyStep: stepPurchaseOrder,
      lockedReason: purchaseOrderLockedReason,
      settle: closeIfStale,
    },
  });

/**
 * `POST purchase-orders/import` (organize purchase orders): one CSV row per order line, grouped by
 * `reference` into draft orders (`actions/purchaseOrders.ts`); any error → 422 by line and column,
 * nothing imported.
 */
export const registerPurchaseOrderImportRoute: RegisterRoutes = (router) => {
  router.post('/api/admin/purchase-orders/import', (req, res) => {
    const actor = actorOf(req, requirePermission(req, PURCHASE_ORDER_PERMISSIONS.create));
    const imported = importPurchaseOrders(actor, (req.body as CatalogueImport).rows as CsvRow[]);
    if ('failure' in imported) {
      res.status(422).json(translateErrorBody(imported.failure, requestLanguage(req)));
      return;
    }
    res.status(201).json({ data: { imported: imported.imported } });
  });
};
