/** English texts of Departments (`/settings/departments`) and its detail tabs. */
export const departmentsMessagesEn = {
  departments: {
    title: 'Departments',
    search: 'Search departments',
    empty: { title: 'No departments yet', message: 'Departments of this company will be listed here.' },
    create: { button: 'Create department', title: 'Create a department' },
    edit: { button: 'Edit', title: 'Edit the department' },
    delete: {
      button: 'Delete',
      title: 'Delete department %{name}',
      confirm: 'Are you sure you want to delete this department?',
      confirm_button: 'Delete department',
    },
    tabs: { overview: 'Overview', information: 'Information', users: 'Users', members: 'Members', expenses: 'Expenses' },
    detail: {
      no_administrators: 'No administrator is attached to this department.',
      no_members: 'No member belongs to this department.',
      no_expenses: 'No expenses yet.',
      spent: 'Spent',
      balance: 'Balance',
      inherited_from: 'Inherited from',
    },
    administrators: {
      attach: 'Attach',
      attach_label: 'Administrators to attach',
      detach: 'Remove %{name} from the department',
      detach_title: 'Detach %{name}',
      detach_confirm: 'Are you sure you want to delete this administrator from the Department?',
      detach_button: 'Detach administrator',
    },
  },
};
