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
  /** Extra latency of a path's first (stale-token) answer. */
  slowPaths?: Record<string, number>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A stand-in for the API behind a stubbed global fetch: the token endpoint issues
 * FRESH_ACCESS; every other call needs it (401 otherwise) and echoes its body.
 */
export function installFakeApi({ refresh = 'ok', client = 'ok', refreshDelayMs = 20, slowPaths = {} }: FakeApiOptions = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const body = await request.text();
    calls.push({
      method: request.method,
      url,
      authorization: request.headers.get('Authorization'),
      tenant: request.headers.get('X-Tenant'),
      body,
    });
    if (url.pathname === '/oauth/token') {
      await sleep(refreshDelayMs);
      const grant = JSON.parse(body) as { grant_type: string };
      if (client === 'invalid_client') return json(401, { error: 'invalid_client', message: 'Client authentication failed.' });
      if (grant.grant_type === 'refresh_token' && refresh === 'invalid_grant') {
        return json(400, { error: 'invalid_grant', message: 'The refresh token is invalid.' });
      }
      return json(200, { token_type: 'Bearer', access_token: FRESH_ACCESS, refresh_token: FRESH_REFRESH, expires_in: 900 });
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
    tokenCalls: () => calls.filter((call) => call.url.pathname === '/oauth/token'),
    apiCalls: () => calls.filter((call) => call.url.pathname !== '/oauth/token'),
  };
}
