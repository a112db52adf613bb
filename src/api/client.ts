import { MOCK_SANDBOX_SESSION_KEY } from '../domain/storageKeys';
import { readStoredLocale } from '../i18n/storedLocale';
import { createApiClient } from './createApiClient';

/**
 * QA (docs/CONVENTIONS.md "URLs"): the app opened with `?sandbox=<name>` talks to that sandbox of the
 * mock API for the rest of the tab's session (sessionStorage); `?sandbox=` goes back to the shared one.
 */
function tabSandbox(): string | null {
  try {
    const fromUrl = new URLSearchParams(globalThis.location?.search ?? '').get('sandbox');
    if (fromUrl === '') sessionStorage.removeItem(MOCK_SANDBOX_SESSION_KEY);
    else if (fromUrl !== null) sessionStorage.setItem(MOCK_SANDBOX_SESSION_KEY, fromUrl);
    return sessionStorage.getItem(MOCK_SANDBOX_SESSION_KEY);
  } catch {
    return null;
  }
}

/** The one API client of the app. Views never use it: providers do. It sends the active language (and the tab's sandbox). */
export const api = createApiClient({
  baseUrl: globalThis.location?.origin ?? '',
  language: () => readStoredLocale(),
  sandbox: tabSandbox(),
});
export const apiClient = api.client;
export const { refreshOnce, signInWithPassword } = api;
