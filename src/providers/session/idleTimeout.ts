import { apiClient } from '../../api/client';
import { clearAuthCookies, hasSessionTokens } from '../../api/session';
import { keepPageAfterSignOut } from '../../api/sessionEnd';
import { parseIdleTimeoutMs } from '../../domain/idle';

/** Set by an end-to-end test's init script (e.g. 3000) in builds with `VITE_E2E_HOOKS=1` only. */
export const E2E_IDLE_TIMEOUT_FLAG = '__spendboardE2EIdleTimeoutMs';

function e2eOverrideMs(): number | undefined {
  if (import.meta.env.VITE_E2E_HOOKS !== '1') return undefined;
  const value = (window as unknown as Record<string, unknown>)[E2E_IDLE_TIMEOUT_FLAG];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined;
}

/**
 * The inactivity timeout (spec §4, §9): `VITE_IDLE_TIMEOUT_MS` at build time, 0 (off) by default.
 * End-to-end tests shorten it without another build through the window flag above.
 */
export function configuredIdleTimeoutMs(): number {
  return e2eOverrideMs() ?? parseIdleTimeoutMs(import.meta.env.VITE_IDLE_TIMEOUT_MS);
}

/**
 * The soft logout after inactivity: the session is revoked and its tokens cleared, but the
 * page stays where it is (under the dialog that offers to sign in again).
 */
export async function signOutKeepingPage(): Promise<void> {
  keepPageAfterSignOut();
  if (hasSessionTokens()) await apiClient.POST('/api/admin/me/logout').catch(() => undefined);
  clearAuthCookies();
}
