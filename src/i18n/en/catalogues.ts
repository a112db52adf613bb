/**
 * English texts every catalogue shares (tags, payment methods, branches, …): the row actions, the
 * questions and consequences before archive and delete, and the CSV import dialog. A catalogue's
 * own words (its titles, 'New tag') are `resources.<resource>.catalogue.*`.
 */
export const cataloguesMessagesEn = {
  catalogues: {
    actions: {
      import: 'Import',
      export: 'Export',
      edit: 'Edit %{name}',
      view: 'View %{name}',
      archive: 'Archive %{name}',
      restore: 'Restore %{name}',
      delete: 'Delete %{name}',
    },
    questions: {
      archive: 'Archive %{name}?',
      restore: 'Restore %{name}?',
      delete: 'Are you sure you want to delete %{name}?',
    },
    consequences: {
      archive: '%{name} will no longer be offered for new records; records that use it keep it. You can restore it later.',
      restore: '%{name} will be offered for new records again.',
      delete: '%{name} will be deleted for good. This cannot be undone. Something that uses it cannot be deleted: archive it instead.',
      is_default: '%{name} is the default: make another one the default first, or this will be refused.',
    },
    columns: { actions: 'Actions' },
    filters: { status: 'Status' },
    default: 'Default',
  },
};
