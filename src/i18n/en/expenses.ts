/** English texts of the Expenses tab shared by cards, people and departments. */
export const expensesMessagesEn = {
  expenses: {
    columns: { spent_at: 'Date', merchant: 'Merchant', member: 'Person', card: 'Card', amount: 'Amount', status: 'Status' },
    range: {
      from: 'From',
      to: 'To',
      reversed: 'The From date (%{from}) is after the To date (%{to}). Choose a From date on or before the To date.',
      hint: 'Showing expenses from %{from} to %{to}. Choose an earlier From date to see older ones.',
    },
  },
};
