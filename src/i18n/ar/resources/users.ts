/** Arabic texts of the users resource: `resources.users.name` and `resources.users.fields.*`. */
export const usersResourceAr = {};
