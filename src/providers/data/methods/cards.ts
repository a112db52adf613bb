/** Typed dataProvider methods for the cards area, over the openapi-fetch client. */
export const cardsMethods = {};
