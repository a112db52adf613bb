import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../server/app.ts';
import { CONTROL_TOKEN_HEADER } from '../../server/mock-api/control/controlAccess.ts';
import { RELAY_PATH } from '../../server/web/tokenRelay.ts';
import { LOGIN_PATH, postLoginTarget, REDIRECT_PARAM } from '../../src/domain/redirect.ts';
import { STORAGE_KEYS } from '../../src/domain/storageKeys.ts';
import { COOKIE } from '../../src/api/session.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_PASSWORD } from '../../server/mock-api/store/seed/index.ts';

/** The seeded accounts and their password (server/mock-api/store/seed/accounts.ts). */
export const PASSWORD = SEEDED_PASSWORD;
export const ACCOUNTS = SEEDED_ACCOUNTS;

type WorkerFixtures = { appServer: RunningServer };
type TestFixtures = { resetMock: void; contentSecurityPolicy: void };

/**
 * One app + mock API per worker (isolated state), reset before every test so each
 * test starts from the seed. The `request` fixture sends the worker's mock control token
 * (`X-Mock-Control`) so specs can call `/__mock/*`; the browser page never has it.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  appServer: [
    // Playwright reads a fixture's dependencies from this destructuring pattern: it must stay.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // A bill payment moves a step every 2 s (not the mock's default 8 s), so a test sees it reach Paid
      // well within its waits even on a busy machine.
      // SPENDBOARD_DIST_DIR: a build of one's own (`npx vite build --outDir .cache/dist-x`), so two people
      // building and testing on one machine never serve each other's half-written dist/.
      const distDir = process.env.SPENDBOARD_DIST_DIR && resolve(process.env.SPENDBOARD_DIST_DIR);
      const server = await startServer({ port: 0, mock: { billPaymentStepMs: 2_000 }, ...(distDir ? { distDir } : {}) });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
  request: async ({ playwright, appServer }, use) => {
    const request = await playwright.request.newContext({
      baseURL: appServer.url,
      extraHTTPHeaders: { [CONTROL_TOKEN_HEADER]: appServer.mockApi.context.options.controlToken },
    });
    await use(request);
    await request.dispose();
  },
  resetMock: [
    async ({ request, appServer }, use) => {
      // The journal outlives a reset: each test reads its own calls only (emptied first: the seed is written last).
      expect((await request.delete(`${appServer.url}/__mock/requests`)).ok()).toBeTruthy();
      const response = await request.post(`${appServer.url}/__mock/reset`, { data: {} });
      expect(response.ok()).toBeTruthy();
      await use();
    },
    { auto: true },
  ],
  // `npm start` sends a strict Content-Security-Policy (server/web/securityHeaders.ts): any page
  // of any test that breaks it fails the test. Chromium reports each violation on the console.
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Acme Trading LLC: a company every seeded multi-company account belongs to. */
export const RETURNING_USER_DEFAULT_COMPANY_ID = seededCompany('Acme Trading LLC').id;

/** The plain `default_company_id` key a returning user's browser holds. */
const DEFAULT_COMPANY_STORAGE_KEY = STORAGE_KEYS.defaultCompanyId;
const ACTIVE_COMPANY_COOKIE = COOKIE.activeCompanyId;

/** The firm admin and the manager sign in as returning users whose default company is Acme. */
const isReturningUser = (email: string) => email === ACCOUNTS.firmAdmin || email === ACCOUNTS.manager;

/** A fixed seeded company by name (server/mock-api/store/seed/companies.ts). */
export function seededCompany(name: (typeof SEEDED_COMPANIES)[number]['name']) {
  const company = SEEDED_COMPANIES.find((candidate) => candidate.name === name);
  if (!company) throw new Error(`No seeded company ${name}`);
  return { id: company.id, name: company.name };
}

/**
 * Signs in; the firm admin and the manager as returning users whose stored default company is
 * Acme (spec §4 activates it), so they land where they were going. `signInAsNewUser` starts with no company chosen, which
 * sends firm admins and managers to /organizations.
 */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  if (isReturningUser(email)) {
    await page.evaluate(({ key, companyId }) => localStorage.setItem(key, companyId), {
      key: DEFAULT_COMPANY_STORAGE_KEY,
      companyId: RETURNING_USER_DEFAULT_COMPANY_ID,
    });
  }
  await signInAsNewUser(page, email, password);
}

export async function signInAsNewUser(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the token relay (no sign-in screen), then opens `path` once: for tests that are not
 * about signing in. It leaves what a sign-in through the form leaves (the test "a sign-in through the
 * API leaves the same browser state as the sign-in form" in sign-in.spec.ts compares both): the relay's
 * answer sets the access-token cookie and the HttpOnly refresh cookie (`page.request` shares the page's
 * cookies); the firm admin and the manager are returning users, so their stored default company
 * (`default_company_id`) is written before the app's first script runs; the app's own page load then
 * activates the company and writes the company cookies, as it does after a sign-in.
 * A `/login?redirectTo=<page>` path opens the page the form would have sent the user to, directly.
 * Signing in, sessions, redirects and the unassigned account use `openAndSignInThroughForm`.
 */
export async function openAndSignIn(page: Page, email: string, path = '/') {
  if (email === ACCOUNTS.unassigned) throw new Error('The unassigned account never gets a session: use openAndSignInThroughForm');
  await signInThroughApi(page, email);
  const target = landingPath(path);
  if (!isReturningUser(email)) {
    await page.goto(target);
    return;
  }
  // Before the app reads it (as the form's page had it): only for this one page load, so a test that
  // changes or clears the default company later is not overridden at its next navigation.
  const defaultCompany = await page.addInitScript(({ key, companyId }) => localStorage.setItem(key, companyId), {
    key: DEFAULT_COMPANY_STORAGE_KEY,
    companyId: RETURNING_USER_DEFAULT_COMPANY_ID,
  });
  try {
    await page.goto(target);
    // The app activated that company (its cookie): a following `page.goto` starts from it, as after the form.
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === ACTIVE_COMPANY_COOKIE), { timeout: 30_000 })
      .toBe(true);
  } finally {
    await defaultCompany.dispose();
  }
}

/** Where a sign-in from `path` lands: the sign-in page's own rule (src/domain/redirect.ts) for `/login?redirectTo=…`. */
function landingPath(path: string): string {
  const url = new URL(path, 'http://e2e.invalid');
  return url.pathname === LOGIN_PATH ? postLoginTarget(url.searchParams.get(REDIRECT_PARAM)) : path;
}

/** The password grant through the app's token relay (server/web/tokenRelay.ts); its answer sets the session cookies in the page's context. */
export async function signInThroughApi(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post(`${RELAY_PATH}/token`, { data: { grant_type: 'password', username: email, password } });
  expect(response.status(), `sign-in of ${email} through /auth/token`).toBe(200);
}

/**
 * Opens `path` and signs in through the sign-in form; returns once the session is stored (the access
 * token cookie is set), so a following `page.goto` cannot race the sign-in back to /login. The
 * unassigned account never gets a lasting session (it is shown the not-assigned dialog and signed
 * out), so it is not awaited.
 */
export async function openAndSignInThroughForm(page: Page, email: string, path = '/login') {
  await page.goto(path);
  await signIn(page, email);
  if (email === ACCOUNTS.unassigned) return;
  await waitForSession(page);
}

/** Returns once the sign-in stored the session (the access token cookie), so a `page.goto` cannot race it back to /login. */
export async function waitForSession(page: Page) {
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'access_token'), { timeout: 30_000 })
    .toBe(true);
}
