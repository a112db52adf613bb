/** Typed dataProvider methods for the account area, over the openapi-fetch client. */
export const accountMethods = {};
