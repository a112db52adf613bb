/** English texts of the expenses resource: `resources.expenses.name` and `resources.expenses.fields.*`. */
export const expensesResourceEn = {
  expenses: {
    name: 'Expense |||| Expenses',
    fields: {
      spent_at: 'Date',
      merchant: 'Merchant',
      member: 'Person',
      card: 'Card',
      amount: 'Amount',
      status: 'Status',
      spent_from: 'From',
      spent_until: 'To',
      category: 'Merchant category',
      member_id: 'People',
      card_id: 'Cards',
      department_id: 'Departments',
      category_id: 'Categories',
      project_id: 'Projects',
      tag_id: 'Tags',
      has_receipt: 'Receipt',
      missing_receipt: 'Required receipt',
      coded: 'Coding',
      amount_from: 'Amount from (AED)',
      amount_to: 'Amount to (AED)',
      markers: 'Flags',
      q: 'Search',
    },
    empty: { title: 'No expenses yet', message: 'Card payments and out-of-pocket expenses of this company show here.' },
  },
};

/** English words of the permissions the declaration of expenses (src/domain/resources/) adds and its rows of the role editor. */
export const expensesPermissionWordsEn = {
  words: {
    read_expenses: 'See expenses',
    update_expenses: 'Change expenses',
    approve_expenses: 'Approve expenses',
  },
  rows: {
    expenses: 'Expenses',
  },
};
