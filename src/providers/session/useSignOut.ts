import { useCallback } from 'react';
import { useLogout } from 'react-admin';
import { loginPathFor } from '../../domain/redirect';

const currentPath = () => window.location.pathname + window.location.search;

/**
 * Logout (spec §2, §4): `POST me/logout`, clear the auth cookies and tokens (the auth
 * provider), react-admin's store and query cache, then a full page load of
 * `/login?redirectTo=<the page the user was on>`, so nothing of the session stays in memory.
 */
export function useSignOut(): () => Promise<void> {
  const logout = useLogout();
  return useCallback(async () => {
    const target = loginPathFor(currentPath());
    await logout({}, false);
    window.location.assign(target);
  }, [logout]);
}
