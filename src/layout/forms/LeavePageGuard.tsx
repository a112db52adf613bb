import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DiscardChangesDialog } from '../dialogs/DiscardChangesDialog';

/**
 * The in-app path a plain click would open, or null (another origin, a new tab, a download, this page): a link's, or
 * a button's that leaves by code and says where in `data-leave-to` (a form's Cancel).
 */
function leavingPathOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const leaving = target?.closest<HTMLElement>('[data-leave-to]')?.dataset.leaveTo;
  if (leaving !== undefined) return leaving;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Inside a react-admin form on a page (a settings section, a card's controls, an invite): while it holds unsaved
 * input, a link that leaves the page (the sidebar, breadcrumbs, tabs, a record link) asks first, naming `what`
 * ('Card controls', the section's title) — the same question as a changed dialog or drawer (issue 35 item 6).
 * The app's router is not a data router, so links are caught on their click, before react-router's.
 */
export const LeavePageGuard = ({ what }: { what: string }) => {
  const navigate = useNavigate();
  const { isDirty, isSubmitting } = useFormState();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const unsaved = isDirty && !isSubmitting;
  useEffect(() => {
    if (!unsaved) return;
    const askBeforeLeaving = (event: MouseEvent) => {
      const path = leavingPathOf(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(path);
    };
    document.addEventListener('click', askBeforeLeaving, true);
    return () => document.removeEventListener('click', askBeforeLeaving, true);
  }, [unsaved]);
  return (
    <DiscardChangesDialog
      open={leavingTo !== null}
      what={what}
      onKeep={() => setLeavingTo(null)}
      onDiscard={() => {
        setLeavingTo(null);
        if (leavingTo !== null) navigate(leavingTo);
      }}
    />
  );
};
