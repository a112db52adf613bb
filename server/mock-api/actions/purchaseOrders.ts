import { importFailureMessage, type CsvRow } from '../policy/catalogues.ts';
import { purchaseOrderImport } from '../policy/purchaseOrderImport.ts';
import { newPurchaseOrder } from '../policy/purchaseOrders.ts';
import type { Actor } from './actor.ts';
import { catalogueContext, type ImportFailure } from './catalogues.ts';

/**
 * Imports purchase orders from CSV rows, one per order line, grouped by `reference` into draft
 * orders (`policy/purchaseOrderImport.ts`); with any error, nothing is imported and the failure
 * names each by line and column.
 */
export function importPurchaseOrders(actor: Actor, csvRows: CsvRow[]): { imported: number } | { failure: ImportFailure } {
  const { db, company } = actor;
  const { writes, errors } = purchaseOrderImport(csvRows, { db, companyId: company.id });
  if (errors.length > 0) return { failure: { message: importFailureMessage(errors), errors } };
  const context = catalogueContext(actor);
  for (const write of writes) {
    const base = {
      id: actor.store.nextId(db.purchaseOrders),
      company_id: company.id,
      status: 'draft' as const,
      created_at: context.now.toISOString(),
    };
    db.purchaseOrders.push(newPurchaseOrder(write, base, context));
  }
  return { imported: writes.length };
}
