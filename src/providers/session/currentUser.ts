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
