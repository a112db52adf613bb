/** English texts of the Expenses tab shared by cards, people and departments; fields are in `resources/expenses.ts`. */
export const expensesMessagesEn = {
  expenses: {
    spent_total: 'Spent in these days:',
    detail: {
      title: 'Expense',
      open: '%{date}, %{merchant}: open the expense',
      category: 'Category',
      description: 'Description',
      recorded_at: 'Recorded',
      no_card: 'Out of pocket',
    },
    range: {
      reversed: 'The From date (%{from}) is after the To date (%{to}). Choose a From date on or before the To date.',
      hint: 'Showing expenses from %{from} to %{to}. Choose an earlier From date to see older ones.',
    },
  },
};
