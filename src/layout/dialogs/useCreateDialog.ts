import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open state of a list's create dialog. The global search's quick action opens it with
 * `?action=create`; closing it drops that parameter so a reload does not open it again.
 */
export function useCreateDialog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(searchParams.get('action') === 'create');
  const close = () => {
    setOpen(false);
    if (searchParams.has('action')) setSearchParams({}, { replace: true });
  };
  return { open, show: () => setOpen(true), close };
}
