// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCookies, COOKIE, getActiveCompanyId, setActiveCompanyId, writeCookie } from '../../../../src/api/session';
import { forgetSession, loadCurrentUser, loadSession, SessionStartFailed } from '../../../../src/providers/session';
import { stubRoutes } from '../../../support/fetchStub';

const ACME = '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';
const DESERT = '8b2d4e6f-1a3c-4e5f-9b7d-0c2e4f6a8b01';
const GONE = '00000000-0000-4000-8000-000000000000';
const companies = [
  { id: ACME, name: 'Acme Trading LLC', total_users: 12 },
  { id: DESERT, name: 'Desert Logistics FZE', total_users: 4 },
];

function user(userType: string) {
  return { id: 7, first_name: 'A', last_name: 'B', email: 'a@example.com', avatar: null, user_type: userType, roles: [] };
}

function stubSession(userType: string, list = companies) {
  return stubRoutes({
    'GET /api/admin/me': (request) => {
      const tenant = request.headers.get('X-Tenant');
      if (tenant && !list.some((company) => company.id === tenant)) {
        return Response.json({ message: 'You are not assigned to this company.' }, { status: 403 });
      }
      return Response.json({ data: user(userType) });
    },
    'GET /api/admin/sub-tenants': () => Response.json({ data: list }),
  });
}

beforeEach(() => {
  clearSessionCookies();
  localStorage.clear();
  forgetSession();
  writeCookie(COOKIE.accessToken, 'access');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

describe('session bootstrap (spec §4)', () => {
  it('sends me with the cookie company first, then the default, then the last active', async () => {
    localStorage.setItem('default_company_id', ACME);
    localStorage.setItem('last_active_subtenant_id', DESERT);
    let seen = stubSession('multi_company_manager');
    await expect(loadSession()).resolves.toMatchObject({ kind: 'ready', activeCompanyId: ACME });
    expect(seen[0]).toBe(`GET /api/admin/me tenant=${ACME}`);

    forgetSession();
    setActiveCompanyId(DESERT);
    seen = stubSession('multi_company_manager');
    await expect(loadSession()).resolves.toMatchObject({ kind: 'ready', activeCompanyId: DESERT });
    expect(seen[0]).toBe(`GET /api/admin/me tenant=${DESERT}`);

    forgetSession();
    clearSessionCookies();
    writeCookie(COOKIE.accessToken, 'access');
    localStorage.removeItem('default_company_id');
    localStorage.removeItem('spendboard:user:7:default_company_id');
    seen = stubSession('multi_company_manager');
    await expect(loadSession()).resolves.toMatchObject({ kind: 'ready', activeCompanyId: DESERT });
    expect(seen[0]).toBe(`GET /api/admin/me tenant=${DESERT}`);
  });

  it('activating a company sets the cookie and the last active company, also per user', async () => {
    localStorage.setItem('default_company_id', DESERT);
    stubSession('firm_admin');
    await loadSession();
    expect(getActiveCompanyId()).toBe(DESERT);
    expect(localStorage.getItem('last_active_subtenant_id')).toBe(DESERT);
    expect(localStorage.getItem('spendboard:user:7:last_active_company_id')).toBe(DESERT);
  });

  it("once me answers, the user's own stored company wins over the plain key another account left", async () => {
    localStorage.setItem('last_active_subtenant_id', ACME);
    localStorage.setItem('spendboard:user:7:last_active_company_id', DESERT);
    const seen = stubSession('multi_company_manager');
    await expect(loadSession()).resolves.toMatchObject({ kind: 'ready', activeCompanyId: DESERT });
    expect(seen).toEqual([
      `GET /api/admin/me tenant=${ACME}`,
      'GET /api/admin/sub-tenants tenant=' + ACME,
      `GET /api/admin/me tenant=${DESERT}`,
    ]);
    expect(localStorage.getItem('last_active_subtenant_id')).toBe(DESERT);
  });

  it('the last active company (last_active_subtenant_id) is used when nothing else is stored', async () => {
    localStorage.setItem('last_active_subtenant_id', DESERT);
    const seen = stubSession('firm_admin');
    await expect(loadSession()).resolves.toMatchObject({ kind: 'ready', activeCompanyId: DESERT });
    expect(seen[0]).toBe(`GET /api/admin/me tenant=${DESERT}`);
  });

  it('tenant_specific: the first assigned company is activated, and me is asked again for it', async () => {
    const seen = stubSession('tenant_specific', [companies[1]]);
    await expect(loadSession()).resolves.toMatchObject({ kind: 'ready', activeCompanyId: DESERT });
    expect(getActiveCompanyId()).toBe(DESERT);
    expect(seen).toEqual(['GET /api/admin/me tenant=-', 'GET /api/admin/sub-tenants tenant=-', `GET /api/admin/me tenant=${DESERT}`]);
  });

  it('tenant_specific without a company: not assigned, no active company', async () => {
    stubSession('tenant_specific', []);
    await expect(loadSession()).resolves.toMatchObject({ kind: 'not_assigned' });
    expect(getActiveCompanyId()).toBeUndefined();
  });

  it('other user types without a stored company choose one (no company activated)', async () => {
    stubSession('firm_admin');
    await expect(loadSession()).resolves.toMatchObject({ kind: 'choose_company', companies });
    expect(getActiveCompanyId()).toBeUndefined();
  });

  it('a failed me rejects with SessionStartFailed and clears the default company', async () => {
    localStorage.setItem('default_company_id', GONE);
    stubSession('multi_company_manager');
    await expect(loadSession()).rejects.toBeInstanceOf(SessionStartFailed);
    expect(localStorage.getItem('default_company_id')).toBeNull();
    expect(getActiveCompanyId()).toBeUndefined();
  });

  it('me without an answer (offline, or the page left mid-call) forgets nothing and does not end the session', async () => {
    localStorage.setItem('default_company_id', ACME);
    stubRoutes({
      'GET /api/admin/me': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/admin/sub-tenants': () => Response.json({ data: companies }),
    });
    const failure = await loadSession().catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(SessionStartFailed);
    expect(failure).toMatchObject({ status: 0 });
    expect(localStorage.getItem('default_company_id')).toBe(ACME);
    expect(getActiveCompanyId()).toBe(ACME);
    // The next try (the guard's Retry, or the next page load) starts again.
    stubSession('multi_company_manager');
    await expect(loadSession()).resolves.toMatchObject({ kind: 'ready', activeCompanyId: ACME });
  });

  it("an identity asked before the stored company is activated does not leave the session with that company's roles missing", async () => {
    // A returning user's browser dropped the active-company cookie (a session cookie) but kept the tokens:
    // the layout may ask for the identity (me without X-Tenant) before the bootstrap activates the default.
    localStorage.setItem('default_company_id', ACME);
    const roles = [{ id: 1, name: 'Finance Manager', permissions: [{ name: 'read expenses' }] }];
    const seen = stubRoutes({
      'GET /api/admin/me': (request) =>
        Response.json({ data: { ...user('multi_company_manager'), roles: request.headers.get('X-Tenant') === ACME ? roles : [] } }),
      'GET /api/admin/sub-tenants': () => Response.json({ data: companies }),
    });
    const identity = loadCurrentUser();
    const session = await loadSession();
    expect(session).toMatchObject({ kind: 'ready', activeCompanyId: ACME, user: { roles } });
    await expect(loadCurrentUser()).resolves.toMatchObject({ roles });
    expect((await identity).roles).toEqual([]);
    expect(seen.filter((call) => call.startsWith('GET /api/admin/me'))).toEqual([
      'GET /api/admin/me tenant=-',
      `GET /api/admin/me tenant=${ACME}`,
    ]);
  });

  it('is started once per page load and shared', async () => {
    localStorage.setItem('default_company_id', ACME);
    const seen = stubSession('firm_admin');
    await Promise.all([loadSession(), loadSession(), loadSession()]);
    expect(seen.filter((call) => call.startsWith('GET /api/admin/me'))).toHaveLength(1);
  });
});
