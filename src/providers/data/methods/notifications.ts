/** Typed dataProvider methods for the notifications area, over the openapi-fetch client. */
export const notificationsMethods = {};
