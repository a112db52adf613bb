/** English texts of the expense automations catalogue (`/settings/expense-automations`): `resources.expense-automations.*`. */
export const expenseAutomationsResourceEn = {
  'expense-automations': {
    name: 'Expense automation |||| Expense automations',
    title: 'Expense automations',
    fields: { name: 'Name', code: 'Code', status: 'Status', created_at: 'Added on' },
    catalogue: {
      create: 'New expense automation',
      create_title: 'New expense automation',
      edit_title: 'Edit expense automation %{name}',
      import_title: 'Import expense automations',
      archive_title: 'Archive expense automation %{name}',
      restore_title: 'Restore expense automation %{name}',
      delete_title: 'Delete expense automation %{name}',
      archive: 'Archive expense automation',
      restore: 'Restore expense automation',
      delete: 'Delete expense automation',
      empty: { title: 'No expense automations yet', message: 'Add one, or import them from a CSV file.' },
    },
  },
};

/** Words of the permissions it declares (src/domain/resources/expenseAutomations.ts) and its row of the role editor. */
export const expenseAutomationsPermissionWordsEn = {
  words: {
    read_expense_automations: "See the company's expense automations",
    create_expense_automations: 'Add expense automations and import them from a file',
    update_expense_automations: 'Change, archive and restore expense automations',
    delete_expense_automations: 'Delete expense automations nothing uses',
  },
  rows: { expense_automations: 'Expense automations' },
};

/** Label and description of its sidebar and Ctrl+K entry. */
export const expenseAutomationsRouteTextsEn = {
  expense_automations: { label: 'Expense automations', description: 'Expense automations of the company' },
};
