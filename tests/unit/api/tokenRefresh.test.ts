// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/createApiClient';
import { NO_REFRESH_TOKEN } from '../../../src/api/tokens';
import { clearSessionCookies, COOKIE, getAccessToken, readCookie, setActiveCompanyId, writeCookie } from '../../../src/api/session';
import { FRESH_ACCESS, FRESH_REFRESH, installFakeApi } from './fakeApi';

const COMPANY = '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';

type LooseCall = (path: string, init?: { body?: unknown }) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function setUp() {
  const goTo = vi.fn<(url: string) => void>();
  const api = createApiClient({ baseUrl: 'http://app.test', currentPath: () => '/cards?page=2', goTo });
  // Any JSON body will do for these tests, whatever the contract says about the path.
  const post = (api.client as unknown as { POST: LooseCall }).POST;
  return { api, goTo, post };
}

function signedInWithStaleToken() {
  writeCookie(COOKIE.accessToken, 'stale-access');
  setActiveCompanyId(COMPANY);
}

beforeEach(() => clearSessionCookies());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

describe('401 → one shared refresh → each request replayed once', () => {
  it('20 concurrent 401s cause exactly one refresh call, and all 20 succeed with their own bodies', async () => {
    signedInWithStaleToken();
    const fake = installFakeApi();
    const { post, goTo } = setUp();

    const bodies = Array.from({ length: 20 }, (_, index) => ({ index, name: `Department ${index}` }));
    const results = await Promise.all(bodies.map((body) => post('/api/admin/departments', { body })));

    expect(fake.tokenCalls()).toHaveLength(1);
    // The browser sends the grant alone: the relay adds the client secret and the refresh cookie.
    expect(JSON.parse(fake.tokenCalls()[0].body)).toEqual({ grant_type: 'refresh_token' });
    results.forEach((result, index) => {
      expect(result.response.status).toBe(200);
      expect(result.data).toEqual({ data: { path: '/api/admin/departments', echo: bodies[index] } });
    });
    // 20 rejected + 20 replays, each replay with the new token and the same tenant.
    const replays = fake.apiCalls().filter((call) => call.authorization === `Bearer ${FRESH_ACCESS}`);
    expect(fake.apiCalls()).toHaveLength(40);
    expect(replays).toHaveLength(20);
    expect(replays.every((call) => call.tenant === COMPANY)).toBe(true);
    expect(getAccessToken()).toBe(FRESH_ACCESS);
    expect(fake.refreshCookie()).toBe(FRESH_REFRESH);
    expect(document.cookie).not.toContain(FRESH_REFRESH);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a 401 that arrives after someone else refreshed is replayed without a second refresh (rotation-safe)', async () => {
    signedInWithStaleToken();
    const fake = installFakeApi({ refreshDelayMs: 5, slowPaths: { '/api/admin/slow': 60 } });
    const { post } = setUp();

    const [fast, slow] = await Promise.all([post('/api/admin/fast', { body: { n: 1 } }), post('/api/admin/slow', { body: { n: 2 } })]);

    expect(fake.tokenCalls()).toHaveLength(1);
    expect(fast.response.status).toBe(200);
    expect(slow.data).toEqual({ data: { path: '/api/admin/slow', echo: { n: 2 } } });
  });

  it('replays a request only once: still 401 after a refresh means the session is lost', async () => {
    signedInWithStaleToken();
    const fake = installFakeApi();
    fake.fetchMock.mockImplementation(async (request: Request) =>
      new URL(request.url).pathname === '/auth/token'
        ? Response.json({ token_type: 'Bearer', access_token: 'also-rejected', expires_in: 900 })
        : Response.json({ message: 'Unauthenticated.' }, { status: 401 }),
    );
    const { api, goTo } = setUp();

    const result = await api.client.GET('/api/admin/me');

    expect(result.response.status).toBe(401);
    const paths = fake.fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    expect(paths).toEqual(['/api/admin/me', '/auth/token', '/api/admin/me', '/auth/logout']); // call, refresh, one replay, end the relay cookie
    expect(goTo).toHaveBeenCalledTimes(1);
  });
});

describe('a lost session', () => {
  it('a failed refresh clears the auth cookies and goes to /login?redirectTo=<path+search> once', async () => {
    signedInWithStaleToken();
    const fake = installFakeApi({ refresh: 'invalid_grant' });
    const { post, goTo } = setUp();

    const results = await Promise.all(Array.from({ length: 5 }, (_, n) => post('/api/admin/departments', { body: { n } })));

    expect(fake.tokenCalls()).toHaveLength(1);
    expect(results.every((result) => result.response.status === 401)).toBe(true);
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/login?redirectTo=%2Fcards%3Fpage%3D2');
    expect(getAccessToken()).toBeUndefined();
    expect(fake.refreshCookie()).toBeNull();
    expect(readCookie(COOKIE.activeCompanyId)).toBe(COMPANY);
  });

  it(`without the relay's refresh cookie: '${NO_REFRESH_TOKEN}', and the sign-in page with redirectTo`, async () => {
    writeCookie(COOKIE.accessToken, 'stale-access');
    const fake = installFakeApi({ refreshCookie: null });
    const { api, goTo } = setUp();

    await expect(api.refreshOnce()).rejects.toThrow(NO_REFRESH_TOKEN);
    const result = await api.client.GET('/api/admin/me');

    expect(result.response.status).toBe(401);
    expect(fake.apiCalls().filter((call) => call.url.pathname === '/api/admin/me')).toHaveLength(1);
    expect(goTo).toHaveBeenCalledExactlyOnceWith('/login?redirectTo=%2Fcards%3Fpage%3D2');
    expect(getAccessToken()).toBeUndefined();
  });
});

describe('the token endpoint is never intercepted', () => {
  it('a rejected sign-in is not refreshed, retried or redirected, and carries no session headers', async () => {
    signedInWithStaleToken();
    const fake = installFakeApi({ client: 'invalid_client' });
    const { api, goTo } = setUp();

    await expect(api.signInWithPassword('firm.admin@example.com', 'Password123!')).rejects.toMatchObject({
      status: 401,
      message: 'Client authentication failed.',
    });
    expect(fake.fetchMock).toHaveBeenCalledTimes(1);
    expect(fake.calls[0].authorization).toBeNull();
    expect(fake.calls[0].tenant).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });

  it("a successful sign-in stores the access token; the refresh token stays in the relay's cookie; no secret is sent", async () => {
    const fake = installFakeApi({ refreshCookie: null });
    const { api } = setUp();

    await api.signInWithPassword('firm.admin@example.com', 'Password123!');

    expect(JSON.parse(fake.calls[0].body)).toEqual({
      grant_type: 'password',
      username: 'firm.admin@example.com',
      password: 'Password123!',
    });
    expect(getAccessToken()).toBe(FRESH_ACCESS);
    expect(fake.refreshCookie()).toBe(FRESH_REFRESH);
    expect(document.cookie).not.toContain(FRESH_REFRESH);
  });
});

describe('session headers', () => {
  it('sends the bearer token and the active company; an explicit X-Tenant wins', async () => {
    writeCookie(COOKIE.accessToken, FRESH_ACCESS);
    setActiveCompanyId(COMPANY);
    const fake = installFakeApi();
    const { api } = setUp();

    await api.client.GET('/api/admin/me');
    await api.client.GET('/api/admin/me', { params: { header: { 'X-Tenant': 'other-company' } } });

    expect(fake.calls.map((call) => [call.authorization, call.tenant])).toEqual([
      [`Bearer ${FRESH_ACCESS}`, COMPANY],
      [`Bearer ${FRESH_ACCESS}`, 'other-company'],
    ]);
  });
});
