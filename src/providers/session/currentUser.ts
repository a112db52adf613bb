import type { components } from '../../api/schema';
import { apiClient } from '../../api/client';
import { unwrap } from '../../api/apiError';

export type CurrentUser = components['schemas']['CurrentUser'];

let currentUser: Promise<CurrentUser> | undefined;

/** `GET me` with its country, fetched once per session and shared by identity and permissions. */
export function loadCurrentUser(): Promise<CurrentUser> {
  currentUser ??= unwrap(apiClient.GET('/api/admin/me', { params: { query: { partials: ['country'] } } }))
    .then((body) => body.data)
    .catch((error: unknown) => {
      currentUser = undefined;
      throw error;
    });
  return currentUser;
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
