import { readStoredLocale } from '../i18n/storedLocale';
import { createApiClient } from './createApiClient';

/** The one API client of the app. Views never use it: providers do. It sends the active language. */
export const api = createApiClient({ baseUrl: globalThis.location?.origin ?? '', language: () => readStoredLocale() });
export const apiClient = api.client;
export const { refreshOnce, signInWithPassword } = api;
