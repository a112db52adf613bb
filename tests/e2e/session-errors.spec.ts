import { test, expect, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { errorReports } from './session-helpers';

const THROW_FLAG = '__spendboardE2EThrowOnRender';

test('a rendering error on a signed-in page shows the public Uh oh screen until refresh and reports it once', async ({
  page,
  request,
  baseURL,
}) => {
  await openAndSignInThroughForm(page, ACCOUNTS.manager, '/login?redirectTo=%2Fcards');
  await expect(page.getByRole('heading', { name: 'Cards' })).toBeVisible();
  await page.addInitScript((flag) => {
    (window as unknown as Record<string, unknown>)[flag] = 'signed-in';
  }, THROW_FLAG);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Uh oh' })).toBeVisible();
  const message = page.getByRole('alert');
  await expect(message).toHaveText(
    /^Unexpected error occurred\. Try refreshing the page\.\s*If the issue persists, please contact support$/,
  );
  await expect(message.locator('br')).toHaveCount(1);
  // The public layout, not the admin shell.
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);

  // It stays until the page is refreshed, even once the cause is gone and the location changes.
  await page.evaluate((flag) => {
    (window as unknown as Record<string, unknown>)[flag] = false;
    window.history.pushState({}, '', '/people');
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, THROW_FLAG);
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { name: 'Uh oh' })).toBeVisible();

  await expect.poll(async () => (await errorReports(request, baseURL)).length).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  const reports = await errorReports(request, baseURL);
  expect(reports).toHaveLength(1);
  const [report] = reports;
  expect(report.message).toBe('Deliberate rendering error (end-to-end test hook)');
  expect(report.url).toMatch(/\/cards$/);
  expect(report.username).toBe(ACCOUNTS.manager);
  expect(report.browserInfo).toContain('Chrome');
  expect(report.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
});
