/**
 * The catalogues' rows (a company's lists other records code against): one table each.
 */
import type { components } from '../../../../src/api/schema.d.ts';

type Schemas = components['schemas'];

type BranchShape = Schemas['Branch'];
type TagShape = Schemas['Tag'];
type PaymentMethodShape = Schemas['PaymentMethod'];
type ProjectShape = Schemas['Project'];
type InventoryItemShape = Schemas['InventoryItem'];
type CounterpartShape = Schemas['Counterpart'];
type GlAccountShape = Schemas['GlAccount'];
type TaxRateShape = Schemas['TaxRate'];
type CategoryShape = Omit<Schemas['Category'], 'parent_name' | 'parent_code' | 'gl_account_code' | 'tax_rate_name'>;
type ClassificationShape = Schemas['Classification'];
type PurchaseOrderShape = Omit<Schemas['PurchaseOrder'], 'vendor_name'>;

/** An office of a company (a catalogue: archived or active, one default). */
export interface StoredBranch extends BranchShape {
  company_id: string;
}

/** A tag of a company (a catalogue). */
export interface StoredTag extends TagShape {
  company_id: string;
}

/** A payment method of a company (a catalogue with one default). */
export interface StoredPaymentMethod extends PaymentMethodShape {
  company_id: string;
}

/** A project of a company (a catalogue; owner and departments of the same company). */
export interface StoredProject extends ProjectShape {
  company_id: string;
}

/** An inventory item of a company (a catalogue). */
export interface StoredInventoryItem extends InventoryItemShape {
  company_id: string;
}

/** A counterpart (vendor) of a company (a catalogue; on hold is a flag beside the status). */
export interface StoredCounterpart extends CounterpartShape {
  company_id: string;
}

/** An account of a company's chart of accounts (a catalogue). */
export interface StoredGlAccount extends GlAccountShape {
  company_id: string;
}

/** A tax (VAT) rate of a company (a catalogue). */
export interface StoredTaxRate extends TaxRateShape {
  company_id: string;
}

/** An expense category of a company (a catalogue, a tree two levels deep); `parent_name` is presented, not stored. */
export interface StoredCategory extends CategoryShape {
  company_id: string;
}

/** A mailbox classification of a company (a catalogue), with its matching rules. */
export interface StoredClassification extends ClassificationShape {
  company_id: string;
}

/** A purchase order of a company (a catalogue with a lifecycle); `vendor_name` is presented, not stored. */
export interface StoredPurchaseOrder extends PurchaseOrderShape {
  company_id: string;
}

/** Its tables of the store's database (`MockDatabase`, ../types.ts). */
export interface CatalogueTables {
  branches: StoredBranch[];
  tags: StoredTag[];
  paymentMethods: StoredPaymentMethod[];
  projects: StoredProject[];
  inventoryItems: StoredInventoryItem[];
  counterparts: StoredCounterpart[];
  glAccounts: StoredGlAccount[];
  taxRates: StoredTaxRate[];
  categories: StoredCategory[];
  classifications: StoredClassification[];
  purchaseOrders: StoredPurchaseOrder[];
}

/** Its tables empty, for the seed to fill. */
export default function emptyTables(): CatalogueTables {
  return {
    branches: [],
    tags: [],
    paymentMethods: [],
    projects: [],
    inventoryItems: [],
    counterparts: [],
    glAccounts: [],
    taxRates: [],
    categories: [],
    classifications: [],
    purchaseOrders: [],
  };
}
