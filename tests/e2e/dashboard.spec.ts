import type { RunningServer } from '../../server/app.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 12, the dashboard: figures from GET dashboard, each linking to the list that explains it.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const AWAITING = ['submitted', 'in_review', 'manual'];

function database(appServer: unknown) {
  return (appServer as RunningServer).mockApi.context.store.db;
}

/** What "Pending approvals" must count: Acme's expenses waiting for an approver. */
const pendingIn = (appServer: unknown) =>
  database(appServer).expenses.filter((row) => row.company_id === ACME && AWAITING.includes(row.status)).length;

const figure = (page: import('@playwright/test').Page, id: string) => page.locator(`[data-figure="${id}"]`);

/**
 * Gives an Acme expense what approval needs, so it waits for an approver alone (`approvalBlockers`):
 * a category, a receipt on file, and Acme's books open (the longest-waiting ones are old, in its locked period).
 */
function readyForApproval(appServer: unknown, id: number): void {
  const db = database(appServer);
  const row = db.expenses.find((expense) => expense.id === id)!;
  db.accountingSettings.find((settings) => settings.company_id === ACME)!.lock_date = null;
  row.category_id ??= db.categories.find((category) => category.company_id === ACME && category.status === 'active')!.id;
  row.receipt ??= {
    file_name: 'receipt.pdf',
    content_type: 'application/pdf',
    size: 8,
    uploaded_at: new Date().toISOString(),
    bytes: null,
  };
  expect(approvalBlockersOf(db, row)).toEqual([]);
}

test('the pending count drops after an approval, and links to a list with the same count; charts read as text', async ({
  page,
  appServer,
}) => {
  const pending = pendingIn(appServer);
  expect(pending).toBeGreaterThan(1);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(figure(page, 'pending').locator('[data-figure-value]')).toHaveText(`${pending} expenses`);
  await expect(figure(page, 'wallet').getByRole('heading', { name: 'Company balance' })).toBeVisible();
  await expect(figure(page, 'wallet').getByRole('link', { name: 'See every movement' })).toHaveAttribute('href', '/financial-account');
  await expect(
    figure(page, 'spend')
      .getByText(/against|than last month|same as last month/)
      .first(),
  ).toBeVisible();

  // Each chart: a figure with its caption, the drawing hidden from assistive technology, its values as text.
  const byMonth = page.getByRole('figure', { name: 'Spend per month' });
  await expect(byMonth.locator('figcaption')).toContainText('Spend in AED in each of the last six months');
  await expect(byMonth.getByRole('table').getByRole('row')).toHaveCount(7);
  await expect(byMonth.locator('svg').first()).toBeVisible();
  const byCategory = page.getByRole('figure', { name: 'Spend by category' });
  await expect(byCategory.getByRole('list', { name: 'Spend by category' }).getByRole('listitem').first()).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // Approve the first expense waiting on me, in the drawer the dashboard opens (given what approval needs first).
  const waiting = page.locator('[data-section="waiting-on-me"]');
  const first = waiting.getByRole('row').nth(1).getByRole('link');
  readyForApproval(appServer, Number(new URL((await first.getAttribute('href'))!, 'http://app').searchParams.get('expense')));
  await first.click();
  await expect(page).toHaveURL(/\/\?expense=\d+$/);
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(drawer.getByText('Approved', { exact: true })).toBeVisible();
  await expect(figure(page, 'pending').locator('[data-figure-value]')).toHaveText(`${pending - 1} expenses`);
  expect(pendingIn(appServer)).toBe(pending - 1);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The figure's link opens the Expenses list filtered the same way: it counts the same expenses.
  await figure(page, 'pending').getByRole('link', { name: 'Open pending approvals' }).click();
  await expect(page).toHaveURL(/\/expenses\?filter=/);
  await expect(page.getByText(new RegExp(`of ${pending - 1}$`))).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByText(/^(Submitted|In Review|Manual)$/i) })).toHaveCount(
    Math.min(20, pending - 1),
  );
});

test('in Arabic the dashboard reads right to left, its month axis runs from the right, and axe finds nothing', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'لوحة التحكم' })).toBeVisible();
  await expect(figure(page, 'pending').getByRole('heading', { name: 'موافقات معلّقة' })).toBeVisible();
  const byMonth = page.getByRole('figure', { name: 'الإنفاق الشهري' });
  await expect(byMonth.getByRole('table').getByRole('row')).toHaveCount(7);

  // The oldest month's bar label (DD/MM/YY of its first day) sits right of this month's.
  const today = new Date();
  const dubai = new Date(today.getTime() + 4 * 3_600_000);
  const thisMonth = `${dubai.toISOString().slice(0, 7)}-01`;
  const oldest = new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth() - 5, 1)).toISOString().slice(0, 10);
  // DD/MM/YY (spec §9), as the axis writes it.
  const shortDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;
  const label = (day: string) => byMonth.locator('svg text', { hasText: shortDate(day) }).first();
  const [oldestBox, newestBox] = [await label(oldest).boundingBox(), await label(thisMonth).boundingBox()];
  expect(oldestBox!.x).toBeGreaterThan(newestBox!.x);
  expect(await axeViolations(page, 'main')).toEqual([]);

  // On a 375 px phone the charts and tables fit: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('[data-chart="by-month"] svg').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
});

test('without the wallet read permission the company balance tile is left out, not zero and not a way to Access Restricted', async ({
  page,
}) => {
  // The member is a Viewer in Acme: expenses and company information, not the corporate e-wallet.
  await openAndSignIn(page, ACCOUNTS.member, '/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(figure(page, 'spend').getByRole('heading', { name: 'Spent this month' })).toBeVisible();
  await expect(figure(page, 'wallet')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Company balance' })).toHaveCount(0);
  await expect(page.locator('main a[href="/financial-account"]')).toHaveCount(0);
  await expect(page.getByText('Access Restricted')).toHaveCount(0);
  expect(await axeViolations(page, 'main')).toEqual([]);
});
