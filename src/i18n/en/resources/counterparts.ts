/** English texts of the counterparts catalogue (`/settings/counterparts`): `resources.counterparts.*`. */
export const counterpartsResourceEn = {
  counterparts: {
    name: 'Counterpart |||| Counterparts',
    title: 'Counterparts',
    fields: {
      name: 'Name',
      legal_name: 'Legal name',
      trn: 'TRN',
      emails: 'E-mails',
      phone: 'Phone',
      address: 'Address',
      iban: 'IBAN',
      bank_name: 'Bank name',
      payment_terms_days: 'Payment terms',
      is_on_hold: 'On hold',
      owner_id: 'Owner',
      default_category_id: 'Default category',
      status: 'Status',
      created_at: 'Added on',
    },
    help: {
      trn: 'UAE Tax Registration Number: 15 digits starting with 100.',
      emails: 'Up to five addresses that receive remittances and purchase orders.',
      iban: 'Checked with the IBAN check digits (mod 97).',
      is_on_hold: 'No new payments or purchase orders while on hold.',
      default_category_id: "The category this counterpart's spend and bills start in.",
    },
    validation: {
      trn: 'Enter 15 digits starting with 100.',
      iban: 'This IBAN is not valid: check its digits.',
      whole_days: 'Enter a whole number of days.',
      emails_too_many: 'At most five e-mail addresses.',
      email_invalid: '%{email} is not a valid e-mail address.',
    },
    duplicates: {
      trn: 'Already used by %{names}. You can still save.',
      iban: 'This IBAN is already used by %{names}. You can still save.',
    },
    on_hold: 'On hold',
    hold_filter: { on_hold: 'On hold', not_on_hold: 'Not on hold' },
    days: '%{smart_count} day |||| %{smart_count} days',
    catalogue: {
      create: 'New counterpart',
      create_title: 'New counterpart',
      edit_title: 'Edit counterpart %{name}',
      import_title: 'Import counterparts',
      archive_title: 'Archive counterpart %{name}',
      restore_title: 'Restore counterpart %{name}',
      delete_title: 'Delete counterpart %{name}',
      archive: 'Archive counterpart',
      restore: 'Restore counterpart',
      delete: 'Delete counterpart',
      empty: {
        title: 'No counterparts yet',
        message: 'Counterparts are the vendors the company pays, with their TRN and bank details. Add one, or import them from a CSV file.',
      },
    },
  },
};

/** English words of the permissions this resource declares (src/domain/resources/counterparts.ts) and its row of the role editor. */
export const counterpartsPermissionWordsEn = {
  words: {
    read_counterparts: "See the company's counterparts (vendors)",
    organize_counterparts: 'Add, change, archive, delete and import counterparts',
  },
  rows: {
    counterparts: 'Counterparts',
  },
};

/** English label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.counterparts`). */
export const counterpartsRouteTextsEn = {
  counterparts: { label: 'Counterparts', description: 'Suppliers and other counterparts' },
};
