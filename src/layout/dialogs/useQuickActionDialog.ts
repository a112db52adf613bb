import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { QuickActionName } from '../navigation/manifest';

/**
 * The open state of a dialog a global-search quick action opens on its page (`?action=import`).
 * Closing it drops that parameter (and keeps the others) so a reload does not open it again.
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
  const close = () => {
    setOpen(false);
    if (!searchParams.has('action')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('action');
    setSearchParams(next, { replace: true });
  };
  return { open, show: () => setOpen(true), close };
}
