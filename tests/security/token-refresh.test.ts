/**
 * Issue 18 part 6 (the token half): 100 requests of the app's own HTTP client hitting one expired
 * access token cause exactly one token call, against the real server (token relay + mock API), and
 * all 100 then succeed. The browser's cookie handling is played by two small stand-ins (the server
 * needs the node environment): `document.cookie` holds what scripts may read (the access token,
 * the active company); the relay's HttpOnly refresh cookie stays in the bridge's jar, as in a
 * browser no script can read it.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/createApiClient';
import { clearSessionCookies, setActiveCompanyId } from '../../src/api/session';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { useTestServer } from '../integration/mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const APP_ORIGIN = 'http://app.test';
const api = useTestServer({ resetEachTest: false });
const realFetch = globalThis.fetch;

/** `document.cookie` as js-cookie uses it: `name=value; attributes` to set (an expiry in the past deletes), `a=1; b=2` to read. */
function installDocumentCookies() {
  const cookies = new Map<string, string>();
  vi.stubGlobal('document', {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split(';');
      const [name, ...value] = pair!.split('=');
      const expires = attributes.find((attribute) => /^\s*expires=/i.test(attribute));
      if (expires && new Date(expires.split('=')[1]!).getTime() < Date.now()) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value.join('='));
    },
  });
}

/** Forwards the client's requests to the real server with the HttpOnly cookie jar; counts token calls. */
function installCookieBridge() {
  const jar = new Map<string, string>();
  const tokenCalls: number[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    // The server in this process fetches too (the relay calls /oauth/token): only the app's calls cross the bridge.
    if (!(input instanceof Request) || !input.url.startsWith(APP_ORIGIN)) return realFetch(input, init);
    const request = input;
    const url = new URL(request.url);
    if (url.pathname === '/auth/token') tokenCalls.push(Date.now());
    const headers = new Headers(request.headers);
    if (jar.size) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const response = await realFetch(`${api.url}${url.pathname}${url.search}`, { method: request.method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (/;\s*HttpOnly/i.test(cookie)) jar.set(name!.trim(), value.join('='));
    }
    return response;
  });
  return { tokenCalls };
}

afterAll(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

describe("the app's client on an expired access token", () => {
  it('100 concurrent requests cause exactly one token call (one rotation), and all 100 succeed', async () => {
    installDocumentCookies();
    const bridge = installCookieBridge();
    const goTo = vi.fn<(url: string) => void>();
    const client = createApiClient({ baseUrl: APP_ORIGIN, currentPath: () => '/cards', goTo });
    await client.signInWithPassword(SEEDED_ACCOUNTS.firmAdmin, SEEDED_PASSWORD);
    setActiveCompanyId(acme.id);
    expect(bridge.tokenCalls).toHaveLength(1); // the sign-in

    expect((await api.send('POST', '/__mock/expire-tokens', undefined)).status).toBe(200);
    await api.send('DELETE', '/__mock/requests', undefined);
    const acmeCards = api.db().cards.filter((card) => card.company_id === acme.id);
    const cards = Array.from({ length: 100 }, (_, index) => acmeCards[index % acmeCards.length]!);
    const answers = await Promise.all(
      cards.map((card) => client.client.GET('/api/admin/cards/{id}', { params: { path: { id: String(card.id) } } })),
    );

    expect(answers.map((answer) => answer.response.status)).toEqual(cards.map(() => 200));
    expect(answers.map((answer) => (answer.data as { data: { id: number } }).data.id)).toEqual(cards.map((card) => card.id));
    expect(bridge.tokenCalls).toHaveLength(2); // the sign-in and ONE refresh
    const log = (await (await api.get('/__mock/requests')).json()).data as { path: string; token_grant: string | null }[];
    const grants = log.filter((entry) => entry.path === '/oauth/token');
    expect(grants.map((entry) => entry.token_grant)).toEqual(['rotated']);
    // 100 stale answers and 100 replays with the new token.
    expect(log.filter((entry) => entry.path.startsWith('/api/admin/cards/')).length).toBe(200);
    expect(goTo).not.toHaveBeenCalled();
  }, 300_000);
});
