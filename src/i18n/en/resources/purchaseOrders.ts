/** English texts of the purchase orders catalogue (`/settings/purchase-orders`): `resources.purchase-orders.*`. */
export const purchaseOrdersResourceEn = {
  'purchase-orders': {
    name: 'Purchase order |||| Purchase orders',
    title: 'Purchase Orders',
    fields: {
      number: 'Number',
      vendor_id: 'Vendor',
      vendor_name: 'Vendor',
      lines: 'Lines',
      item_id: 'Item',
      description: 'Description',
      quantity: 'Quantity',
      unit_price: 'Unit price',
      tax_rate_id: 'VAT rate',
      amount: 'Amount',
      subtotal: 'Subtotal',
      vat_total: 'VAT',
      total: 'Total',
      billed_amount: 'Billed',
      currency: 'Currency',
      expected_date: 'Expected on',
      notes: 'Notes',
      status: 'Status',
      history: 'History',
      created_at: 'Created on',
    },
    free_text: 'Free text (no item)',
    line_count: '1 line |||| %{smart_count} lines',
    validation: {
      lines: 'Add at least one line.',
      total: 'The total may not be greater than 10,000,000.',
    },
    history: {
      created: '%{at}: created as %{status} by %{by}',
      updated: '%{at}: changed by %{by}',
      status_changed: '%{at}: %{status}, by %{by}',
      auto_closed: '%{at}: closed by itself after 90 days without activity',
      system: 'the system',
    },
    catalogue: {
      create: 'New purchase order',
      create_title: 'New purchase order',
      edit_title: 'Edit purchase order %{name}',
      delete_title: 'Delete purchase order %{name}',
      delete: 'Delete purchase order',
      archive_title: 'Archive %{name}',
      restore_title: 'Restore %{name}',
      archive: 'Archive',
      restore: 'Restore',
      import_title: 'Import purchase orders',
      steps: {
        open: {
          action: 'Submit %{name}',
          title: 'Submit purchase order %{name}',
          question: 'Submit %{name} to the vendor?',
          confirm: 'Submit order',
          consequence:
            '%{number} will be sent to %{vendor} for %{total} (1 line). |||| %{number} will be sent to %{vendor} for %{total} (%{smart_count} lines).',
          after: 'It can no longer be changed; it can still be cancelled until something is billed, or closed.',
        },
        cancelled: {
          action: 'Cancel %{name}',
          title: 'Cancel purchase order %{name}',
          question: 'Are you sure you want to cancel %{name}?',
          confirm: 'Cancel order',
          consequence: '%{number} to %{vendor} for %{total} will be cancelled.',
          after: 'This cannot be undone: nothing can be billed against it.',
        },
        closed: {
          action: 'Close %{name}',
          title: 'Close purchase order %{name}',
          question: 'Close %{name}?',
          confirm: 'Close order',
          consequence: '%{number} to %{vendor} will be closed with %{billed} billed of %{total}.',
          after: 'Nothing more is expected from it; this cannot be undone.',
        },
      },
      empty: {
        title: 'No purchase orders yet',
        message: 'A purchase order tells a vendor what the company will buy, at what price, before the bill comes. Create the first one.',
      },
    },
  },
};

/** English words of the permissions this resource declares (src/domain/resources/purchaseOrders.ts) and its row of the role editor. */
export const purchaseOrdersPermissionWordsEn = {
  words: {
    read_purchase_orders: "See the company's purchase orders",
    organize_purchase_orders: 'Create, change, submit, cancel, close and delete purchase orders',
  },
  rows: {
    purchase_orders: 'Purchase orders',
  },
};

/** English label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.purchase_orders`). */
export const purchaseOrdersRouteTextsEn = {
  purchase_orders: { label: 'Purchase Orders', description: 'Purchase orders matched with bills' },
};
