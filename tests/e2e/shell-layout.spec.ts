import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, signIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.beforeEach(async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.member);
  await expect(sidebar(page)).toBeVisible();
});

test('a catalogue route opens inside the layout with its sidebar entry current; an unknown path says so', async ({ page }) => {
  await sidebar(page).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  // Every route of the catalogue is built: none shows the Not Yet placeholder any more.
  await expect(page.getByRole('navigation', { name: 'Standard reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not Yet' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Reports', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('footer')).toContainText('Privacy Policy');

  await page.goto('/no-such-page');
  await expect(page.getByText('The page you asked for does not exist.')).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
});

test('the sidebar shows the Inbox unread badge; the profile menu shows the user, the main role and its links', async ({ page }) => {
  await expect(
    sidebar(page)
      .getByRole('link', { name: /^Inbox/ })
      .getByLabel(/^\d+ unread$/),
  ).toBeVisible();
  await expect(sidebar(page).getByText('AI', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('presentation').filter({ has: page.getByRole('menu') });
  await expect(dialog).toContainText('Omar Khalil');
  await expect(dialog).toContainText('Viewer');
  for (const name of ['My Account', 'Company Settings', 'Need Help?', 'Logout']) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Need Help?' }).click();
  await expect(page).toHaveURL(/\/support\/create$/);
});

test('the Admin collapsible opens its secondary drawer with Users, ERP/Accounting and General', async ({ page }) => {
  await sidebar(page).getByRole('button', { name: 'Admin' }).click();
  const admin = page.getByRole('navigation', { name: 'Admin settings' });
  await expect(admin.getByText('ERP/Accounting')).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Users' })).toBeVisible();
  // An entry opens its page and closes the drawer.
  await admin.getByRole('link', { name: 'Purchase Orders' }).click();
  await expect(page).toHaveURL(/\/settings\/purchase-orders$/);
  await expect(admin).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Purchase Orders' })).toBeVisible();
});

test('on a phone the sidebar opens as an overlay and closes after choosing a page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar(page)).toBeVisible();
  const navBox = await sidebar(page).boundingBox();
  const contentBox = await page.locator('#main-content').boundingBox();
  expect(navBox?.width).toBeGreaterThan(200);
  // Overlay: the page keeps its place under the drawer instead of being pushed aside.
  expect(contentBox?.x).toBeLessThan(20);
  await sidebar(page).getByRole('link', { name: 'Expenses' }).click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(sidebar(page)).toBeHidden();
});

test('Arabic turns the page right to left and stays after a reload', async ({ page }) => {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'لوحة التحكم' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'الملف الشخصي' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('dark mode (enabled by the config) is kept after a reload and after signing out and in', async ({ page }) => {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(21, 20, 26)');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Kept past sign-out too (react-admin clears its own store then).
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, ACCOUNTS.member);
  await expect(sidebar(page)).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(21, 20, 26)');
});

test('the shell has no serious or critical accessibility violation', async ({ page }) => {
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
