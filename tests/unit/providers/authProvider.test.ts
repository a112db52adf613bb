// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/providers/authProvider';
import { clearSessionCookies, COOKIE, getAccessToken, getActiveCompanyId, setActiveCompanyId, writeCookie } from '../../../src/api/session';

const ACME = '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';
const me = {
  id: 1,
  first_name: 'Farah',
  last_name: 'Al Mansoori',
  email: 'firm.admin@example.com',
  avatar: null,
  user_type: 'firm_admin',
  roles: [{ id: 4, name: 'Owner', system: true, permissions: [] }],
};

type Route = (request: Request) => Response | Promise<Response>;

function stubRoutes(routes: Record<string, Route>) {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname, search } = new URL(request.url);
      seen.push(`${request.method} ${decodeURI(pathname + search)} tenant=${request.headers.get('X-Tenant') ?? '-'}`);
      const route = routes[`${request.method} ${pathname}`];
      return route ? route(request) : Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  return seen;
}

beforeEach(() => {
  clearSessionCookies();
  window.history.pushState({}, '', '/cards?page=2');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

// Company activation after sign-in belongs to the session bootstrap (issue 3) and is tested there.
describe('login', () => {
  it('shows the API’s message for bad credentials', async () => {
    stubRoutes({
      'POST /auth/token': () =>
        Response.json({ error: 'invalid_grant', message: 'These credentials do not match our records.' }, { status: 400 }),
    });
    await expect(authProvider.login({ username: 'firm.admin@example.com', password: 'nope' })).rejects.toThrow(
      'These credentials do not match our records.',
    );
    expect(getAccessToken()).toBeUndefined();
  });
});

describe('checkAuth and checkError', () => {
  it('signed out: rejects with redirectTo the current path and search', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/login?redirectTo=%2Fcards%3Fpage%3D2', message: false });
  });

  it('no access token: sign-in with redirectTo, without asking the relay for a refresh', async () => {
    const seen = stubRoutes({ 'POST /auth/token': () => Response.json({ error: 'invalid_grant', message: 'Used.' }, { status: 400 }) });
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirectTo=%2Fcards%3Fpage%3D2' });
    expect(seen).toEqual([]);
  });

  it('401 is left to the client (no second logout); 403 and others are not auth errors', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ logoutUser: false, message: false });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });
});

describe('identity and logout', () => {
  it('getIdentity reads me with its country; permissions are the raw roles', async () => {
    writeCookie(COOKIE.accessToken, 'access');
    setActiveCompanyId(ACME);
    const seen = stubRoutes({ 'GET /api/admin/me': () => Response.json({ data: me }) });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 1, fullName: 'Farah Al Mansoori', email: me.email });
    await expect(authProvider.getPermissions!({})).resolves.toEqual(me.roles);
    expect(seen).toEqual([`GET /api/admin/me?partials[]=country tenant=${ACME}`]);
  });

  it("logout calls me/logout, clears every session cookie and ends the relay's refresh cookie", async () => {
    writeCookie(COOKIE.accessToken, 'access');
    setActiveCompanyId(ACME);
    const seen = stubRoutes({
      'POST /api/admin/me/logout': () => new Response(null, { status: 204 }),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    await authProvider.logout({});
    expect(seen).toEqual([`POST /api/admin/me/logout tenant=${ACME}`, 'POST /auth/logout tenant=-']);
    expect([getAccessToken(), getActiveCompanyId()]).toEqual([undefined, undefined]);
  });

  it('logout still signs out locally when the API cannot be reached', async () => {
    writeCookie(COOKIE.accessToken, 'access');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(authProvider.logout({})).resolves.toBeUndefined();
    expect(getAccessToken()).toBeUndefined();
  });
});
