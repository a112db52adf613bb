import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

test.beforeEach(async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
});

test('the dashboard has no serious axe violations, no invalid lists, names matching their text', async ({ page }) => {
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('My account has no serious axe violations, no invalid lists, names matching their text', async ({ page }) => {
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone (as Lighthouse scans)', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the dashboard has no serious axe violations, no invalid lists, names matching their text', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
