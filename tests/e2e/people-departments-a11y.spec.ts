import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

test('people and departments lists and details have no serious axe violations', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/people');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('tablist')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.goto('/settings/departments');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByRole('row').nth(1).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('button', { name: 'Attach' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});
