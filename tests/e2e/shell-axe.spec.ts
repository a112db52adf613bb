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

test('while its calls are pending the header has no serious axe violations: a named spinner, a bell without a count', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/notifications?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const header = page.getByRole('banner');
  await expect(header.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  expect(await axeViolations(page, 'header')).toEqual([]);
  release();
  await expect(header.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await expect(header.getByRole('progressbar')).toHaveCount(0);
});
