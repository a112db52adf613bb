import { test, expect, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { apiRequests, COMPANIES } from './session-helpers';

test('member (tenant_specific) has no company switcher and lands in its company', async ({ page, request, baseURL }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.member, '/login?redirectTo=%2Fcards');
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch company' })).toHaveCount(0);

  const cardCalls = (await apiRequests(request, baseURL)).filter((call) => call.path === '/api/admin/cards');
  expect(cardCalls.length).toBeGreaterThan(0);
  expect(cardCalls.every((call) => call.headers['x-tenant'] === COMPANIES.acme.id)).toBe(true);

  // The organizations pages show a restricted view: no company list to switch from.
  await page.goto('/organizations');
  await expect(page.getByText(`Your account belongs to ${COMPANIES.acme.name}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search company...' })).toHaveCount(0);
});

test('unassigned (tenant_specific, no company) sees the not-assigned dialog and is logged out', async ({ page }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.unassigned);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This account is not assigned to any organization');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Logged out for real: the admin is not reachable any more.
  await page.goto('/cards');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcards/);
});
