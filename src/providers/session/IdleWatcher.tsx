import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { ACTIVITY_EVENTS, IDLE_SIGN_OUT_REASON, isActivityCounted, SIGNED_OUT_REASON_PARAM } from '../../domain/idle';

/**
 * Signs out after `timeoutMs` without activity (spec §4); activity restarts the timer at most
 * every 500 ms. The sign-in page then says 'You have been logged out due to inactivity'.
 */
export const IdleWatcher = ({ timeoutMs }: { timeoutMs: number }) => {
  const logout = useLogout();
  useEffect(() => {
    let lastCountedAt = Date.now();
    let timer = window.setTimeout(signOut, timeoutMs);
    function signOut() {
      void logout({}, `/login?${SIGNED_OUT_REASON_PARAM}=${IDLE_SIGN_OUT_REASON}`);
    }
    function onActivity() {
      const now = Date.now();
      if (!isActivityCounted(lastCountedAt, now)) return;
      lastCountedAt = now;
      window.clearTimeout(timer);
      timer = window.setTimeout(signOut, timeoutMs);
    }
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true, capture: true }));
    return () => {
      window.clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
    };
  }, [logout, timeoutMs]);
  return null;
};
