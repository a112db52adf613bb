/**
 * The permissions of a catalogue's calls (the mock's guards and the app's access rules read the
 * same object): read for the list and a record, create for a new record and an import, update for
 * a change and archive/restore, delete for a delete. Most catalogues use `read|create|update|delete
 * <noun>`; those under a spec §6 name say so here.
 */
export type CataloguePermissions = { read: string; create: string; update: string; delete: string };

/** `read tags`, `create tags`, `update tags`, `delete tags`. */
export const cataloguePermissions = (noun: string): CataloguePermissions => ({
  read: `read ${noun}`,
  create: `create ${noun}`,
  update: `update ${noun}`,
  delete: `delete ${noun}`,
});

/** The chart of accounts and the tax rates: read under §6 `read accounting`, changed under `update accounting settings`. */
export const ACCOUNTING_SETTINGS_PERMISSIONS: CataloguePermissions = {
  read: 'read accounting',
  create: 'update accounting settings',
  update: 'update accounting settings',
  delete: 'update accounting settings',
};

/** Classifications: read under `read accounting`, written under §6 `organize classifications`. */
export const CLASSIFICATION_PERMISSIONS: CataloguePermissions = {
  read: 'read accounting',
  create: 'organize classifications',
  update: 'organize classifications',
  delete: 'organize classifications',
};

/** Counterparts: read under `read counterparts`, written under §6 `organize counterparts`. */
export const COUNTERPART_PERMISSIONS: CataloguePermissions = {
  read: 'read counterparts',
  create: 'organize counterparts',
  update: 'organize counterparts',
  delete: 'organize counterparts',
};

/** Purchase orders: read under `read purchase orders`, every write (create, change, steps, delete) under `organize purchase orders`. */
export const PURCHASE_ORDER_PERMISSIONS: CataloguePermissions = {
  read: 'read purchase orders',
  create: 'organize purchase orders',
  update: 'organize purchase orders',
  delete: 'organize purchase orders',
};

/** Setting the accounting lock date (§6). */
export const LOCK_ACCOUNTING_PERMISSION = 'lock accounting';

/** Coding rules (expense automations): read under `read expense automations`, every write and an apply under `organize expense automations`. */
export const EXPENSE_AUTOMATION_PERMISSIONS: CataloguePermissions = {
  read: 'read expense automations',
  create: 'organize expense automations',
  update: 'organize expense automations',
  delete: 'organize expense automations',
};
