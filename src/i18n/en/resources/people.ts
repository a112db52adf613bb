/** English texts of the people resource: `resources.people.name` and `resources.people.fields.*`. */
export const peopleResourceEn = {
  people: {
    name: 'Person |||| People',
    fields: {
      name: 'Name',
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      status: 'Status',
      department_id: 'Department',
      branch_id: 'Branch',
      cards_count: 'Cards',
      created_at: 'Joined',
      limit: 'Limit',
      addresses: 'Addresses',
    },
  },
};
