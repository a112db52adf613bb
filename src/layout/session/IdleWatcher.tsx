import { useEffect, useState } from 'react';
import { ACTIVITY_EVENTS, isActivityCounted } from '../../domain/idle';
import { IdleSignOutNotice } from '../access/IdleSignOutNotice';
import { signOutKeepingPage } from '../../providers/session/idleTimeout';

/**
 * After `timeoutMs` without activity (spec §4): a soft logout that keeps the page, then the
 * dialog 'You have been logged out due to inactivity'. Activity restarts the timer, counted
 * at most every 500 ms.
 */
export const IdleWatcher = ({ timeoutMs }: { timeoutMs: number }) => {
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    if (signedOut) return undefined;
    let lastCountedAt = Date.now();
    let timer = window.setTimeout(signOut, timeoutMs);
    function signOut() {
      setSignedOut(true);
      void signOutKeepingPage();
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
  }, [timeoutMs, signedOut]);
  return signedOut ? <IdleSignOutNotice /> : null;
};
