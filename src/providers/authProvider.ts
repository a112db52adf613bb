import type { AuthProvider, UserIdentity } from 'react-admin';
import { apiClient, signInWithCode, signInWithPassword } from '../api/client';
import { clearSessionCookies, getAccessToken } from '../api/session';
import { loginPathFor } from '../domain/redirect';
import { forgetSession, loadCurrentUser, loadSession, SessionStartFailed } from './session';
import { accessControl } from './access';

const currentPath = () => window.location.pathname + window.location.search;

/** react-admin reads `redirectTo`; `message: false` skips the "please sign in" toast. */
const signInRequired = () => ({ redirectTo: loginPathFor(currentPath()), message: false });

export const authProvider: AuthProvider = {
  /**
   * The password grant, or (an account with two-step verification) the code step with the `mfaToken` of the
   * `SecondFactorRequired` the password step threw.
   */
  async login(params: { username: string; password: string } | { mfaToken: string; code: string }) {
    forgetSession();
    if ('mfaToken' in params) await signInWithCode(params.mfaToken, params.code);
    else await signInWithPassword(params.username, params.password);
    try {
      await loadSession();
    } catch (error) {
      // A failed `me` ends the session it just started (spec §4).
      if (error instanceof SessionStartFailed) await authProvider.logout({});
      throw error instanceof SessionStartFailed ? error.cause : error;
    }
    // An administrator the firm requires a second factor of, without one, goes where they asked: the session
    // guard shows only its set-up there (`two_factor_required` of `me`) until it is on.
  },

  async logout() {
    if (getAccessToken()) {
      // Revoke server-side when possible; signing out locally must work even offline.
      await apiClient.POST('/api/admin/me/logout').catch(() => undefined);
    }
    clearSessionCookies();
    forgetSession();
    accessControl.forget();
  },

  async checkAuth() {
    if (!getAccessToken()) throw signInRequired();
    // `me` and the company activation of this page load (spec §4); a failed `me` logs out.
    // Other failures (e.g. the company list) are shown by the session guard with a retry.
    await loadSession().catch(async (error: unknown) => {
      if (!(error instanceof SessionStartFailed)) return;
      await authProvider.logout({});
      throw signInRequired();
    });
  },

  async checkError(error: { status?: number } | undefined) {
    // The client already refreshed, and on failure left for the sign-in page with
    // redirectTo: react-admin must not log out a second time. 403 is not an auth error.
    if (error?.status === 401) throw { logoutUser: false, message: false };
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = await loadCurrentUser();
    return {
      id: user.id,
      fullName: `${user.first_name} ${user.last_name}`.trim(),
      avatar: user.avatar ?? undefined,
      email: user.email,
      userType: user.user_type,
    };
  },

  /** Raw roles of the active company; access decisions go through canAccess. */
  async getPermissions() {
    return (await loadCurrentUser()).roles;
  },

  /** Spec §6: role permissions (firm_admin: all) minus the firm-wide deny list. */
  canAccess: (params) => accessControl.canAccess(params),
};
