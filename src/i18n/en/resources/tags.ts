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
