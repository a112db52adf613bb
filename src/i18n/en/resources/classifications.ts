/** English texts of the classifications catalogue (`/settings/classifications`): `resources.classifications.*`. */
export const classificationsResourceEn = {
  classifications: {
    name: 'Classification |||| Classifications',
    title: 'Classifications',
    fields: {
      name: 'Name',
      priority: 'Priority',
      senders: 'Senders',
      subject_keywords: 'Subject keywords',
      body_keywords: 'Body keywords',
      rules: 'Matching rules',
      status: 'Status',
      created_at: 'Added on',
    },
    help: {
      priority: 'From 1 to 999: an e-mail gets the first matching classification, lowest first.',
      senders: 'One per line: an address (billing@du.ae) or a domain (du.ae). 20 at most.',
      subject_keywords: 'One per line, found anywhere in the subject. 20 at most.',
      body_keywords: 'One per line, found anywhere in the body. 20 at most.',
    },
    validation: { too_many: 'Enter 20 entries at most' },
    no_rules: 'No rules: e-mails nothing else matches',
    catalogue: {
      create: 'New classification',
      create_title: 'New classification',
      edit_title: 'Edit classification %{name}',
      import_title: 'Import classifications',
      archive_title: 'Archive classification %{name}',
      restore_title: 'Restore classification %{name}',
      delete_title: 'Delete classification %{name}',
      archive: 'Archive classification',
      restore: 'Restore classification',
      delete: 'Delete classification',
      empty: {
        title: 'No classifications yet',
        message: 'The mailbox labels incoming e-mails with these. Add one, or import them from a CSV file.',
      },
    },
  },
};

/** English words of the permissions the declaration of classifications (src/domain/resources/) adds and its rows of the role editor. */
export const classificationsPermissionWordsEn = {
  words: {
    organize_classifications: 'Manage classifications',
  },
  rows: {
    classifications: 'Classifications',
  },
};
