/** English texts of the tags catalogue (`/settings/tags`): `resources.tags.*`. */
export const tagsResourceEn = {
  tags: {
    name: 'Tag |||| Tags',
    title: 'Tags',
    fields: { name: 'Name', colour: 'Colour', group: 'Group', status: 'Status', created_at: 'Added on' },
    help: { group: "Optional: tags of one group show together (e.g. 'Cost type', 'Client')." },
    colour: {
      grey: 'Grey',
      red: 'Red',
      orange: 'Orange',
      amber: 'Amber',
      green: 'Green',
      teal: 'Teal',
      blue: 'Blue',
      indigo: 'Indigo',
      purple: 'Purple',
      pink: 'Pink',
    },
    catalogue: {
      create: 'New tag',
      create_title: 'New tag',
      edit_title: 'Edit tag %{name}',
      import_title: 'Import tags',
      archive_title: 'Archive tag %{name}',
      restore_title: 'Restore tag %{name}',
      delete_title: 'Delete tag %{name}',
      archive: 'Archive tag',
      restore: 'Restore tag',
      delete: 'Delete tag',
      empty: { title: 'No tags yet', message: 'Tags label expenses and bills for reports. Add one, or import them from a CSV file.' },
    },
  },
};

/** English words of the permissions this resource declares (src/domain/resources/tags.ts) and its row of the role editor. */
export const tagsPermissionWordsEn = {
  words: {
    read_tags: "See the company's tags",
    create_tags: 'Add tags and import them from a file',
    update_tags: 'Change, archive and restore tags',
    delete_tags: 'Delete tags nothing uses',
  },
  rows: {
    tags: 'Tags',
  },
};

/** English label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.tags`). */
export const tagsRouteTextsEn = {
  tags: { label: 'Tags', description: 'Tags for expenses and bills' },
};
