import { readStoredLocale } from '../i18n/storedLocale';
import { createApiClient } from './createApiClient';
import { rememberTabSandbox } from './tabSandbox';

/** The one API client of the app. Views never use it: providers do. It sends the active language (and the tab's sandbox). */
export const api = createApiClient({
  baseUrl: globalThis.location?.origin ?? '',
  language: () => readStoredLocale(),
  sandbox: rememberTabSandbox(),
});
export const apiClient = api.client;
export const { refreshOnce, signInWithPassword, signInWithCode } = api;
