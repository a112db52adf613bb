/** English texts of People (`/people`) and its detail tabs. */
export const peopleMessagesEn = {
  people: {
    title: 'People',
    search: 'Search people',
    status: { active: 'Active', invited: 'Invited', suspended: 'Suspended' },
    empty: { title: 'No people yet', message: 'People invited to this company will be listed here.' },
    invite: {
      button: 'Invite people',
      title: 'Invite a person',
      submit: 'Send invitation',
    },
    tabs: { overview: 'Overview', cards: 'Cards', transfer: 'Transfer', expenses: 'Expenses' },
    detail: {
      no_department: 'No department',
      no_branch: 'No branch',
      user_roles: 'Roles as a user',
      not_a_user: 'Not a user of the admin',
      no_addresses: 'No address on file',
      no_cards: 'This person holds no cards.',
      no_expenses: 'No expenses yet.',
      spent: 'Spent',
      balance: 'Balance',
      mode: 'Mode',
    },
    edit: {
      button: 'Edit person',
      title: 'Edit person',
    },
    remove: {
      button: 'Remove member',
      title: 'Remove %{name}',
      confirm: 'Are you sure you want to remove this member?',
      confirm_button: 'Remove member',
    },
  },
};
