import { test, expect, openAndSignInThroughForm, signInAsNewUser, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { openCompanySwitcher, switchCompanyTo } from './session-helpers';

test('organizations page, company drawer and card services page have no serious axe violations', async ({ page }) => {
  await page.goto('/login');
  await signInAsNewUser(page, ACCOUNTS.firmAdmin);
  await expect(page.getByRole('tab', { name: 'Companies' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await switchCompanyTo(page, 'Acme Trading LLC');
  await page.goto('/card-services');
  await expect(page.getByRole('heading', { name: 'Card Services Active' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await openCompanySwitcher(page);
  await expect(page.getByRole('dialog', { name: 'Companies' }).getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});

test('the Access Restricted screen has no serious axe violations', async ({ page }) => {
  await page.route('**/api/admin/deny-permissions', (route) =>
    route.fulfill({ json: { data: { api: {}, action: { 'read cards': true } } } }),
  );
  await openAndSignInThroughForm(page, ACCOUNTS.manager, '/login?redirectTo=%2Fcards');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  // Spec §2: the screen names what was refused.
  await expect(page.getByText("You don't have permission to read cards. Please contact your administrator for access.")).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
