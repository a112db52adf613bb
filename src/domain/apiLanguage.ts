/**
 * The languages the API writes its sentences for people in (`Accept-Language`: messages, notification
 * titles, Smart Comply's explanations), English first and by default.
 */
export const API_LANGUAGES = ['en', 'ar'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];
