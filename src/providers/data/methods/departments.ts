/** Typed dataProvider methods for the departments area, over the openapi-fetch client. */
export const departmentsMethods = {};
