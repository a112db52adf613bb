import { Suspense, useState, type ReactNode } from 'react';

/**
 * Holds a dialog whose code is its own chunk (`lazyView`) out of the page until it is first opened, then
 * keeps it mounted so it closes with its transition. Its own Suspense boundary: while the chunk arrives
 * (when the page's idle preload has not fetched it yet) the page stays as it is instead of suspending.
 */
export const MountedOnceOpened = ({ open, children }: { open: boolean; children: ReactNode }) => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
};
