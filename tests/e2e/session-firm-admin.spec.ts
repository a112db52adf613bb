import { test, expect, openAndSignInThroughForm, signInAsNewUser, ACCOUNTS } from './fixtures';
import type { Page } from '@playwright/test';
import { apiRequests, clearRequestLog, COMPANIES, openCompanySwitcher, switchCompanyTo, SWITCH_CONFIRM_TEXT } from './session-helpers';
import { completeCardOnboarding } from './card-services-helpers';

/** Signed in with Acme active (the fixture's stored default company). */
async function openAsReturningUser(page: Page) {
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin);
  await expect(page.getByRole('button', { name: 'Switch company' })).toContainText(COMPANIES.acme.name);
}

test('firm admin without a chosen company is sent to /organizations and picks one there', async ({ page }) => {
  await page.goto('/login?redirectTo=%2Fcards');
  await signInAsNewUser(page, ACCOUNTS.firmAdmin);
  await expect(page).toHaveURL(/\/organizations\?redirectTo=%2Fcards$/);
  await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();
  for (const label of ['Companies', 'Team', 'My Portfolio', 'My Approval']) {
    await expect(page.getByRole('tab', { name: label })).toBeVisible();
  }
  await expect(page.getByText('Choose a company to continue.')).toBeVisible();

  await switchCompanyTo(page, COMPANIES.acme.name);
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('button', { name: 'Switch company' })).toContainText(COMPANIES.acme.name);
});

test('firm admin switches company: confirmation, reload, only the new company’s data, X-Tenant sent', async ({
  page,
  request,
  baseURL,
  appServer,
}) => {
  completeCardOnboarding(appServer, COMPANIES.desert.id);
  await openAsReturningUser(page);
  await page.goto('/cards');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const acmeRows = await page.getByRole('row').allTextContents();

  const drawer = await openCompanySwitcher(page);
  await expect(drawer.getByRole('searchbox', { name: 'Search company...' })).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: COMPANIES.acme.name })).toContainText('Active');
  await expect(drawer.getByRole('listitem', { name: COMPANIES.desert.name })).toContainText(COMPANIES.desert.id.slice(0, 10));
  await expect(drawer.getByRole('listitem', { name: COMPANIES.desert.name })).not.toContainText(COMPANIES.desert.id.slice(0, 11));

  // Cancelling keeps the company.
  await drawer.getByRole('button', { name: `Switch ${COMPANIES.desert.name}` }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer.getByRole('listitem', { name: COMPANIES.acme.name })).toContainText('Active');

  await clearRequestLog(request, baseURL);
  await switchCompanyTo(page, COMPANIES.desert.name);
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('button', { name: 'Switch company' })).toContainText(COMPANIES.desert.name);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await page.getByRole('row').allTextContents()).not.toEqual(acmeRows);

  const calls = await apiRequests(request, baseURL);
  const validation = calls.find((call) => call.path === '/api/admin/me' && call.headers['x-tenant'] === COMPANIES.desert.id);
  expect(validation?.status).toBeLessThan(400);
  const cardCalls = calls.filter((call) => call.path === '/api/admin/cards');
  expect(cardCalls.length).toBeGreaterThan(0);
  expect(cardCalls.every((call) => call.headers['x-tenant'] === COMPANIES.desert.id)).toBe(true);
});

test('the company drawer filters by name, keeps favourites and one default', async ({ page }) => {
  await openAsReturningUser(page);
  const drawer = await openCompanySwitcher(page);

  await drawer.getByRole('searchbox', { name: 'Search company...' }).fill('gulf');
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByRole('listitem').first()).toContainText(COMPANIES.gulf.name);
  await drawer.getByRole('searchbox', { name: 'Search company...' }).fill('');

  await drawer.getByRole('button', { name: 'Favourite', exact: true }).click();
  await expect(drawer.getByText('No favourite companies.')).toBeVisible();
  await drawer.getByRole('button', { name: 'All', exact: true }).click();
  await drawer.getByRole('button', { name: `Add ${COMPANIES.falcon.name} to favourites` }).click();
  await drawer.getByRole('button', { name: 'Favourite', exact: true }).click();
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(drawer.getByRole('listitem').first()).toContainText(COMPANIES.falcon.name);
  await drawer.getByRole('button', { name: 'All', exact: true }).click();

  const falcon = drawer.getByRole('listitem', { name: COMPANIES.falcon.name });
  const oasis = drawer.getByRole('listitem', { name: COMPANIES.oasis.name });
  await falcon.getByRole('button', { name: 'Set as default' }).click();
  await expect(falcon).toContainText('Default');
  await oasis.getByRole('button', { name: 'Set as default' }).click();
  await expect(oasis).toContainText('Default');
  await expect(falcon.getByRole('button', { name: 'Set as default' })).toBeVisible();
  await oasis.getByRole('button', { name: 'Clear default' }).click();
  await expect(oasis.getByRole('button', { name: 'Set as default' })).toBeVisible();

  await expect(drawer.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', /\/organizations\?redirectTo=/);
});

test('a company that refuses the switch shows the error alert with Manage to /organizations/team', async ({ page }) => {
  await openAsReturningUser(page);
  // The validating `me` with the new company is refused (e.g. the user was removed meanwhile).
  await page.route('**/api/admin/me**', (route) =>
    route.request().headers()['x-tenant'] === COMPANIES.gulf.id
      ? route.fulfill({ status: 403, json: { message: 'You are not assigned to this company.' } })
      : route.fallback(),
  );
  const drawer = await openCompanySwitcher(page);
  await drawer.getByRole('button', { name: `Switch ${COMPANIES.gulf.name}` }).click();
  await page.getByRole('dialog').filter({ hasText: SWITCH_CONFIRM_TEXT }).getByRole('button', { name: 'Confirm' }).click();
  const alert = drawer.getByRole('alert');
  await expect(alert).toContainText('The subtenant does not exist or your account is not assigned to it');
  await expect(drawer.getByRole('listitem', { name: COMPANIES.acme.name })).toContainText('Active');
  await alert.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/organizations\/team$/);
  await expect(page.getByRole('tab', { name: 'Team', selected: true })).toBeVisible();
});
