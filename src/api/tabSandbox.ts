import { MOCK_SANDBOX_SESSION_KEY } from '../domain/storageKeys';

/** The header that names the mock API's sandbox a request goes to. */
export const MOCK_SANDBOX_HEADER = 'X-Mock-Sandbox';

/**
 * QA (docs/CONVENTIONS.md "URLs"): the app opened with `?sandbox=<name>` talks to that sandbox of the
 * mock API for the rest of the tab's session (sessionStorage); `?sandbox=` goes back to the shared one.
 * Reads the page's URL once, at start, and remembers what it says.
 */
export function rememberTabSandbox(): string | null {
  try {
    const fromUrl = new URLSearchParams(globalThis.location?.search ?? '').get('sandbox');
    if (fromUrl === '') sessionStorage.removeItem(MOCK_SANDBOX_SESSION_KEY);
    else if (fromUrl !== null) sessionStorage.setItem(MOCK_SANDBOX_SESSION_KEY, fromUrl);
    return currentTabSandbox();
  } catch {
    return null;
  }
}

/** The sandbox this tab talks to, or null for the shared one (also when storage is blocked). */
export function currentTabSandbox(): string | null {
  try {
    return sessionStorage.getItem(MOCK_SANDBOX_SESSION_KEY);
  } catch {
    return null;
  }
}
