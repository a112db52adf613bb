import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('clicking a notification in the bell opens its cta path', async ({ page, appServer }) => {
  // The seeded ctas differ (some have none): every unread notification of the member is given a known
  // path in the mock's data, so whichever is newest opens it.
  const { db } = appServer.mockApi.context.store;
  const member = db.users.find((user) => user.email === ACCOUNTS.member)!;
  const unread = db.notifications.filter((row) => row.user_id === member.id && row.read_at === null);
  expect(unread.length).toBeGreaterThan(0);
  for (const row of unread) row.data.additional_data.cta = '/expenses';
  await openAndSignIn(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem').first().click();
  await expect(page).toHaveURL(/\/expenses$/);
  await expect(page.getByRole('heading', { name: 'Expenses' })).toBeVisible();
});

test('the desktop sidebar collapses from 225 to 55 px and expands again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAndSignIn(page, ACCOUNTS.member);
  await expect(sidebar(page)).toBeVisible();
  // The drawer paper that holds the navigation carries the sidebar's width (the list inside is padded).
  const drawer = sidebar(page).locator('xpath=ancestor::div[contains(@class, "MuiDrawer-paper")][1]');
  const width = async () => (await drawer.boundingBox())?.width;
  await expect.poll(width).toBe(225);

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(width).toBe(55);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(width).toBe(225);
});

test('the footer shows the Terms link and the card-issuer disclosure', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.member);
  // The footer sits inside <main>, so it is no contentinfo landmark.
  const footer = page.locator('footer');
  await expect(footer).toContainText(
    'Spendboard cards are issued by our partner bank under a licence from the card network. Card services are provided by our card payment provider.',
  );
  const terms = footer.getByRole('link', { name: 'Terms', exact: true });
  await expect(terms).toHaveAttribute('href', '/terms');
  await terms.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
});
