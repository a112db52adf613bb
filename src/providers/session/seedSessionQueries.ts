import type { QueryKey } from '@tanstack/react-query';
import { accountQueryKey } from '../data/queryKeys';
import { markPrefetched } from '../prefetchedQueries';
import { queryClient } from '../queryClient';
import { sessionQueryKey, type SessionState } from './sessionBootstrap';

/**
 * react-admin's own query keys for `checkAuth` and `getPermissions` asked without parameters: the keys
 * its `<Admin requireAuth>` routes, `useAuthenticated` and `usePermissions` read (ra-core `useAuthState`
 * and `usePermissions`; `useIsAuthPending` reads the first by name).
 */
export const CHECK_AUTH_QUERY_KEY = ['auth', 'checkAuth', {}] as const;
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

const seed = (queryKey: QueryKey, answer: unknown) => {
  if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, answer);
};

/** The company list's key (`useCompanies`: the switcher, the header's company name). */
export const COMPANIES_QUERY_KEY = accountQueryKey('companies');

/**
 * Once the session of the page load is known, so are the answers of the queries the admin asks first:
 * the session guard's; the company list the session loaded (fresh for the views that open with it, so
 * the header names the company in its first pass and the list is not asked twice); and for a ready
 * session `checkAuth` (signed in, session loaded: what the authProvider answers) and `getPermissions`
 * (the user's roles in the active company). Written where they are read, the admin renders its layout
 * and the page in its first pass, instead of a loading page and then the layout again as each answer
 * arrives. An answer already there is kept.
 */
export function seedSessionQueries(session: SessionState): void {
  seed(sessionQueryKey, session);
  if ('companies' in session && queryClient.getQueryData(COMPANIES_QUERY_KEY) === undefined) {
    queryClient.setQueryData(COMPANIES_QUERY_KEY, session.companies);
    const seeded = queryClient.getQueryCache().find({ queryKey: COMPANIES_QUERY_KEY, exact: true });
    if (seeded) markPrefetched(seeded);
  }
  if (session.kind !== 'ready') return;
  seed(CHECK_AUTH_QUERY_KEY, true);
  seed(PERMISSIONS_QUERY_KEY, session.user.roles);
}
