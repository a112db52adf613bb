/** The dashboard (`/`): its figures, charts and expense lists. */
export const dashboardMessagesEn = {
  dashboard: {
    title: 'Dashboard',
    loading: 'Loading the dashboard…',
    failed: 'The dashboard could not be loaded.',
    currencies: 'Amounts in different currencies are never added up or converted: each currency has its own line.',
    figures: {
      wallet: {
        title: 'Company balance',
        detail: 'Money the company holds, after what it gave to departments, people and cards.',
        link: 'See every movement',
      },
      spend: {
        title: 'Spent this month',
        up: '%{amount} more than last month (%{percent})',
        down: '%{amount} less than last month (%{percent})',
        same: 'The same as last month',
        from_nothing: '%{amount} more than last month, which spent nothing',
        nothing: 'Nothing spent this month or last month',
        link: "Open this month's spend",
      },
      pending: {
        title: 'Pending approvals',
        count: '%{smart_count} expense |||| %{smart_count} expenses',
        link: 'Open pending approvals',
      },
      receipts: {
        title: 'Missing receipts',
        count: '%{smart_count} expense needs a receipt |||| %{smart_count} expenses need a receipt',
        without: '%{smart_count} expense has no receipt in all |||| %{smart_count} expenses have no receipt in all',
        link: 'Open the expenses missing a receipt',
      },
      cards: {
        title: 'Active cards',
        count: '%{smart_count} card |||| %{smart_count} cards',
        link: 'Open active cards',
      },
    },
    charts: {
      loading: 'Loading the chart…',
      empty: 'Nothing was spent in %{currency} over these months.',
      spent: 'Spent',
      expenses: 'Expenses',
      other_currencies: 'Also spent in other currencies (not in the chart, not converted): %{amounts}',
      by_month: {
        title: 'Spend per month',
        caption: 'Spend in %{currency} in each of the last six months, %{from} to %{to}. Each bar is named by the first day of its month.',
        month: 'Month',
        days: '%{from} to %{to}',
        link: 'Open the spend of these six months',
      },
      by_category: {
        title: 'Spend by category',
        caption: 'Spend in %{currency} by category, %{from} to %{to}: the five largest, then the others together.',
        values: 'Spend by category',
        other: 'Other categories',
        not_coded: 'Not coded',
      },
    },
    expenses: {
      waiting: {
        title: 'Waiting on me',
        count: '%{smart_count} expense waits for your decision |||| %{smart_count} expenses wait for your decision',
        empty: 'Nothing waits for your decision.',
        link: 'Open pending approvals',
      },
      recent: {
        title: 'Recent expenses',
        empty: 'No expenses yet.',
        link: 'Open all expenses',
      },
    },
  },
};
