/**
 * Test hook: makes the public layout throw while rendering, so end-to-end tests can see
 * the error boundary and its report. Two locks keep it out of reach of visitors:
 * - it exists only in builds with `VITE_E2E_HOOKS=1` (otherwise the check is compiled out);
 * - it is switched on by a window property that only a script running in the page can
 *   set (Playwright's `page.addInitScript`), never by a URL or a link someone could share.
 */

export const E2E_THROW_FLAG = '__spendboardE2EThrowOnRender';
export const E2E_RENDER_ERROR_MESSAGE = 'Deliberate rendering error (end-to-end test hook)';

function isThrowRequested(): boolean {
  if (import.meta.env.VITE_E2E_HOOKS !== '1') return false;
  return (window as unknown as Record<string, unknown>)[E2E_THROW_FLAG] === true;
}

/** Renders nothing, or throws when a test asked for a rendering error. */
export const E2ERenderErrorHook = () => {
  if (isThrowRequested()) throw new Error(E2E_RENDER_ERROR_MESSAGE);
  return null;
};
