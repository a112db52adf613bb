import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

test.beforeEach(async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/$/);
});

test('the bell shows the unread notifications; opening one marks it read and lowers the badge', async ({ page, request, baseURL }) => {
  const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
  await expect(bell).toBeVisible();
  await bell.click();

  const menu = page.getByRole('menu', { name: 'Notifications' });
  const items = menu.getByRole('menuitem');
  // Three unread notifications, each with its relative time, then 'View all'.
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText(/ago$/);
  await expect(items.last()).toHaveText('View all');

  const log = await (await request.get(`${baseURL}/__mock/requests`)).json();
  const bellCall = log.data.find(
    (entry: { method: string; path: string }) => entry.method === 'GET' && entry.path === '/api/admin/notifications',
  );
  expect(bellCall.query).toEqual({ sorts: ['created_at:desc'], per_page: 5, page: 1, filters: { has: { read_at: '0' } } });

  await items.first().click();
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
});

test('View all opens the notifications page with read and unread ones, page by page', async ({ page }) => {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('menuitem', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();

  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Unread', { exact: true })).toHaveCount(3);
  await expect(list.getByText('Read', { exact: true }).first()).toBeVisible();

  await list
    .getByRole('button', { name: /^Mark as read/ })
    .first()
    .click();
  await expect(list.getByText('Unread', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

  await page.getByRole('button', { name: 'Unread only' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
});

test('with every notification read the bell says so', async ({ page }) => {
  for (let remaining = 3; remaining > 0; remaining -= 1) {
    await page.getByRole('button', { name: `Notifications, ${remaining} unread` }).click();
    await page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem').first().click();
    await page.goto('/');
  }
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menu', { name: 'Notifications' })).toContainText('No unread notification!');
});
