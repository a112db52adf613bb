/** English texts of the categories catalogue (`/settings/categories`): `resources.categories.*`. */
export const categoriesResourceEn = {
  categories: {
    name: 'Category |||| Categories',
    title: 'Categories',
    fields: {
      name: 'Name',
      code: 'Code',
      parent_id: 'Parent category',
      parent_name: 'Parent',
      parent_code: 'Parent code',
      gl_account_id: 'GL account',
      tax_rate_id: 'VAT treatment',
      receipt_required_above: 'Receipt required above (AED)',
      mcc_categories: 'Merchant categories',
      status: 'Status',
      created_at: 'Added on',
    },
    filters: { parent_id: 'Parent' },
    help: {
      parent_id: 'Two levels at most: a child cannot have children.',
      receipt_required_above: 'Empty: a receipt is never required.',
      mcc_categories: 'Card spend of these merchant categories lands here; each maps to one category.',
    },
    validation: { code: 'Use letters, digits, dashes and underscores only' },
    no_parent: 'None (top level)',
    no_gl_account: 'Not mapped',
    no_tax_rate: 'None',
    child_of: '(in %{parent})',
    catalogue: {
      create: 'New category',
      create_title: 'New category',
      edit_title: 'Edit category %{name}',
      import_title: 'Import categories',
      archive_title: 'Archive category %{name}',
      restore_title: 'Restore category %{name}',
      delete_title: 'Delete category %{name}',
      archive: 'Archive category',
      restore: 'Restore category',
      delete: 'Delete category',
      empty: {
        title: 'No categories yet',
        message: 'Categories code expenses and bills to your chart of accounts. Add one, or import them from a CSV file.',
      },
    },
  },
};

/** English words of the permissions this resource declares (src/domain/resources/categories.ts) and its row of the role editor. */
export const categoriesPermissionWordsEn = {
  words: {
    read_categories: "See the company's categories",
    create_categories: 'Add categories and import them from a file',
    update_categories: 'Change, archive and restore categories and map merchant categories',
    delete_categories: 'Delete categories nothing uses',
  },
  rows: {
    categories: 'Categories',
  },
};

/** English label and description of its sidebar and Ctrl+K entry (`spendboard.shell.routes.categories`). */
export const categoriesRouteTextsEn = {
  categories: { label: 'Categories', description: 'Expense categories' },
};
