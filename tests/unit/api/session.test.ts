// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAuthCookies,
  clearSessionCookies,
  COOKIE,
  cookieAttributes,
  getAccessToken,
  getActiveCompanyId,
  hasSessionTokens,
  setActiveCompanyId,
  storeTokens,
} from '../../../src/api/session';

afterEach(() => clearSessionCookies());

describe('session cookies', () => {
  it("uses the cookie names of spec §3 (refresh_token is the token relay's HttpOnly cookie, out of scripts' reach)", () => {
    expect(Object.values(COOKIE).sort()).toEqual([
      'access_token',
      'active_subtenant_id',
      'is_compliance_done',
      'is_stripe_enabled',
      'stripe_onboarding_status',
    ]);
  });

  it('are Secure and SameSite=Strict over https, SameSite=Strict only over plain http', () => {
    expect(cookieAttributes('https:')).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
    expect(cookieAttributes('http:')).toEqual({ path: '/', sameSite: 'Strict', expires: undefined });
  });

  it('read what the page holds now, whoever wrote it (another tab, the token relay, the server)', () => {
    setActiveCompanyId('company-1');
    expect(getActiveCompanyId()).toBe('company-1');
    document.cookie = 'active_subtenant_id=company-2; path=/';
    expect(getActiveCompanyId()).toBe('company-2');
    document.cookie = `active_subtenant_id=${encodeURIComponent('a b')}; path=/`;
    expect(getActiveCompanyId()).toBe('a b');
    document.cookie = 'active_subtenant_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(getActiveCompanyId()).toBeUndefined();
  });

  it('stores the access token; clearing the auth cookies keeps the active company', () => {
    storeTokens({ token_type: 'Bearer', access_token: 'a', expires_in: 900 });
    setActiveCompanyId('company-1');
    expect([getAccessToken(), hasSessionTokens()]).toEqual(['a', true]);

    clearAuthCookies();
    expect([getAccessToken(), hasSessionTokens()]).toEqual([undefined, false]);
    expect(getActiveCompanyId()).toBe('company-1');
  });

  it('signing out clears every session cookie', () => {
    storeTokens({ token_type: 'Bearer', access_token: 'a', expires_in: 900 });
    setActiveCompanyId('company-1');
    clearSessionCookies();
    expect(document.cookie).toBe('');
  });
});
