import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QuickActionName } from '../navigation/manifest';

/**
 * The open state of a dialog a global-search quick action opens on its page (`?action=import`).
 * The parameter is a command, not a state: it opens the dialog and leaves the URL at once (the
 * other parameters kept, no history entry), so a reload does not open it again and a list's filter
 * change, which rebuilds the URL from the one react-admin last saw, can never bring it back.
 */
export function useQuickActionDialog(action: QuickActionName) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('action') === action;
  const [open, setOpen] = useState(requested);
  // A chip clicked while the page is already open: the parameter arrives later and opens it too.
  const [seenRequest, setSeenRequest] = useState(requested);
  if (requested !== seenRequest) {
    setSeenRequest(requested);
    if (requested) setOpen(true);
  }
  useEffect(() => {
    if (!requested) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        return next;
      },
      { replace: true },
    );
  }, [requested, setSearchParams]);
  return { open, show: () => setOpen(true), close: () => setOpen(false) };
}
