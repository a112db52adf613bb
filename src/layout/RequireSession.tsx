import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasSessionTokens } from '../providers/public/session';
import { loginPathFor } from '../domain/redirect';

/**
 * Signed out (no token at all): straight to `/login?redirectTo=<this page>` without
 * downloading the admin. With a token, react-admin's checkAuth takes over.
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  if (!hasSessionTokens()) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
};
