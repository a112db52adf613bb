import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ACCESS_DENIED_PATH } from './refusedPermission';

/**
 * react-admin sends a refused page to `/access-denied` without saying which page it was; the
 * shell remembers the last other path it showed, so Access Restricted can name the permission.
 * One shell per tab, so one value per tab.
 */
let lastPathBeforeRefusal: string | null = null;

export function useRememberPathForRefusal() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== ACCESS_DENIED_PATH) lastPathBeforeRefusal = pathname;
  }, [pathname]);
}

export const refusedPath = () => lastPathBeforeRefusal;
