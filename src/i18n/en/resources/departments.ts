/** English texts of the departments resource: `resources.departments.name` and `resources.departments.fields.*`. */
export const departmentsResourceEn = {
  departments: {
    name: 'Department |||| Departments',
    fields: {
      name: 'Name',
      administrators: 'Administrators',
      administrator_ids: 'Administrators',
      members_count: 'Members',
      created_at: 'Created',
      limit_mode: 'Limit type',
      limit_amount: 'Limit amount',
    },
  },
};

/** English words of the permissions the declaration of departments (src/domain/resources/) adds and its rows of the role editor. */
export const departmentsPermissionWordsEn = {
  words: {
    read_departments: 'See the list of departments',
    create_departments: 'Create departments',
    read_department_details: "Open a department's details",
    update_departments: 'Change departments',
    delete_departments: 'Delete departments',
  },
  rows: {
    departments: 'Departments',
    department_details: 'Department details',
  },
};
