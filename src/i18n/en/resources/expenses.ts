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
      category: 'Category',
      member_id: 'People',
      card_id: 'Cards',
      department_id: 'Departments',
      category_id: 'Categories',
      project_id: 'Projects',
      tag_id: 'Tags',
      has_receipt: 'Receipt',
      amount_from: 'Amount from',
      amount_to: 'Amount to',
      markers: 'Flags',
      q: 'Search',
    },
    empty: { title: 'No expenses yet', message: 'Card payments and out-of-pocket expenses of this company show here.' },
  },
};
