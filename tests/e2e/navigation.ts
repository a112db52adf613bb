import { expect, type Page } from '@playwright/test';

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

const LEFT_BEHIND = 'data-e2e-previous-page';

/**
 * `navigateInApp` to a page of another route, returning once the previous page's content is gone from
 * `#main-content` (a route change mounts its page afresh; the router keeps the old page on screen while the
 * new one's code loads), so nothing the test reads next can be the page it left. A route that kept the same
 * mounted page (a drawer over the same list) would never pass this wait: use `navigateInApp` for those.
 */
export async function navigateInAppToAnotherPage(page: Page, path: string) {
  await page.evaluate((mark) => {
    for (const element of Array.from(document.querySelectorAll('#main-content > *'))) element.setAttribute(mark, '');
  }, LEFT_BEHIND);
  await navigateInApp(page, path);
  await expect(page.locator(`#main-content > [${LEFT_BEHIND}]`), `the page left for ${path} is gone`).toHaveCount(0);
  await expect(page.locator('#main-content > *').first(), `${path} is shown`).toBeAttached();
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
