/** Typed dataProvider methods for the users area, over the openapi-fetch client. */
export const usersMethods = {};
