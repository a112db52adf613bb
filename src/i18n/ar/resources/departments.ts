/** Arabic texts of the departments resource: `resources.departments.name` and `resources.departments.fields.*`. */
export const departmentsResourceAr = {};
