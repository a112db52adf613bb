/** English texts of the Expenses tab shared by cards, people and departments. */
export const expensesMessagesEn = {
  expenses: {
    columns: { spent_at: 'Date', merchant: 'Merchant', member: 'Person', card: 'Card', amount: 'Amount', status: 'Status' },
    range: {
      from: 'From',
      to: 'To',
      hint: 'Showing expenses from %{from} to %{to}. Choose an earlier From date to see older ones.',
    },
  },
};
