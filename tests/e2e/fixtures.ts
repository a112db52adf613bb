import { test as base, expect, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../server/app.ts';
import { CONTROL_TOKEN_HEADER } from '../../server/mock-api/control/controlAccess.ts';
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
      const server = await startServer({ port: 0, mock: { billPaymentStepMs: 2_000 } });
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
  if (email === ACCOUNTS.firmAdmin || email === ACCOUNTS.manager) {
    await page.evaluate((companyId) => localStorage.setItem('default_company_id', companyId), RETURNING_USER_DEFAULT_COMPANY_ID);
  }
  await signInAsNewUser(page, email, password);
}

export async function signInAsNewUser(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` and signs in; returns once the session is stored (the access token cookie is set),
 * so a following `page.goto` cannot race the sign-in back to /login. The unassigned account never
 * gets a lasting session (it is shown the not-assigned dialog and signed out), so it is not awaited.
 */
export async function openAndSignIn(page: Page, email: string, path = '/login') {
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
