/** English texts of the Integrations page (`/integration`): `resources.integration.*`. */
export const integrationResourceEn = {
  integration: {
    name: 'Integration |||| Integrations',
    title: 'Integrations',
    intro:
      'Connect the accounting system of the active company, import from it and code categories to GL accounts. One accounting system is connected at a time.',
    read_only:
      'You can see the connection and the category mapping but not change them. Ask your administrator for the permission to manage integrations.',
    load_failed: 'The connection could not be loaded. Reload the page to try again.',
    connection: {
      title: 'Accounting connection',
      none: '%{company} is not connected to an accounting system.',
      provider: 'Accounting system',
      organisation: 'Organisation',
      connected_at: 'Connected on',
      connected_by: 'Connected by',
      last_import_at: 'Last import',
      never: 'Never',
    },
    providers: {
      title: 'Accounting systems',
      connect: 'Connect %{provider}',
      reconnect: 'Connect %{provider} again',
      disconnect: 'Disconnect %{provider}',
      held_by: 'One accounting system at a time: disconnect %{provider} first to connect another one.',
      descriptions: {
        xero: 'Cloud accounting for small and growing businesses.',
        quickbooks_online: 'Intuit’s cloud accounting.',
        zoho_books: 'Accounting of the Zoho suite, with UAE VAT.',
        netsuite: 'Oracle’s ERP for groups of companies.',
        odoo: 'Open-source ERP with accounting.',
      },
    },
    consent: {
      title: 'Connect %{provider}',
      message: '%{provider} asks you to allow Spendboard to connect %{organisation} to %{company}.',
      reads: 'Spendboard will read %{scopes}.',
      writes: 'Spendboard will write %{scopes}.',
      revoke: 'You can disconnect at any time on this page.',
      allow: 'Allow',
    },
    scopes: {
      chart_of_accounts: 'the chart of accounts',
      tax_rates: 'the tax rates',
      vendors: 'the vendors (contacts)',
      expenses: 'approved expenses',
      bills: 'approved bills',
    },
    disconnect: {
      message: 'Are you sure you want to disconnect %{provider}?',
      stops: 'Imports from %{organisation} into %{company} stop.',
      no_writes: 'Approved expenses and bills are no longer written to %{provider}.',
      kept: 'What was already imported stays in Spendboard.',
    },
    imports: {
      title: 'Import from the accounting system',
      intro:
        'Bring the chart of accounts, the tax rates and the vendors from the connected system. Vendors are matched to counterparts by TRN; importing again only brings what changed.',
      not_connected: 'Connect an accounting system to import from it.',
      needs_attention: 'Connect %{provider} again to import from it.',
      kinds: { chart_of_accounts: 'Chart of accounts', tax_rates: 'Tax rates', vendors: 'Vendors' },
      run: { chart_of_accounts: 'Import chart of accounts', tax_rates: 'Import tax rates', vendors: 'Import vendors' },
      result_title: '%{kind} imported from %{provider}',
      summary: 'Created: %{created} · Updated: %{updated} · Skipped: %{skipped}',
      reason_count: '%{reason}: %{count}',
      rows_label: 'Each imported record',
      outcomes: { created: 'created', updated: 'updated', skipped: 'skipped' },
      reasons: {
        unchanged: 'already the same',
        no_trn: 'no TRN to match on',
        invalid_trn: 'the TRN is not valid',
        duplicate_in_source: 'listed twice in the accounting system',
        locked: 'would change records on or before the lock date',
        inactive_in_source: 'inactive in the accounting system',
        default_account: 'a default account keeps its type',
        invalid: 'not valid here',
      },
    },
    mapping: {
      title: 'Category mapping',
      intro: 'Each category codes its spend to an active GL account of the chart of accounts. Categories without one come first.',
      unmapped: 'One category has no GL account |||| %{smart_count} categories have no GL account',
      unmapped_chip: 'no GL account',
      list_label: 'Categories and their GL accounts',
      empty: 'The company has no categories yet.',
      load_failed: 'The categories could not be loaded. Reload the page to try again.',
      none: 'No GL account',
      select_label: 'GL account for %{category}',
      save: 'Save',
      save_label: 'Save the GL account of %{category}',
    },
  },
};

/** English words of the permissions the declaration of integrations (src/domain/resources/) adds and its rows of the role editor. */
export const integrationPermissionWordsEn = {
  words: {
    read_integrations: "See the company's accounting connection and its category mapping",
    manage_integrations: 'Connect and disconnect the accounting system, import from it and map categories to GL accounts',
  },
  rows: {
    integrations: 'Integrations',
  },
};
