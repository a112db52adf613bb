/** Typed dataProvider methods for the money area, over the openapi-fetch client. */
export const moneyMethods = {};
