import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state that ends with the page (spec §2: every open dialog and the right drawer close or
 * reset on any path change). The value remembers the path it was opened on, so it reads as
 * closed on any other path even before the reset effect runs.
 */
export function useOpenUntilNavigation<T = true>(): [T | null, (value: T | null) => void] {
  const { pathname } = useLocation();
  const [state, setState] = useState<{ value: T; pathname: string } | null>(null);

  useEffect(() => {
    setState((current) => (current && current.pathname !== pathname ? null : current));
  }, [pathname]);

  const set = useCallback((value: T | null) => setState(value === null ? null : { value, pathname }), [pathname]);
  return [state && state.pathname === pathname ? state.value : null, set];
}

/** A dialog's open flag that closes on navigation: `const [open, setOpen] = useDialogOpen()`. */
export function useDialogOpen(): [boolean, (open: boolean) => void] {
  const [value, set] = useOpenUntilNavigation<true>();
  return [value === true, useCallback((open: boolean) => set(open ? true : null), [set])];
}
