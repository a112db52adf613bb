import Cookies from 'js-cookie';
import type { RelayTokenResponse as TokenResponse } from './schema';

/**
 * The one module that knows cookie names (spec §3). Everything else asks for a
 * token or the active company through these functions.
 */
export const COOKIE = {
  accessToken: 'access_token',
  activeCompanyId: 'active_subtenant_id',
  isComplianceDone: 'is_compliance_done',
  isStripeEnabled: 'is_stripe_enabled',
  stripeOnboardingStatus: 'stripe_onboarding_status',
} as const;

export type SessionCookie = (typeof COOKIE)[keyof typeof COOKIE];

/**
 * The refresh token (spec §3 cookie `refresh_token`) is the token relay's HttpOnly cookie, scoped to
 * `/auth`: no script reads it. The access-token cookie lives as long, so a page loaded after the access
 * token expired still knows a session may resume (the API's 401 then triggers one refresh).
 */
const SESSION_COOKIE_DAYS = 30;
const RELAY_LOGOUT_PATH = '/auth/logout';

/** Ends the relay's refresh cookie (only the server can); signing out locally never waits for it. */
function endRelaySession(): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  try {
    const request = new Request(new URL(RELAY_LOGOUT_PATH, window.location.origin), {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
    });
    void fetch(request).catch(() => undefined);
  } catch {
    // No origin to post to (tests without a page): nothing to end.
  }
}

/** Secure and SameSite=Strict when served over https; a plain-http dev server cannot set Secure. */
export function cookieAttributes(protocol: string, expires?: Date | number): Cookies.CookieAttributes {
  const attributes: Cookies.CookieAttributes = { path: '/', sameSite: 'Strict', expires };
  return protocol === 'https:' ? { ...attributes, secure: true } : attributes;
}

const currentProtocol = () => (typeof location === 'undefined' ? 'http:' : location.protocol);

export function readCookie(name: SessionCookie): string | undefined {
  return Cookies.get(name) || undefined;
}

export function writeCookie(name: SessionCookie, value: string, expires?: Date | number): void {
  Cookies.set(name, value, cookieAttributes(currentProtocol(), expires));
}

export function removeCookie(name: SessionCookie): void {
  Cookies.remove(name, cookieAttributes(currentProtocol()));
}

export const getAccessToken = () => readCookie(COOKIE.accessToken);

/** A session may still be resumed: the access token, even expired, stands for the relay's refresh cookie. */
export const hasSessionTokens = () => Boolean(getAccessToken());

/**
 * The token relay already set this cookie in its answer (what other tabs read under the refresh
 * lock); writing it here too keeps this tab's own read immediate and serves clients without the relay.
 */
export function storeTokens(tokens: TokenResponse): void {
  writeCookie(COOKIE.accessToken, tokens.access_token, SESSION_COOKIE_DAYS);
}

export function clearAuthCookies(): void {
  removeCookie(COOKIE.accessToken);
  endRelaySession();
}

/** Sign-out: tokens, the active company and the card-services flags all belong to the user. */
export function clearSessionCookies(): void {
  Object.values(COOKIE).forEach(removeCookie);
  endRelaySession();
}

export const getActiveCompanyId = () => readCookie(COOKIE.activeCompanyId);
export const setActiveCompanyId = (companyId: string) => writeCookie(COOKIE.activeCompanyId, companyId);
export const clearActiveCompanyId = () => removeCookie(COOKIE.activeCompanyId);
