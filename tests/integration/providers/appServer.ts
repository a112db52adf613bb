// The app's modules read Vite's `import.meta.env`; this file runs them under Node.
/// <reference types="vite/client" />
// @ts-expect-error -- jsdom ships no type declarations (and @types/jsdom is not installed)
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearSessionCookies, COOKIE, setActiveCompanyId, writeCookie } from '../../../src/api/session';
import type { AppDataProvider } from '../../../src/providers/data/dataProvider';
import type { TestServerHandle } from '../mockServer.ts';

/**
 * The app's own dataProvider against the test server, as in the browser: the session cookies of
 * `email` in `companyId`, and its client's same-origin calls forwarded to the server. The test file
 * keeps the node environment (the mock API needs it); only the page's document and location are
 * jsdom's. Call at module level; read the provider inside tests.
 */
export function useAppDataProviderOf(api: TestServerHandle, email: string, companyId: string): () => AppDataProvider {
  const page = new JSDOM('', { url: 'http://app.test/' }).window;
  const realFetch = globalThis.fetch;
  let dataProvider: AppDataProvider | undefined;
  beforeAll(async () => {
    vi.stubGlobal('document', page.document);
    vi.stubGlobal('location', page.location);
    // The client reads the page's origin when it is created.
    dataProvider = (await import('../../../src/providers/data/dataProvider')).dataProvider;
  }, 60_000); // react-admin loads with it: slow on a busy machine
  beforeEach(async () => {
    vi.stubGlobal('document', page.document);
    vi.stubGlobal('location', page.location);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      // The test server's own helpers (sign-in, reset) call it directly.
      if (!(input instanceof Request) || !input.url.startsWith(page.location.origin)) return realFetch(input, init);
      const { pathname, search } = new URL(input.url);
      const body = input.method === 'GET' ? undefined : await input.text();
      return realFetch(`${api.url}${pathname}${search}`, { method: input.method, headers: input.headers, body });
    });
    writeCookie(COOKIE.accessToken, await api.accessToken(email));
    setActiveCompanyId(companyId);
  });
  afterEach(() => {
    clearSessionCookies();
    vi.unstubAllGlobals();
  });
  return () => {
    if (!dataProvider) throw new Error('The dataProvider is ready inside tests only.');
    return dataProvider;
  };
}
