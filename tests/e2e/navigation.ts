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
