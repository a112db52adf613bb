/**
 * English texts of the users resource (`/settings/administrators`; the API calls them administrators):
 * `resources.users.name` and `resources.users.fields.*`, so columns and inputs label themselves.
 */
export const usersResourceEn = {
  users: {
    name: 'User |||| Users',
    fields: {
      name: 'Name',
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      status: 'Status',
      roles: 'Roles',
      role_id: 'Roles',
      role_ids: 'Roles',
      department_ids: 'Departments',
    },
    title: 'Users',
    actions: 'Actions',
    invite: 'Invite user',
    invite_title: 'Invite a user',
    status: { active: 'Active', invited: 'Invited', suspended: 'Suspended' },
    edit_roles: 'Edit roles of %{name}',
    edit_roles_title: 'Roles of %{name}',
    edit_departments: 'Departments of %{name}',
    departments_title: 'Departments of %{name}',
    no_departments: 'None',
    delete: 'Delete %{name}',
    delete_confirm:
      'Are you sure you want to delete the user %{name}? Their roles and department links are removed; the person stays in People.',
    delete_title: 'Delete user %{name}',
    delete_button: 'Delete user',
    empty: { title: 'No users yet', message: 'Invite a user and give them a role to let them use the admin.' },
  },
};

/** English words of the permissions the declaration of users (src/domain/resources/) adds and its rows of the role editor. */
export const usersPermissionWordsEn = {
  words: {
    read_administrators: 'See users',
    create_administrators: 'Invite users',
    delete_administrators: 'Remove users',
    update_administrators: "Change users' departments",
  },
  rows: {
    users: 'Users',
  },
};
