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
