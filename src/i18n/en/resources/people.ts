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

/** English words of the permissions the declaration of people (src/domain/resources/) adds and its rows of the role editor. */
export const peoplePermissionWordsEn = {
  words: {
    read_people: 'See the list of people',
    invite_people: 'Invite people',
    read_people_details: "Open a person's details",
    manage_people: 'Change and remove people',
  },
  rows: {
    people: 'People',
    person_details: 'Person details',
  },
};
