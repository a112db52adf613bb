import { test, expect, openAndSignInThroughForm, signIn, signInAsNewUser, ACCOUNTS } from './fixtures';
import { COMPANIES, openCompanySwitcher, switchCompanyTo } from './session-helpers';

test('a first company chosen on /organizations without redirectTo lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await signInAsNewUser(page, ACCOUNTS.firmAdmin);
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByText('Choose a company to continue.')).toBeVisible();

  await switchCompanyTo(page, COMPANIES.gulf.name);
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch company' })).toContainText(COMPANIES.gulf.name);
});

test('the dark-mode switch shows only when the company config enables it', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin);
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Desert Logistics' config turns dark mode off (mock seed).
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);
  // The config has loaded once the sidebar shows Desert's card-services state.
  await expect(nav.getByRole('link', { name: 'Cards', exact: true })).toHaveAttribute('href', '/card-services');
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveCount(0);
});

test('My Account shows the active company and its address (me with company, company.address, country)', async ({ page }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/login?redirectTo=%2Fmy-account');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  const value = (label: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(value('Company')).toHaveText(COMPANIES.acme.name);
  await expect(value('Company address')).toContainText('Dubai, AE');
  await expect(value('Country')).not.toHaveText('N/A');
});

test('the last active company (last_active_subtenant_id) is remembered, also per user, and used at the next sign-in', async ({ page }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin);
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.falcon.name);
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored.last_active_subtenant_id).toBe(COMPANIES.falcon.id);
  expect(
    Object.entries(stored).filter(([key, id]) => /^spendboard:user:\d+:last_active_company_id$/.test(key) && id === COMPANIES.falcon.id),
  ).toHaveLength(1);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(() => localStorage.removeItem('default_company_id'));
  await signInAsNewUser(page, ACCOUNTS.firmAdmin);
  await expect(page.getByRole('button', { name: 'Switch company' })).toContainText(COMPANIES.falcon.name);
});

test('the sign-in page remembers the e-mail of the last account that asked (savedAccount)', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('checkbox', { name: 'Remember my e-mail' }).check();
  await signIn(page, ACCOUNTS.member);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('savedAccount'))).toBe(JSON.stringify({ email: ACCOUNTS.member }));

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(ACCOUNTS.member);
  await expect(page.getByRole('checkbox', { name: 'Remember my e-mail' })).toBeChecked();
});

test('the Arabic catalogue is fetched again when its first downloads fail', async ({ page }) => {
  let failuresLeft = 2;
  await page.route(/\/assets\/ar-[\w-]+\.js$/, async (route) => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await openAndSignInThroughForm(page, ACCOUNTS.member);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();
  expect(failuresLeft).toBe(0);
});

test("a returning manager whose browser dropped the session cookies reopens a page with the default company's permissions", async ({
  page,
  context,
}) => {
  await openAndSignInThroughForm(page, ACCOUNTS.manager, '/login?redirectTo=%2Fexpenses');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  // A browser restart keeps the lasting tokens and drops the session cookies, the active company among them.
  const lasting = (await context.cookies()).filter((cookie) => cookie.expires > 0);
  expect(lasting.map((cookie) => cookie.name).sort()).toEqual(['access_token', 'refresh_token']);
  await context.clearCookies();
  await context.addCookies(lasting);
  await page.goto('/expenses');
  await expect(page.getByRole('button', { name: 'Switch company' })).toContainText(COMPANIES.acme.name);
  // Finance Manager in Acme reads expenses: not the Access Restricted page of a user without the company's roles.
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toHaveCount(0);
});
