// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configCookieValues, loadCompanyConfig, type ConfigPayload } from '../../../src/providers/access/companyConfig';
import { clearSessionCookies, COOKIE, readCookie, setActiveCompanyId, writeCookie } from '../../../src/api/session';
import { stubRoutes } from '../../support/fetchStub';

const ACME = '3f1c1b0e-6a3e-4c55-9d0a-2d7d1c6f0a11';
const payload: ConfigPayload = {
  sub: '1',
  tenant_id: ACME,
  iat: 1767225600,
  exp: 1767229200,
  is_compliance_done: true,
  company_settings: { is_stripe_enabled: 1, stripe_onboarding_status: 'in_review', onboarding_link: 'https://connect.example.com/x' },
  card_currency: 'AED',
  card_type: '1',
  allowed_file_extensions: 'pdf,png',
  dark_mode_enabled: true,
  support_admin_emails: ['support@spendboard.example.com'],
};

const base64Url = (value: string) => btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const signed = (claims: object) =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2lnbmF0dXJl`;

beforeEach(() => clearSessionCookies());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionCookies();
});

describe('configCookieValues', () => {
  it('stores compliance, card services enabled and onboarding status as cookies', () => {
    expect(configCookieValues(payload)).toEqual([
      [COOKIE.isComplianceDone, '1'],
      [COOKIE.isStripeEnabled, '1'],
      [COOKIE.stripeOnboardingStatus, 'in_review'],
    ]);
    const notStarted = {
      ...payload,
      is_compliance_done: false,
      company_settings: { is_stripe_enabled: 0 as const, stripe_onboarding_status: null, onboarding_link: null },
    };
    expect(configCookieValues(notStarted)).toEqual([
      [COOKIE.isComplianceDone, '0'],
      [COOKIE.isStripeEnabled, '0'],
      [COOKIE.stripeOnboardingStatus, ''],
    ]);
  });
});

describe('loadCompanyConfig', () => {
  it('is not called without an access token and an active company', async () => {
    const seen = stubRoutes({});
    await expect(loadCompanyConfig()).resolves.toBeNull();
    writeCookie(COOKIE.accessToken, 'access');
    await expect(loadCompanyConfig()).resolves.toBeNull();
    expect(seen).toEqual([]);
  });

  it('decodes the signed token and stores the cookies', async () => {
    writeCookie(COOKIE.accessToken, 'access');
    setActiveCompanyId(ACME);
    const seen = stubRoutes({ 'GET /api/admin/config': () => Response.json({ data: { token: signed(payload) } }) });
    await expect(loadCompanyConfig()).resolves.toMatchObject({ tenant_id: ACME, company_settings: payload.company_settings });
    expect(seen).toEqual([`GET /api/admin/config tenant=${ACME}`]);
    expect([readCookie(COOKIE.isComplianceDone), readCookie(COOKIE.isStripeEnabled), readCookie(COOKIE.stripeOnboardingStatus)]).toEqual([
      '1',
      '1',
      'in_review',
    ]);
  });

  it('logs and rethrows a failure', async () => {
    writeCookie(COOKIE.accessToken, 'access');
    setActiveCompanyId(ACME);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubRoutes({ 'GET /api/admin/config': () => Response.json({ message: 'You are not assigned to this company.' }, { status: 403 }) });
    await expect(loadCompanyConfig()).rejects.toThrow('You are not assigned to this company.');
    expect(logged).toHaveBeenCalledOnce();
    expect(readCookie(COOKIE.isStripeEnabled)).toBeUndefined();
  });
});
