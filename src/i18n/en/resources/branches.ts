/** English texts of the branches catalogue (`/settings/branches`): `resources.branches.*`, emirates. */
export const branchesResourceEn = {
  branches: {
    name: 'Branch |||| Branches',
    fields: {
      name: 'Name',
      code: 'Code',
      city: 'City',
      emirate: 'Emirate',
      address: 'Address',
      country_code: 'Country',
      is_default: 'Default',
      status: 'Status',
      created_at: 'Added on',
    },
    help: {
      code: 'Capital letters, digits and hyphens, e.g. DXB-02; unique in the company.',
      is_default: 'The head office: new people and records start in this branch.',
      is_default_locked: 'This is the default branch. To change it, make another branch the default.',
    },
    title: 'Branches',
    emirate: {
      abu_dhabi: 'Abu Dhabi',
      dubai: 'Dubai',
      sharjah: 'Sharjah',
      ajman: 'Ajman',
      umm_al_quwain: 'Umm Al Quwain',
      ras_al_khaimah: 'Ras Al Khaimah',
      fujairah: 'Fujairah',
    },
    catalogue: {
      create: 'New branch',
      create_title: 'New branch',
      edit_title: 'Edit branch %{name}',
      import_title: 'Import branches',
      archive_title: 'Archive branch %{name}',
      restore_title: 'Restore branch %{name}',
      delete_title: 'Delete branch %{name}',
      archive: 'Archive branch',
      restore: 'Restore branch',
      delete: 'Delete branch',
      empty: { title: 'No branches yet', message: "Add the company's offices, or import them from a CSV file." },
    },
  },
};

/** English words of the permissions this resource declares (src/domain/resources/branches.ts) and its row of the role editor. */
export const branchesPermissionWordsEn = {
  words: {
    read_branches: "See the company's branches",
    create_branches: 'Add branches and import them from a file',
    update_branches: 'Change, archive and restore branches',
    delete_branches: 'Delete branches nothing uses',
  },
  rows: {
    branches: 'Branches',
  },
};

/** English label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.branches`). */
export const branchesRouteTextsEn = {
  branches: { label: 'Branches', description: 'Company branches' },
};
