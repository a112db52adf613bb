import { test, expect, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { apiHeaders } from '../support/apiSignIn';
import { COMPANIES, openCompanySwitcher, switchCompanyTo } from './session-helpers';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('manager sees only the menu items their roles permit, per company', async ({ page }) => {
  await openAndSignInThroughForm(page, ACCOUNTS.manager);
  // Acme: Finance Manager (everything except deletes).
  for (const item of ['Expenses', 'Accounting', 'Funding Requests', 'Cards']) {
    await expect(nav(page).getByRole('link', { name: item })).toBeVisible();
  }

  // Desert Logistics: Card Operator (cards, people and departments; no expenses, accounting or funding).
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);
  await expect(nav(page).getByRole('link', { name: 'Cards' })).toBeVisible();
  for (const item of ['Expenses', 'Accounting', 'Funding Requests']) {
    await expect(nav(page).getByRole('link', { name: item })).toHaveCount(0);
  }
});

test('a globally denied permission hides its menu item and its page shows Access Restricted', async ({ page }) => {
  await page.route('**/api/admin/deny-permissions', (route) =>
    route.fulfill({ json: { data: { api: {}, action: { 'read cards': true } } } }),
  );
  await openAndSignInThroughForm(page, ACCOUNTS.manager, '/login?redirectTo=%2Fcards');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("You don't have permission to read cards. Please contact your administrator for access.")).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Expenses' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Cards' })).toHaveCount(0);
});

test('the mock API refuses a denied action called directly (403 with a message)', async ({ request, baseURL }) => {
  const headers = await apiHeaders(baseURL!, ACCOUNTS.manager, COMPANIES.desert.id);

  // Card Operator in Desert Logistics lists cards but may not open card details.
  const list = await request.get(`${baseURL}/api/admin/cards`, { headers });
  expect(list.status()).toBe(200);
  const [card] = ((await list.json()) as { data: { id: number }[] }).data;
  const detail = await request.get(`${baseURL}/api/admin/cards/${card.id}`, { headers });
  expect(detail.status()).toBe(403);
  expect(((await detail.json()) as { message: string }).message).toMatch(/\S/);

  // A company the manager does not belong to is refused as well.
  const foreign = await request.get(`${baseURL}/api/admin/cards`, { headers: { ...headers, 'X-Tenant': COMPANIES.oasis.id } });
  expect(foreign.status()).toBe(403);
});
