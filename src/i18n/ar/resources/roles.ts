/** Arabic texts of the roles resource: `resources.roles.name` and `resources.roles.fields.*`. */
export const rolesResourceAr = {};
