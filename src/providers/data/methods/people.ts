/** Typed dataProvider methods for the people area, over the openapi-fetch client. */
export const peopleMethods = {};
