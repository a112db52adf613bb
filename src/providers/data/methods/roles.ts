/** Typed dataProvider methods for the roles area, over the openapi-fetch client. */
export const rolesMethods = {};
