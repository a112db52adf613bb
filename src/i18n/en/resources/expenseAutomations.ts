/** English texts of the coding rules (`/settings/expense-automations`): `resources.expense-automations.*`. */
export const expenseAutomationsResourceEn = {
  'expense-automations': {
    name: 'Coding rule |||| Coding rules',
    title: 'Coding rules',
    fields: {
      priority: 'Order',
      name: 'Name',
      enabled: 'On',
      merchant_contains: 'Merchant contains',
      mcc_category: 'Merchant category',
      max_amount: 'Maximum amount',
      currency: 'Currency of the maximum',
      category_id: 'Code to category',
      category_name: 'Codes to',
      project_id: 'Project',
      tag_ids: 'Tags',
      conditions: 'When',
      status: 'Status',
      created_at: 'Added on',
    },
    help: {
      priority: 'Rules are tried from the lowest number; the first that matches codes the expense.',
      enabled: 'Only rules that are on code new expenses.',
      merchant_contains: 'Any case, e.g. “careem” matches “CAREEM RIDE 2291”.',
      max_amount: 'Leave empty for any amount; an expense in another currency does not match.',
      category_id: 'A category a person already chose is never changed.',
    },
    any_mcc: 'Any merchant category',
    enabled: { true: 'On', false: 'Off' },
    conditions: { merchant: 'Merchant contains “%{text}”', max: 'at most %{amount}' },
    apply: {
      column: 'Existing expenses',
      action: 'Apply %{name} to existing uncoded expenses',
      title: 'Apply %{name} to existing expenses',
      counting: 'Counting the uncoded expenses this rule matches…',
      question: 'Code %{smart_count} uncoded expense, %{total} in all? |||| Code %{smart_count} uncoded expenses, %{total} in all?',
      none: 'No uncoded expense matches %{name} now: nothing will change.',
      trail: 'Each expense’s activity will say it was coded by rule “%{name}”.',
      kept: 'Expenses a person already coded, closed ones and those in a locked period are left as they are.',
      confirm: 'Code expenses',
      done: '%{smart_count} expense coded (%{total}). |||| %{smart_count} expenses coded (%{total}).',
    },
    catalogue: {
      create: 'New coding rule',
      create_title: 'New coding rule',
      edit_title: 'Edit coding rule %{name}',
      import_title: 'Import coding rules',
      archive_title: 'Archive coding rule %{name}',
      restore_title: 'Restore coding rule %{name}',
      delete_title: 'Delete coding rule %{name}',
      archive: 'Archive coding rule',
      restore: 'Restore coding rule',
      delete: 'Delete coding rule',
      empty: {
        title: 'No coding rules yet',
        message: 'A rule codes new expenses by their merchant: their category, and a project or tags if you like.',
      },
    },
  },
};

/** Words of the permissions it declares (src/domain/resources/expenseAutomations.ts) and its row of the role editor. */
export const expenseAutomationsPermissionWordsEn = {
  words: {
    read_expense_automations: "See the company's coding rules and what applying one would code",
    organize_expense_automations: 'Add, change, switch off and delete coding rules, and apply them to uncoded expenses',
  },
  rows: { expense_automations: 'Coding rules' },
};

/** Label and description of its sidebar and Ctrl+K entry. */
export const expenseAutomationsRouteTextsEn = {
  expense_automations: { label: 'Coding rules', description: 'Automations that code new expenses by merchant' },
};
