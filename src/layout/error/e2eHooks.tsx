/**
 * Test hooks. Two locks keep them out of reach of visitors:
 * - they exist only in builds with `VITE_E2E_HOOKS=1` (otherwise the checks are compiled out);
 * - they are switched on by window properties that only a script running in the page can
 *   set (Playwright's `page.addInitScript`), never by a URL or a link someone could share.
 */

const e2eHooksBuilt = () => import.meta.env.VITE_E2E_HOOKS === '1';
const windowValue = (name: string): unknown => (window as unknown as Record<string, unknown>)[name];

/**
 * Makes a layout throw while rendering, so end-to-end tests can see the error boundary and its
 * report: `true` (or 'public') in the public layout, 'signed-in' inside a signed-in page.
 */
export const E2E_THROW_FLAG = '__spendboardE2EThrowOnRender';
export const E2E_RENDER_ERROR_MESSAGE = 'Deliberate rendering error (end-to-end test hook)';

export type E2EErrorArea = 'public' | 'signed-in';

function isThrowRequested(area: E2EErrorArea): boolean {
  if (!e2eHooksBuilt()) return false;
  const flag = windowValue(E2E_THROW_FLAG);
  return area === 'public' ? flag === true || flag === 'public' : flag === area;
}

/** Renders nothing, or throws when a test asked for a rendering error in this area. */
export const E2ERenderErrorHook = ({ area }: { area: E2EErrorArea }) => {
  if (isThrowRequested(area)) throw new Error(E2E_RENDER_ERROR_MESSAGE);
  return null;
};
