/** English texts of the payment methods catalogue (`/settings/payment-methods`): `resources.payment-methods.*`. */
export const paymentMethodsResourceEn = {
  'payment-methods': {
    name: 'Payment method |||| Payment methods',
    title: 'Payment Methods',
    fields: { type: 'Type', name: 'Name', details: 'Details', is_default: 'Default', status: 'Status', created_at: 'Added on' },
    help: {
      details: 'What the payer needs: the bank account, the card, the cash box…',
      is_default: 'Bills and reimbursements are paid this way unless another method is chosen.',
      is_default_locked: 'This is the default. To change it, make another method the default.',
    },
    type: { bank_transfer: 'Bank transfer', card: 'Card', cash: 'Cash', cheque: 'Cheque' },
    catalogue: {
      create: 'New payment method',
      create_title: 'New payment method',
      edit_title: 'Edit payment method %{name}',
      import_title: 'Import payment methods',
      archive_title: 'Archive payment method %{name}',
      restore_title: 'Restore payment method %{name}',
      delete_title: 'Delete payment method %{name}',
      archive: 'Archive payment method',
      restore: 'Restore payment method',
      delete: 'Delete payment method',
      empty: { title: 'No payment methods yet', message: 'Add the ways the company pays: bank transfer, card, cash or cheque.' },
    },
  },
};

/** English words of the permissions this resource declares (src/domain/resources/paymentMethods.ts) and its row of the role editor. */
export const paymentMethodsPermissionWordsEn = {
  words: {
    read_payment_methods: "See the company's payment methods",
    create_payment_methods: 'Add payment methods and import them from a file',
    update_payment_methods: 'Change, archive and restore payment methods, and choose the default',
    delete_payment_methods: 'Delete payment methods nothing uses',
  },
  rows: {
    payment_methods: 'Payment methods',
  },
};

/** English label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.payment_methods`). */
export const paymentMethodsRouteTextsEn = {
  payment_methods: { label: 'Payment Methods', description: 'How bills are paid' },
};
