/** English texts of the accounting sync pages (`/accounting/expenses`, `/accounting/payables`). */
const records = {
  fields: {
    date: 'Date',
    title: 'Merchant or vendor',
    amount: 'Amount',
    accounts: 'GL account',
    sync: 'Sync',
    q: 'Search',
    sync_status: 'Sync status',
    ready: 'Ready to sync',
    blocked: 'Blocked',
    date_from: 'From',
    date_until: 'Until',
  },
};

export const accountingResourceEn = {
  'accounting-expenses': { name: 'Accounting expense |||| Accounting expenses', ...records },
  'accounting-payables': { name: 'Accounting payable |||| Accounting payables', ...records },
  accounting: {
    title: 'Accounting',
    tabs: { expenses: 'Expenses (%{count})', payables: 'Payables (%{count})', label: 'Accounting lists' },
    connection: {
      connected: 'Connected to %{provider} (%{organisation}).',
      missing_title: 'No accounting system is connected',
      missing: 'Connect Xero, QuickBooks Online, Zoho Books, NetSuite or Odoo to sync approved expenses and bills.',
      attention: '%{provider} needs attention: %{reason}',
      open: 'Open Integrations',
    },
    lock: { none: 'The books are open: no lock date is set.', locked: 'Books locked up to %{date}.', settings: 'Lock date' },
    counts: {
      label: 'Where the records stand',
      ready: 'Ready: %{count}',
      blocked: 'Blocked: %{count}',
      in_progress: 'In progress: %{count}',
      synced: 'Synced: %{count}',
      error: 'Failed: %{count}',
    },
    yes: 'Yes',
    no: 'No',
    synced_detail: '%{reference} · %{at}',
    started_detail: 'Started %{at}',
    error_detail: '%{code}: %{message}',
    vat: 'VAT',
    locked: 'Locked period',
    open_expense: '%{date}: open the expense at %{merchant}',
    open_bill: '%{date}: open bill %{number} of %{vendor}',
    actions: {
      sync: 'Sync',
      retry: 'Retry',
      sync_ready: 'Sync everything ready (%{count})',
      sync_selected: 'Sync selected',
      row_sync: 'Sync %{name}',
      row_retry: 'Retry the sync of %{name}',
    },
    fix: {
      NO_CONNECTION: 'Connect',
      CATEGORY_NOT_MAPPED: 'Map %{subject}',
      NOT_CODED: 'Code it',
      PERIOD_LOCKED: 'Lock date',
      VENDOR_NOT_IN_ERP: 'Add %{subject} to %{provider}',
    },
    blockers: {
      NO_CONNECTION: 'No accounting system is connected.',
      CATEGORY_NOT_MAPPED: 'The category %{subject} has no GL account.',
      NOT_CODED: 'No category is chosen.',
      PERIOD_LOCKED: 'Dated in the locked period (up to %{subject}).',
      VENDOR_NOT_IN_ERP: 'The vendor %{subject} is not in the accounting system.',
    },
    confirm: {
      title_expenses: 'Sync 1 expense to %{provider} |||| Sync %{smart_count} expenses to %{provider}',
      title_payables: 'Sync 1 bill to %{provider} |||| Sync %{smart_count} bills to %{provider}',
      message: 'Send them to the accounting system now?',
      export: '%{provider} receives them as %{what}; they cannot be taken back from Spendboard.',
      what_expenses: 'spend (card and out-of-pocket expenses)',
      what_payables: 'supplier bills',
      reported: 'Each synced expense becomes Reported and can no longer be changed.',
      blocked:
        '1 of them has a problem the accounting system will refuse (%{names}): it will fail. |||| %{smart_count} of them have problems the accounting system will refuse (%{names}): they will fail.',
      confirm: 'Sync',
    },
    not_started: {
      title: 'Some records did not start',
      intro: '1 started. These were left as they were: |||| %{smart_count} started. These were left as they were:',
      item: '%{name}: %{message}',
    },
    empty: {
      title: 'Nothing to sync yet',
      message: 'Approved expenses and approved bills show here, ready to sync to the accounting system.',
    },
  },
};

/** English words of the permissions the declaration of accounting-expenses (src/domain/resources/) adds and its rows of the role editor. */
export const accountingPermissionWordsEn = {
  words: {
    read_accounting: 'See accounting',
    lock_accounting: 'Lock accounting periods',
    sync_accounting: 'Sync with the accounting system',
  },
  rows: {
    accounting: 'Accounting',
  },
};
