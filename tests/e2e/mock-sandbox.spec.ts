import { sandboxTester } from '../support/sandboxClient';
import { test, expect, ACCOUNTS, openAndSignInThroughForm } from './fixtures';
import { COMPANIES } from './session-helpers';

const SANDBOX = 'e2e-sandbox';
const DEPARTMENT = 'Sandbox Only Research';

test('the app opened with ?sandbox=<name> shows data changed only in that sandbox, and refreshes its session there', async ({
  page,
  browser,
  appServer,
}) => {
  // A tester changes data in their sandbox through the API (the shared sandbox never sees it).
  const controlToken = appServer.mockApi.context.options.controlToken;
  const tester = sandboxTester(appServer.url, controlToken, SANDBOX);
  expect((await tester.control('DELETE', '/__mock/requests')).status).toBeLessThan(300);
  const accessToken = await tester.signIn(ACCOUNTS.firmAdmin);
  const created = await tester.call(
    'POST',
    '/api/admin/departments',
    { name: DEPARTMENT, limit: { mode: '2', amount: 10 } },
    {
      accessToken,
      tenant: COMPANIES.acme.id,
    },
  );
  expect(created.status).toBe(201);

  // The app in the sandbox: sign-in, the list and the refresh all happen there.
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, `/login?sandbox=${SANDBOX}`);
  await page.goto('/settings/departments');
  await page.getByPlaceholder('Search departments').fill('Sandbox Only');
  await expect(page.getByRole('row').filter({ hasText: DEPARTMENT })).toHaveCount(1);

  expect((await tester.control('POST', '/__mock/expire-tokens', {})).status).toBe(200);
  await page.reload();
  await page.getByPlaceholder('Search departments').fill('Sandbox Only');
  await expect(page.getByRole('row').filter({ hasText: DEPARTMENT })).toHaveCount(1);
  await expect(page).toHaveURL(/\/settings\/departments/);
  const sandboxLog = (await (await tester.control('GET', '/__mock/requests')).json()).data as {
    method: string;
    path: string;
    token_grant: string | null;
  }[];
  expect(sandboxLog.some((row) => row.method === 'GET' && row.path === '/api/admin/departments')).toBe(true);
  // The expired session was refreshed in the sandbox, through the token relay.
  expect(sandboxLog.some((row) => row.path === '/oauth/token' && row.token_grant === 'rotated')).toBe(true);

  // Another browser without the parameter is in the shared sandbox: the department is not there.
  const shared = await browser.newContext({ baseURL: appServer.url, timezoneId: 'Asia/Dubai', locale: 'en-GB' });
  const sharedPage = await shared.newPage();
  await openAndSignInThroughForm(sharedPage, ACCOUNTS.firmAdmin);
  await sharedPage.goto('/settings/departments');
  await sharedPage.getByPlaceholder('Search departments').fill('Marketing');
  await expect(sharedPage.getByRole('row').filter({ hasText: 'Marketing' }).first()).toBeVisible();
  await sharedPage.getByPlaceholder('Search departments').fill('Sandbox Only');
  await expect(sharedPage.getByRole('row').filter({ hasText: 'Marketing' })).toHaveCount(0);
  await expect(sharedPage.getByRole('row').filter({ hasText: DEPARTMENT })).toHaveCount(0);
  await shared.close();
  expect((await tester.control('DELETE', `/__mock/sandboxes/${SANDBOX}`)).status).toBe(204);
});
