import { test, expect, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

const THROW_FLAG = '__spendboardE2EThrowOnRender';

test('the generic error screen shows the status code, else Oops!, beside the default message', async ({ page }) => {
  await page.goto('/error?statusCode=503');
  await expect(page.getByRole('heading', { level: 1, name: '503' })).toBeVisible();
  await expect(page.getByText('Something went wrong...')).toBeVisible();

  await page.goto('/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Something went wrong...')).toBeVisible();
});

test('the Not Yet screen names the feature from the label, or says this feature', async ({ page }) => {
  await page.goto('/not-yet?label=Bills');
  await expect(page.getByRole('heading', { name: 'Not Yet' })).toBeVisible();
  await expect(page.getByText('Sorry, Bills is not available yet. We are working on it, check back soon.')).toBeVisible();

  await page.goto('/not-yet');
  await expect(page.getByRole('heading', { name: 'Not Yet' })).toBeVisible();
  await expect(page.getByText('Sorry, this feature is not available yet.', { exact: false })).toBeVisible();
});

test('a rendering error shows Uh oh and the mock receives the error report', async ({ page, request }) => {
  await page.addInitScript((flag) => {
    (window as unknown as Record<string, unknown>)[flag] = true;
  }, THROW_FLAG);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Uh oh' })).toBeVisible();
  const message = page.getByRole('alert');
  await expect(message).toHaveText(/Unexpected error occurred\. Try refreshing the page\.\s*If the issue persists, please contact support/);
  await expect(message.locator('br')).toHaveCount(1);

  await expect.poll(async () => (await (await request.get('/__mock/error-reports')).json()).data.length).toBeGreaterThan(0);
  const [report] = (await (await request.get('/__mock/error-reports')).json()).data;
  expect(report.message).toBe('Deliberate rendering error (end-to-end test hook)');
  expect(report.url).toMatch(/\/terms$/);
  expect(report.username).toBe('guest');
  expect(report.browserInfo).toContain('Chrome');
  expect(Number.isNaN(Date.parse(report.date))).toBe(false);
});

test('the error report of a signed-in user carries the e-mail', async ({ page, request }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.manager);
  await expect(page).not.toHaveURL(/\/login/);
  await page.addInitScript((flag) => {
    (window as unknown as Record<string, unknown>)[flag] = true;
  }, THROW_FLAG);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Uh oh' })).toBeVisible();
  await expect
    .poll(async () =>
      (await (await request.get('/__mock/error-reports')).json()).data.map((report: { username: string }) => report.username),
    )
    .toContain(ACCOUNTS.manager);
});

test('the legal pages render their headings and link to each other', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '3. Cards and payments' })).toBeVisible();

  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '6. Your rights' })).toBeVisible();

  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Notice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Card issuer disclosure' })).toBeVisible();
});

const PUBLIC_PAGES = [
  '/login',
  '/reset-password',
  '/set-password?token=prt_x&email=member%40example.com',
  '/administrator-verify-account?token=inv_x',
  '/terms',
  '/legal',
  '/privacy-policy',
  '/error?statusCode=404',
  '/not-yet?label=Bills',
];

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
}
