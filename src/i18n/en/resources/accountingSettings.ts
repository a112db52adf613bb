/** English texts of the accounting settings page (`/settings/accounting-settings`): its chart of accounts, tax rates, defaults and lock date. */
export const accountingSettingsResourceEn = {
  'accounting-settings': {
    title: 'Accounting settings',
    tabs: {
      'chart-of-accounts': 'Chart of accounts',
      'tax-rates': 'Tax rates',
      defaults: 'Default accounts and sync',
      'lock-date': 'Lock date',
    },
    sections: {
      defaults: {
        title: 'Default accounts and sync',
        description:
          'The accounts card spend, bills and reimbursements are posted to, and what is synced to your accounting system once approved.',
      },
      lock_date: {
        title: 'Accounting lock date',
        description: 'Records dated on or before the lock date cannot be changed or synced.',
      },
    },
    fields: {
      card_clearing_account_id: 'Card clearing account',
      accounts_payable_account_id: 'Accounts payable account',
      reimbursements_account_id: 'Reimbursements account',
      sync_expenses_when_approved: 'Sync expenses when approved',
      sync_bills_when_approved: 'Sync bills when approved',
      lock_date: 'Lock date',
    },
    help: {
      card_clearing_account_id: 'Card spend is cleared through this account.',
      accounts_payable_account_id: 'A liability account: bills are owed on it.',
      reimbursements_account_id: 'Out-of-pocket expenses are owed to employees on it.',
      lock_date: 'Not in the future. Leave empty to lock nothing.',
    },
    no_account: 'None',
    read_only: 'You can see this section but not change it.',
    load_failed: 'The accounting settings could not be loaded.',
    lock: {
      none: 'Nothing is locked.',
      locked: 'Locked up to %{date}: set by %{name} on %{at}.',
    },
  },
  'gl-accounts': {
    name: 'GL account |||| GL accounts',
    title: 'Chart of accounts',
    fields: { code: 'GL code', name: 'Name', type: 'Type', status: 'Status', created_at: 'Added on' },
    type: { asset: 'Asset', liability: 'Liability', equity: 'Equity', income: 'Income', expense: 'Expense' },
    help: { code: 'Unique in the company, e.g. 6100.' },
    validation: { code: 'Use letters, digits, dots and dashes only' },
    catalogue: {
      create: 'New GL account',
      create_title: 'New GL account',
      edit_title: 'Edit GL account %{name}',
      import_title: 'Import GL accounts',
      archive_title: 'Archive GL account %{name}',
      restore_title: 'Restore GL account %{name}',
      delete_title: 'Delete GL account %{name}',
      archive: 'Archive GL account',
      restore: 'Restore GL account',
      delete: 'Delete GL account',
      empty: {
        title: 'No chart of accounts yet',
        message: 'Categories and default accounts code to these accounts. Add one, or import your chart from a CSV file.',
      },
    },
  },
  'tax-rates': {
    name: 'Tax rate |||| Tax rates',
    title: 'Tax rates',
    fields: { name: 'Name', rate: 'Rate (%)', type: 'VAT treatment', status: 'Status', created_at: 'Added on' },
    type: { standard: 'Standard rated', zero_rated: 'Zero-rated', exempt: 'Exempt' },
    help: { rate: 'A percentage with two decimals at most; zero-rated and exempt rates are 0.' },
    catalogue: {
      create: 'New tax rate',
      create_title: 'New tax rate',
      edit_title: 'Edit tax rate %{name}',
      import_title: 'Import tax rates',
      archive_title: 'Archive tax rate %{name}',
      restore_title: 'Restore tax rate %{name}',
      delete_title: 'Delete tax rate %{name}',
      archive: 'Archive tax rate',
      restore: 'Restore tax rate',
      delete: 'Delete tax rate',
      empty: {
        title: 'No tax rates yet',
        message: 'Tax rates are the VAT treatment of categories and lines. Add one, or import them from a CSV file.',
      },
    },
  },
};

/** English words of the permissions the declaration of gl-accounts (src/domain/resources/) adds and its rows of the role editor. */
export const accountingSettingsPermissionWordsEn = {
  words: {
    update_accounting_settings: 'Change the chart of accounts, tax rates, default accounts and sync options',
  },
  rows: {
    accounting_settings: 'Accounting settings',
  },
};
