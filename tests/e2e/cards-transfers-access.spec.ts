import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, signInAsNewUser, waitForSession, ACCOUNTS } from './fixtures';
import { apiHeaders } from '../support/apiSignIn';
import { COMPANIES } from './session-helpers';
import { completeCardOnboarding } from './card-services-helpers';

async function openFirstActiveCardTransfers(page: Page) {
  await page.goto('/cards');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await page.keyboard.press('Escape');
  // Company and card must share a currency: an AED card (the company's currency).
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'AED' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('AED');
  await expect(page.getByRole('row').nth(1)).toContainText('Active');
  await page.getByRole('row').nth(1).click();
  await page.getByRole('tab').filter({ hasText: 'Transfers' }).click();
  await expect(page).toHaveURL(/\/cards\/transfers\/\d+$/);
}

/** The amount of 'Available balance: AED 1,250.00' (and of its longer form for an account that holds no money). */
const balanceOf = (helper: string) => Number((/[\d,]+\.\d{2}/.exec(helper)?.[0] ?? '').replace(/,/g, ''));

test('a transfer above the balance shows the error on the amount and moves nothing', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openFirstActiveCardTransfers(page);
  const form = page.getByRole('region', { name: 'Move money' });
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  const helper = form.getByText(/^Available balance: /);
  await expect(helper).toBeVisible();
  const balance = balanceOf((await helper.textContent()) ?? '');
  const history = page.getByRole('region', { name: 'Transfer history' });
  await expect(history).toBeVisible();
  const before = await history.getByRole('row').count();

  // Client side: more than the balance never reaches the API.
  const amount = form.getByRole('spinbutton', { name: 'Amount' });
  await amount.fill((balance + 1).toFixed(2));
  await form.getByRole('button', { name: 'Review' }).click();
  await expect(form.getByText(/The amount is more than the available balance/)).toBeVisible();

  // The API checks too: with a stale (larger) balance shown, its 422 lands on the amount field.
  await page.route('**/api/admin/limits/card/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, mode: 'balance', balance: 9_000_000 } } });
  });
  await page.reload();
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  await expect(form.getByText('Available balance: AED 9,000,000.00')).toBeVisible();
  await amount.fill((balance + 1).toFixed(2));
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/transfers') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Review' }).click();
  await form.getByRole('button', { name: 'Confirm' }).click();
  expect((await refused).status()).toBe(422);
  await expect(form.getByText(/The amount is more than the available balance/)).toBeVisible();

  await page.unroute('**/api/admin/limits/card/**');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Transfer history' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transfer history' }).getByRole('row')).toHaveCount(before);
  await page.getByRole('region', { name: 'Move money' }).getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  await expect(page.getByText(`Available balance: AED ${balance.toLocaleString('en', { minimumFractionDigits: 2 })}`)).toBeVisible();
});

test('the manager without read card details in Desert Logistics sees Access Restricted, and the API refuses', async ({
  page,
  request,
  baseURL,
  appServer,
}) => {
  completeCardOnboarding(appServer, COMPANIES.desert.id);
  await page.goto('/login');
  await page.evaluate((companyId) => localStorage.setItem('default_company_id', companyId), COMPANIES.desert.id);
  await signInAsNewUser(page, ACCOUNTS.manager);
  await waitForSession(page);
  // Let the signed-in page finish its session start (it sets the active company) before leaving it.
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.goto('/cards');
  await expect(page.getByRole('row').nth(1)).toContainText(/•••• \d{4}/);
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/cards\/overview\/\d+$/);
  await expect(page.getByText('Access Restricted')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quick actions' })).toHaveCount(0);
  const cardId = page.url().split('/').pop();

  const headers = await apiHeaders(baseURL!, ACCOUNTS.manager, COMPANIES.desert.id);
  const detail = await request.get(`${baseURL}/api/admin/cards/${cardId}`, { headers });
  expect(detail.status()).toBe(403);
});
