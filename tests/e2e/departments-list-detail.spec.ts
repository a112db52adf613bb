import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import type { Page } from '@playwright/test';
import { COMPANIES } from './session-helpers';

const ACME = COMPANIES.acme.id;

async function openDepartment(page: Page, name: string) {
  await page.goto(`/settings/departments?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  await expect(page.getByPlaceholder('Search departments')).toHaveValue(name);
  await page.getByRole('row').filter({ hasText: name }).first().click();
  await expect(page).toHaveURL(/\/settings\/departments\/overview\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('departments: list, search, every tab, create with a field error, edit seen after reload, attach/detach, delete', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/departments');
  await expect(page.getByRole('columnheader', { name: 'Members' })).toBeVisible();
  await page.getByPlaceholder('Search departments').fill('Marke');
  await page.waitForURL((url) => decodeURIComponent(url.search).includes('"q":"Marke"'));
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Marketing');

  await openDepartment(page, 'Marketing');
  const id = page.url().split('/').pop();
  const tabs = page.getByRole('tablist');
  for (const [label, segment] of [
    ['Information', 'information'],
    ['Users', 'add-administrators'],
    ['Members', 'members'],
    ['Expenses', 'expenses'],
    ['Overview', 'overview'],
  ]) {
    await tabs.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/departments/${segment}/${id}$`));
    await expect(tabs.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  }

  // Create: a taken name is shown on the name field; a new name is created.
  await page.goto('/settings/departments/create');
  await page.getByLabel('Name').fill('marketing');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/create$/);
  await page.getByLabel('Name').fill('Research');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/departments(\?|$)/);
  await page.getByPlaceholder('Search departments').fill('');
  await expect(page.getByRole('row').filter({ hasText: 'Research' })).toHaveCount(1);

  // Edit: the user is shown the list, and the new name survives a reload.
  await openDepartment(page, 'Research');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Research');
  await page.getByLabel('Name').fill('Research and Development');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/departments(\?|$)/);
  await page.reload();
  await page.getByPlaceholder('Search departments').fill('');
  await expect(page.getByRole('row').filter({ hasText: 'Research and Development' })).toHaveCount(1);

  // Users tab: attach an administrator, then detach after the exact confirmation.
  await openDepartment(page, 'Research and Development');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByText('No administrator is attached to this department.')).toBeVisible();
  await page.getByLabel('Administrators to attach').click();
  const option = page.getByRole('option').first();
  const optionText = (await option.textContent()) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Attach' }).click();
  const attachedName = optionText.split(' (')[0];
  const attached = page.getByRole('list', { name: 'Administrators' });
  await expect(attached).toContainText(attachedName);
  await page.reload();
  await expect(attached).toContainText(attachedName);
  await page.getByRole('button', { name: `Remove ${attachedName} from the department` }).click();
  const detachDialog = page.getByRole('dialog', { name: `Detach ${attachedName}` });
  await expect(detachDialog).toContainText('Are you sure you want to delete this administrator from the Department?');
  await detachDialog.getByRole('button', { name: 'Detach administrator' }).click();
  await expect(page.getByText('No administrator is attached to this department.')).toBeVisible();
  await expect(page.getByText(`${attachedName} detached from Research and Development`)).toBeVisible();

  // Delete with the exact confirmation text (once the detach dialog has closed).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete department Research and Development' });
  await expect(dialog).toContainText('Are you sure you want to delete this department?');
  await dialog.getByRole('button', { name: 'Delete department' }).click();
  await expect(page).toHaveURL(/\/settings\/departments(\?|$)/);
  await expect(page.getByText('Department Research and Development deleted')).toBeVisible();
  await page.reload();
  await page.getByPlaceholder('Search departments').fill('');
  await expect(page.getByRole('row').filter({ hasText: 'Marketing' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Research and Development' })).toHaveCount(0);
});

test('the manager (no delete departments) sees no delete button and the API refuses the delete', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.manager, '/settings/departments');
  await openDepartment(page, 'Marketing');
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  const id = page.url().split('/').pop();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  const response = await page.request.delete(`/api/admin/departments/${id}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Tenant': ACME },
  });
  expect(response.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Marketing' })).toBeVisible();
});
