/** English texts of the inventory catalogue (`/settings/inventory`): `resources.inventory.*`. */
export const inventoryResourceEn = {
  inventory: {
    name: 'Inventory item |||| Inventory items',
    title: 'Inventory',
    fields: {
      sku: 'SKU',
      name: 'Name',
      unit: 'Unit',
      unit_price: 'Unit price',
      vat_rate: 'VAT rate',
      quantity_on_hand: 'On hand',
      reorder_level: 'Reorder level',
      status: 'Status',
      created_at: 'Added on',
    },
    help: {
      sku: 'Letters, digits and . _ / - (up to 40), unique in the company.',
      unit: "What it is counted in, e.g. 'pcs', 'box' or 'kg'.",
      unit_price: 'In AED, before VAT.',
      reorder_level: 'At or under this quantity the item shows "Below reorder level".',
    },
    validation: { sku: 'Use letters, digits and . _ / - (up to 40).' },
    vat_rate: { standard: 'Standard (5%)', zero_rated: 'Zero-rated (0%)', exempt: 'Exempt' },
    below_reorder_level: 'Below reorder level',
    catalogue: {
      create: 'New item',
      create_title: 'New inventory item',
      edit_title: 'Edit item %{name}',
      import_title: 'Import inventory items',
      archive_title: 'Archive item %{name}',
      restore_title: 'Restore item %{name}',
      delete_title: 'Delete item %{name}',
      archive: 'Archive item',
      restore: 'Restore item',
      delete: 'Delete item',
      empty: {
        title: 'No inventory items yet',
        message: 'Items are what the company buys and stocks; purchase orders can use them. Add one, or import them from a CSV file.',
      },
    },
  },
};

/** English words of the permissions this resource declares (src/domain/resources/inventory.ts) and its row of the role editor. */
export const inventoryPermissionWordsEn = {
  words: {
    read_inventory: "See the company's inventory items",
    create_inventory: 'Add inventory items and import them from a file',
    update_inventory: 'Change, archive and restore inventory items',
    delete_inventory: 'Delete inventory items nothing uses',
  },
  rows: {
    inventory: 'Inventory',
  },
};

/** English label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.inventory`). */
export const inventoryRouteTextsEn = {
  inventory: { label: 'Inventory', description: 'Inventory items' },
};
