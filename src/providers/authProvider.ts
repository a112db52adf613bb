import type { AuthProvider, UserIdentity } from 'react-admin';
import { apiClient, refreshOnce, signInWithPassword } from '../api/client';
import { clearAuthCookies, clearSessionCookies, getAccessToken, getRefreshToken } from '../api/session';
import { loginPathFor } from '../domain/redirect';
import { ensureActiveCompany, forgetCurrentUser, loadCurrentUser } from './session';

const currentPath = () => window.location.pathname + window.location.search;

/** react-admin reads `redirectTo`; `message: false` skips the "please sign in" toast. */
const signInRequired = () => ({ redirectTo: loginPathFor(currentPath()), message: false });

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    forgetCurrentUser();
    await signInWithPassword(username, password);
    await ensureActiveCompany();
  },

  async logout() {
    if (getAccessToken() || getRefreshToken()) {
      // Revoke server-side when possible; signing out locally must work even offline.
      await apiClient.POST('/api/admin/me/logout').catch(() => undefined);
    }
    clearSessionCookies();
    forgetCurrentUser();
  },

  async checkAuth() {
    if (getAccessToken()) return;
    if (getRefreshToken()) {
      try {
        await refreshOnce();
        return;
      } catch {
        clearAuthCookies();
      }
    }
    throw signInRequired();
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

  /** Raw roles of the active company; the access-control issue merges them into permissions. */
  async getPermissions() {
    return (await loadCurrentUser()).roles;
  },
};
