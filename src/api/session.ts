import Cookies from 'js-cookie';
import type { components } from './schema';

type TokenResponse = components['schemas']['TokenResponse'];

/**
 * The one module that knows cookie names (spec §3). Everything else asks for a
 * token or the active company through these functions.
 */
export const COOKIE = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  activeCompanyId: 'active_subtenant_id',
  isComplianceDone: 'is_compliance_done',
  isStripeEnabled: 'is_stripe_enabled',
  stripeOnboardingStatus: 'stripe_onboarding_status',
} as const;

export type SessionCookie = (typeof COOKIE)[keyof typeof COOKIE];

/** Refresh tokens are rotated by the API; the cookie only has to outlive a working week-end. */
const REFRESH_COOKIE_DAYS = 30;

const AUTH_COOKIES: SessionCookie[] = [COOKIE.accessToken, COOKIE.refreshToken];

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
export const getRefreshToken = () => readCookie(COOKIE.refreshToken);

/** A session may still be resumed: an access token, or a refresh token to get one. */
export const hasSessionTokens = () => Boolean(getAccessToken() || getRefreshToken());

export function storeTokens(tokens: TokenResponse): void {
  writeCookie(COOKIE.accessToken, tokens.access_token, new Date(Date.now() + tokens.expires_in * 1000));
  writeCookie(COOKIE.refreshToken, tokens.refresh_token, REFRESH_COOKIE_DAYS);
}

export function clearAuthCookies(): void {
  AUTH_COOKIES.forEach(removeCookie);
}

/** Sign-out: tokens, the active company and the card-services flags all belong to the user. */
export function clearSessionCookies(): void {
  Object.values(COOKIE).forEach(removeCookie);
}

export const getActiveCompanyId = () => readCookie(COOKIE.activeCompanyId);
export const setActiveCompanyId = (companyId: string) => writeCookie(COOKIE.activeCompanyId, companyId);
export const clearActiveCompanyId = () => removeCookie(COOKIE.activeCompanyId);
