import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

test('roles page, the role editor and the users page have no serious axe violations', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/roles');
  await expect(page.getByRole('row').filter({ hasText: 'Viewer' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('row').filter({ hasText: 'Viewer' }).getByRole('button', { name: 'Edit Viewer' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select all: Cards' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/settings/administrators');
  await expect(page.getByRole('row').filter({ hasText: 'Otis Mann' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
