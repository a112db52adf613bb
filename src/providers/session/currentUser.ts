import type { components } from '../../api/schema';
import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';
import { getActiveCompanyId } from '../../api/session';

export type CurrentUser = components['schemas']['CurrentUser'];

/**
 * `me` answers with the roles of the company it was asked in (X-Tenant, the active-company cookie), so
 * the shared answer belongs to that company. A page opened with a session but without the cookie (a
 * returning user's browser drops it on restart) may ask for the identity before the session bootstrap
 * activates the stored default company: that answer, without a company and its roles, must not be
 * what the bootstrap then gets for the activated company.
 */
let currentUser: { companyId: string | undefined; user: Promise<CurrentUser> } | undefined;

/** `GET me` with its country, fetched once per session and active company, shared by identity and permissions. */
export function loadCurrentUser(): Promise<CurrentUser> {
  const companyId = getActiveCompanyId();
  if (currentUser && currentUser.companyId === companyId) return currentUser.user;
  const entry = {
    companyId,
    user: unwrap(apiClient.GET('/api/admin/me', { params: { query: { partials: ['country'] } } }))
      .then((body) => body.data)
      .catch((error: unknown) => {
        if (currentUser === entry) currentUser = undefined;
        throw error;
      }),
  };
  currentUser = entry;
  return entry.user;
}

export function forgetCurrentUser(): void {
  currentUser = undefined;
}

/** Spec §3's variant of `me` for /my-account: with the active company, its address and the country. */
export const ACCOUNT_PROFILE_PARTIALS = ['company', 'company.address', 'country'] as const;

export async function loadAccountProfile(): Promise<CurrentUser> {
  const body = await unwrap(apiClient.GET('/api/admin/me', { params: { query: { partials: [...ACCOUNT_PROFILE_PARTIALS] } } }));
  return body.data;
}
