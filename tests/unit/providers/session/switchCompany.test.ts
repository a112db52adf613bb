// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCookies, COOKIE, getActiveCompanyId, readCookie, setActiveCompanyId, writeCookie } from '../../../../src/api/session';
import { switchToCompany } from '../../../../src/providers/session/switchCompany';
import { stubRoutes } from '../../../support/fetchStub';

const ACME = '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';
const DESERT = '8b2d4e6f-1a3c-4e5f-9b7d-0c2e4f6a8b01';
const me = { id: 1, first_name: 'F', last_name: 'A', email: 'f@example.com', avatar: null, user_type: 'firm_admin', roles: [] };

beforeEach(() => {
  clearSessionCookies();
  localStorage.clear();
  writeCookie(COOKIE.accessToken, 'access');
  setActiveCompanyId(ACME);
  writeCookie(COOKIE.isStripeEnabled, '1');
  writeCookie(COOKIE.stripeOnboardingStatus, 'completed');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

describe('switchToCompany (spec §4)', () => {
  it('validates with me and the new X-Tenant, then activates it and forgets the old card-services flags', async () => {
    const seen = stubRoutes({ 'GET /api/admin/me': () => Response.json({ data: me }) });
    await expect(switchToCompany(DESERT)).resolves.toEqual({ hadActiveCompany: true });
    expect(seen).toEqual([`GET /api/admin/me tenant=${DESERT}`]);
    expect(getActiveCompanyId()).toBe(DESERT);
    expect(localStorage.getItem('last_active_subtenant_id')).toBe(DESERT);
    expect([readCookie(COOKIE.isStripeEnabled), readCookie(COOKIE.stripeOnboardingStatus)]).toEqual([undefined, undefined]);
  });

  it('a refused company keeps the current one', async () => {
    stubRoutes({ 'GET /api/admin/me': () => Response.json({ message: 'You are not assigned to this company.' }, { status: 403 }) });
    await expect(switchToCompany(DESERT)).rejects.toThrow();
    expect(getActiveCompanyId()).toBe(ACME);
    expect(readCookie(COOKIE.stripeOnboardingStatus)).toBe('completed');
  });
});
