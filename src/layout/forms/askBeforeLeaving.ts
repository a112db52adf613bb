import { useEffect, useRef } from 'react';

/** Leaving by code (Ctrl+K's Enter): `requestLeave` sends it; a guard holding unsaved input takes it and asks. */
const LEAVE_REQUEST = 'spendboard:leave-request';

/** True while a confirmed step is replayed: the guards let it through. */
let replaying = false;

/**
 * Does `proceed` now unless a guard holding unsaved input (a page form, a drawer, a dialog) takes it
 * to ask first, as a link click is asked about: for leaving by code (a search result chosen with Enter).
 */
export function requestLeave(proceed: () => void) {
  const request = new CustomEvent<() => void>(LEAVE_REQUEST, { detail: proceed, cancelable: true });
  if (replaying || window.dispatchEvent(request)) proceed();
}

/**
 * The element a plain click on would throw typed input away, or null: a link to another in-app
 * page (not another origin, a new tab, a download, this page), a button that leaves by code and says
 * where in `data-leave-to` (a form's Cancel), or one that empties a form in place (`data-discards-input`).
 */
function discardingElementOf(event: MouseEvent): HTMLElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLElement>('[data-leave-to], [data-discards-input]');
  if (button) return button;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return link;
}

/** Clicks `element` again past the guards: it does what it did (navigates and closes the search, empties the form). */
function replayClick(element: HTMLElement) {
  replaying = true;
  try {
    element.click();
  } finally {
    replaying = false;
  }
}

/**
 * The one watch behind the unsaved-input guards (LeavePageGuard for page forms, DrawerUnsavedGuard for
 * drawers and dialogs). While `unsaved`: a click that would throw the input away (a link to another
 * page, `data-leave-to`, `data-discards-input`) and a `requestLeave` are held and handed to `ask`
 * with the step to take if the person discards; closing or reloading the tab asks the browser's question.
 */
export function useAskBeforeLeaving(unsaved: boolean, ask: (proceed: () => void) => void) {
  const latestAsk = useRef(ask);
  useEffect(() => {
    latestAsk.current = ask;
  });
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      if (replaying) return;
      const element = discardingElementOf(event);
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      latestAsk.current(() => replayClick(element));
    };
    const onLeaveRequest = (event: Event) => {
      if (event.defaultPrevented || !(event instanceof CustomEvent)) return;
      event.preventDefault();
      latestAsk.current(event.detail as () => void);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener(LEAVE_REQUEST, onLeaveRequest);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(LEAVE_REQUEST, onLeaveRequest);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);
}
