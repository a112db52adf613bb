import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

test.beforeEach(async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/$/);
});

test('the bell shows the unread notifications; opening one marks it read and lowers the badge', async ({ page, request, baseURL }) => {
  // The member's seeded bell: two of their requests declined and one of their expenses rejected in the last days
  // (unread), and a funding request declined weeks ago (read), rung by the same notifiers as decisions in use.
  const bell = page.getByRole('button', { name: 'Notifications, 3 unread' });
  await expect(bell).toBeVisible();
  await bell.click();

  const menu = page.getByRole('menu', { name: 'Notifications' });
  const items = menu.getByRole('menuitem');
  // Three unread notifications, newest first, each with its relative time, then 'View all'.
  await expect(items).toHaveCount(4);
  await expect(items.first()).toContainText('Your limit request (AED 6,000.00) was declined: Ask again with the travel plan.');
  await expect(items.nth(1)).toContainText(
    'Your expense at Dubai Taxi (AED 86.50) was rejected: Rides in Dubai go on the Careem business account.',
  );
  await expect(items.nth(2)).toContainText('Your physical card request was declined: Client dinners go on the department card.');
  await expect(items.first()).toContainText(/ago$/);
  await expect(items.last()).toHaveText('View all');

  const log = await (await request.get(`${baseURL}/__mock/requests`)).json();
  const bellCall = log.data.find(
    (entry: { method: string; path: string }) => entry.method === 'GET' && entry.path === '/api/admin/notifications',
  );
  expect(bellCall.query).toEqual({ sorts: ['created_at:desc'], per_page: 5, page: 1, filters: { has: { read_at: '0' } } });

  await items.first().click();
  // It opens the declined request itself.
  await expect(page).toHaveURL(/\/requests\/overview\/\d+$/);
  await expect(page.getByText('Ask again with the travel plan.')).toBeVisible();
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
  await expect(list.getByRole('listitem')).toHaveCount(4);

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
