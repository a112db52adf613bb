import { jwtDecode } from 'jwt-decode';
import type { components } from '../../api/schema';
import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';
import { COOKIE, getAccessToken, getActiveCompanyId, writeCookie, type SessionCookie } from '../../api/session';

export type ConfigPayload = components['schemas']['ConfigPayload'];

/** The cookie values stored after the config call (spec §3 Company settings). */
export function configCookieValues(payload: ConfigPayload): Array<[SessionCookie, string]> {
  return [
    [COOKIE.isComplianceDone, payload.is_compliance_done ? '1' : '0'],
    [COOKIE.isStripeEnabled, String(payload.company_settings.is_stripe_enabled)],
    [COOKIE.stripeOnboardingStatus, payload.company_settings.stripe_onboarding_status ?? ''],
  ];
}

/**
 * `GET config` of the active company: only with an access token and an active company
 * (else null). The signed token is decoded (not verified) and its card-services flags stored
 * in cookies. A failure is logged and rethrown.
 */
export async function loadCompanyConfig(): Promise<ConfigPayload | null> {
  if (!getAccessToken() || !getActiveCompanyId()) return null;
  try {
    const { data } = await unwrap(apiClient.GET('/api/admin/config'));
    const payload = jwtDecode<ConfigPayload>(data.token);
    configCookieValues(payload).forEach(([name, value]) => writeCookie(name, value));
    return payload;
  } catch (error) {
    console.error('Loading the company configuration failed', error);
    throw error;
  }
}
