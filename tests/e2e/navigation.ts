import type { Page } from '@playwright/test';

/**
 * Opens `path` inside the running app, as its own links do (history, then the router hears
 * popstate): the page's code, session and caches stay, so a test that visits many pages pays for
 * one load. The URL is the same as after `page.goto(path)` (same origin, same encoding).
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * `navigateInApp`, returning once the signed-in shell shows the page at the new address: its `data-shown-path`
 * (src/layout/AppLayout.tsx) is the router's address, which follows the address bar only when the next page is
 * ready to show (the router keeps the page being left on screen meanwhile). So nothing the test reads next can be
 * the page it left, even a drawer of the same list for another record. Signed-in pages only (the shell's).
 */
export async function navigateInAppUntilShown(page: Page, path: string) {
  await navigateInApp(page, path);
  await page.waitForFunction(
    () =>
      document.querySelector('[data-shown-path]')?.getAttribute('data-shown-path') === window.location.pathname + window.location.search,
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * Follows the page's requests from now on; `quiet()` returns once none has been in flight for 500 ms, counted
 * from the call at the earliest — what `page.waitForLoadState('networkidle')` waits for after a full load, for
 * pages opened inside the app (whose document reached that state long before, so the load state answers at once).
 */
export function followRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const count = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  return {
    async quiet(idleMs = 500) {
      const asked = Date.now();
      while (inFlight > 0 || Date.now() - Math.max(lastChange, asked) < idleMs) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
