import type { Page } from '@playwright/test';
import { SCRIPT_PAYLOADS } from '../../server/mock-api/control/scriptPayloadControls.ts';
import { test, expect, openAndSignIn, openAndSignInThroughForm, signIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';
import { followRequests, navigateInApp, navigateInAppUntilShown } from './navigation';
import { expireTokens } from './session-helpers';

/**
 * Issue 18 part 6 — the browser half of the security suite: hostile `redirectTo` values, script
 * payloads in record text on every list and detail page, and signing out while a token refresh is
 * in flight. (100 requests on one expired token → one token call: tests/security/token-refresh.test.ts,
 * with the app's own client against the real server.)
 */

/** Every way a payload could run: it sets `window.__xss` (counted by a setter) or opens a dialog. */
async function watchScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const global = window as unknown as Record<string, number>;
    global.__xssRuns = 0;
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: () => {
        global.__xssRuns += 1;
      },
    });
  });
  return {
    dialogs,
    runs: () => page.evaluate(() => (window as unknown as Record<string, number>).__xssRuns ?? 0),
  };
}

/** ≥ 50 values a `redirectTo` could be crafted with: other hosts, script URLs, encodings, control characters, markup. */
const HOSTILE_REDIRECTS = [
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/phish',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'http:/evil.example',
  'https://127.0.0.1.evil.example/',
  '//127.0.0.1:1/',
  'http://[::1]:1/',
  '//user:pass@evil.example',
  '@evil.example',
  'evil.example',
  '.evil.example/x',
  'javascript:window.__xss=1',
  'JavaScript:window.__xss=1',
  ' javascript:window.__xss=1',
  'javascript://%0Awindow.__xss=1',
  'jav\tascript:window.__xss=1',
  'java\nscript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://evil.example/uuid',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%0D%0A/evil.example',
  '/%00/evil.example',
  '/a/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/./..//evil.example',
  '/cards/../..//evil.example',
  '/cards/..%2F%2Fevil.example',
  '/\u2215\u2215evil.example',
  '/\uFF0F\uFF0Fevil.example',
  '//evil%E3%80%82example',
  '/login?redirectTo=//evil.example',
  '/login?redirectTo=javascript:window.__xss=1',
  `/${'a'.repeat(3000)}`,
  '/cards"><script>window.__xss=1</script>',
  "/cards'onmouseover='window.__xss=1",
  '/cards#<img src=x onerror=window.__xss=1>',
  '/cards?search=<script>window.__xss=1</script>',
  '/cards?search=%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E',
];

test('≥ 50 crafted redirectTo values never leave the origin or run script, signed in or signing in', async ({ page, context, baseURL }) => {
  test.setTimeout(10 * 60_000);
  expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(50);
  const origin = new URL(baseURL!).origin;
  const scripts = await watchScripts(page);
  // Any request to another host is refused and remembered (nothing may even try).
  const elsewhere: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  const landed = async (value: string) => {
    await page.waitForURL((url) => url.pathname !== '/login' || url.origin !== origin, { timeout: 30_000 });
    expect(new URL(page.url()).origin, value).toBe(origin);
    await expect(page.getByRole('button', { name: 'Profile' }), value).toBeVisible();
  };

  // Signing in from the sign-in page with a hostile redirectTo (a few; each signs in again).
  for (const value of ['//evil.example', 'javascript:window.__xss=1', '/%5C%5Cevil.example']) {
    await context.clearCookies();
    await page.goto(`/login?redirectTo=${encodeURIComponent(value)}`);
    await signIn(page, ACCOUNTS.firmAdmin);
    await landed(value);
  }
  // Signed in, through /login (the sign-in page sends a signed-in visitor on): a few as a link opened
  // afresh, then every value inside the running app (the same URL reaches the same sign-in page code;
  // 58 fresh loads of the app took ~150 s of the suite).
  for (const value of HOSTILE_REDIRECTS.slice(0, 8)) {
    await page.goto(`/login?redirectTo=${encodeURIComponent(value)}`);
    await landed(value);
  }
  for (const value of HOSTILE_REDIRECTS) {
    await navigateInApp(page, `/login?redirectTo=${encodeURIComponent(value)}`);
    await landed(value);
  }
  expect(await scripts.runs()).toBe(0);
  expect(scripts.dialogs).toEqual([]);
  expect(elsewhere).toEqual([]);
});

/**
 * The served list pages of the route catalogue (planned routes show a placeholder, the dashboard
 * lists nothing). Imported at run time: the catalogue imports the pages (JSX), which the type check
 * of the e2e specs (tsconfig.server.json) does not compile.
 */
async function listPaths(): Promise<string[]> {
  const catalogueModule = '../../src/app/routeCatalogue';
  const { ROUTE_CATALOGUE } = (await import(catalogueModule)) as { ROUTE_CATALOGUE: { path: string; access: unknown }[] };
  return ROUTE_CATALOGUE.filter((route) => route.access && route.path !== '/').map((route) => route.path);
}

test('script payloads in names, descriptions and merchants render as text on every list and detail page', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(15 * 60_000);
  const written = await request.post(`${baseURL}/__mock/security/script-payloads`, {
    data: { company_id: RETURNING_USER_DEFAULT_COMPANY_ID },
  });
  expect(written.ok()).toBe(true);
  expect(Object.keys((await written.json()).data).length).toBeGreaterThan(10);
  const scripts = await watchScripts(page);
  await openAndSignIn(page, ACCOUNTS.firmAdmin);

  const shownAsText = new Set<string>();
  // One look for all payloads: is the first occurrence of any of them on screen.
  const anyPayload = SCRIPT_PAYLOADS.map((payload) => page.getByText(payload, { exact: false }).first()).reduce((either, one) =>
    either.or(one),
  );
  const noteText = async (where: string) => {
    if ((await anyPayload.filter({ visible: true }).count()) > 0) shownAsText.add(where);
  };
  const detailsOpened: string[] = [];
  const paths = await listPaths();
  expect(paths.length).toBeGreaterThan(25);
  // Each list opened inside the running app (one full load for the whole walk: the same page code renders the
  // same answers; a payload that ran anywhere, any time, counts), every request of the page answered before it
  // is judged, as after a full load's 'networkidle'.
  const requests = followRequests(page);
  for (const path of paths) {
    await navigateInAppUntilShown(page, path);
    await expect(page.getByRole('main')).toBeVisible();
    // The list's first row (or its empty/error state) is on screen before anything is judged.
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow.or(page.getByRole('main').getByRole('heading')).filter({ visible: true }).first()).toBeVisible();
    await requests.quiet();
    await noteText(path);
    expect(await scripts.runs(), path).toBe(0);
    const link = firstRow.getByRole('link').first();
    if ((await firstRow.isVisible()) && (await link.isVisible())) {
      const listUrl = page.url();
      await link.click();
      await page.waitForURL((url) => url.href !== listUrl);
      await requests.quiet();
      detailsOpened.push(page.url());
      await noteText(`${path} → detail`);
      expect(await scripts.runs(), `${path} detail`).toBe(0);
    }
  }
  expect(scripts.dialogs).toEqual([]);
  expect(await scripts.runs()).toBe(0);
  // The payloads really reached the screen (as text) on many pages, lists and details.
  console.log(`payloads shown as text on ${shownAsText.size} pages; ${detailsOpened.length} detail pages opened`);
  expect(shownAsText.size).toBeGreaterThanOrEqual(10);
  expect(detailsOpened.length).toBeGreaterThanOrEqual(10);
});

test('signing out while a token refresh is in flight ends signed out, and stays so after a reload', async ({ page, request, baseURL }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/login?redirectTo=%2Fmy-account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expireTokens(request, baseURL);

  // Hold every refresh until the sign-out has been asked for.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const refreshes: string[] = [];
  await page.route('**/auth/token', async (route) => {
    refreshes.push(route.request().postData() ?? '');
    await held;
    await route.continue().catch(() => undefined);
  });
  const refreshStarted = page.waitForRequest((req) => new URL(req.url()).pathname === '/auth/token');
  await page.getByRole('link', { name: 'Cards' }).first().click();
  await refreshStarted;

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  release();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.unroute('**/auth/token');
  const sessionCookies = async () =>
    (await page.context().cookies()).filter((cookie) => cookie.name === 'access_token' || cookie.name === 'refresh_token');
  await expect.poll(sessionCookies).toEqual([]);
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(refreshes.length).toBeGreaterThan(0);
});
