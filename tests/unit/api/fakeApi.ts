import { vi } from 'vitest';

export const FRESH_ACCESS = 'fresh-access';
export const FRESH_REFRESH = 'fresh-refresh';

export interface RecordedCall {
  method: string;
  url: URL;
  authorization: string | null;
  tenant: string | null;
  body: string;
}

export interface FakeApiOptions {
  /** How the token endpoint answers a refresh. */
  refresh?: 'ok' | 'invalid_grant';
  /** How the token endpoint answers any grant: 'invalid_client' rejects the app itself (401). */
  client?: 'ok' | 'invalid_client';
  refreshDelayMs?: number;
  /** The relay's HttpOnly refresh cookie at the start (null: none), which no script can read. */
  refreshCookie?: string | null;
  /** Extra latency of a path's first (stale-token) answer. */
  slowPaths?: Record<string, number>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const TOKEN_PATH = '/auth/token';
const LOGOUT_PATH = '/auth/logout';

/**
 * A stand-in for the app's server behind a stubbed global fetch: the token relay (`/auth/token`)
 * issues FRESH_ACCESS and keeps the refresh token in its own cookie state, as the HttpOnly cookie
 * would; every other call needs FRESH_ACCESS (401 otherwise) and echoes its body.
 */
export function installFakeApi({
  refresh = 'ok',
  client = 'ok',
  refreshDelayMs = 20,
  slowPaths = {},
  refreshCookie = 'stale-refresh',
}: FakeApiOptions = {}) {
  const calls: RecordedCall[] = [];
  let cookie: string | null = refreshCookie;
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === LOGOUT_PATH) {
      cookie = null;
      return new Response(null, { status: 204 });
    }
    const body = await request.text();
    calls.push({
      method: request.method,
      url,
      authorization: request.headers.get('Authorization'),
      tenant: request.headers.get('X-Tenant'),
      body,
    });
    if (url.pathname === TOKEN_PATH) {
      await sleep(refreshDelayMs);
      const grant = JSON.parse(body) as { grant_type: string };
      if (client === 'invalid_client') return json(401, { error: 'invalid_client', message: 'Client authentication failed.' });
      if (grant.grant_type === 'refresh_token') {
        if (!cookie) return json(401, { error: 'invalid_grant', message: 'No refresh token available' });
        if (refresh === 'invalid_grant') {
          cookie = null;
          return json(400, { error: 'invalid_grant', message: 'The refresh token is invalid.' });
        }
      }
      cookie = FRESH_REFRESH;
      return json(200, { token_type: 'Bearer', access_token: FRESH_ACCESS, expires_in: 900 });
    }
    if (request.headers.get('Authorization') !== `Bearer ${FRESH_ACCESS}`) {
      await sleep(slowPaths[url.pathname] ?? 0);
      return json(401, { message: 'Unauthenticated.' });
    }
    return json(200, { data: { path: url.pathname, echo: body ? JSON.parse(body) : null } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    tokenCalls: () => calls.filter((call) => call.url.pathname === TOKEN_PATH),
    apiCalls: () => calls.filter((call) => call.url.pathname !== TOKEN_PATH),
    /** The relay's refresh cookie now (what the HttpOnly cookie would hold). */
    refreshCookie: () => cookie,
  };
}
