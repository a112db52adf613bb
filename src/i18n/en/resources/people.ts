/** English texts of the people resource: `resources.people.name` and `resources.people.fields.*`. */
export const peopleResourceEn = {};
