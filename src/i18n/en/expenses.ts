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
      rejection_reason: 'Why it was rejected',
    },
    decision: {
      title: 'Decision',
      approve: 'Approve',
      reject: 'Reject',
      reject_title: 'Reject the expense from %{merchant} (%{amount})',
      reason: 'Reason',
      reason_help: 'The spender sees this.',
      reason_required: 'Say why the expense is rejected',
      own: 'This is your own expense: someone else approves it.',
    },
    range: {
      reversed: 'The From date (%{from}) is after the To date (%{to}). Choose a From date on or before the To date.',
      hint: 'Showing expenses from %{from} to %{to}. Choose an earlier From date to see older ones.',
    },
  },
};
