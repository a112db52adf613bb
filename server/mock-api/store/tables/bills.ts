/**
 * Vendors' bills, their lines and attachments.
 */
import type { components } from '../../../../src/api/schema.d.ts';

type Schemas = components['schemas'];

/** Its accounting sync state (the contract's AccountingSyncState). */
type StoredAccountingSync = Schemas['AccountingSyncState'];

type BillShape = Omit<
  Schemas['Bill'],
  'vendor_name' | 'purchase_order_number' | 'is_overdue' | 'duplicate_of' | 'attachments' | 'lines' | 'outstanding'
>;
/** A file attached to a bill; seeded attachments have no bytes (the mock renders a PDF from the bill). */
type BillAttachmentShape = Schemas['BillAttachment'];
export interface StoredBillAttachment extends BillAttachmentShape {
  bytes: Buffer | null;
}
/** A bill line as stored: the presented names (category, GL account) are read on presenting. */
export type StoredBillLine = Omit<Schemas['BillLine'], 'category_name' | 'gl_account'>;
/**
 * A vendor's bill of a company. Overdue, the duplicate's details and the names are presented, not
 * stored; `duplicate_of_id` is the earlier bill it may duplicate.
 */
export interface StoredBill extends Omit<BillShape, 'accounting_sync'> {
  company_id: string;
  /** Its accounting sync; absent: never synced. */
  accounting_sync?: StoredAccountingSync;
  lines: StoredBillLine[];
  attachments: StoredBillAttachment[];
  duplicate_of_id: number | null;
}

/** Its tables of the store's database (`MockDatabase`, ../types.ts). */
export interface BillTables {
  bills: StoredBill[];
}

/** Its tables empty, for the seed to fill. */
export default function emptyTables(): BillTables {
  return {
    bills: [],
  };
}
