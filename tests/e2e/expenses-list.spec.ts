import type { RunningServer } from '../../server/app.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 12 (part): the Expenses page — newest first in the default month, status filter (with
// my_expenses) and search in the URL, rows that open in the drawer.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const DAY_MS = 86_400_000;
const db = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;
const recentAcme = (appServer: unknown) =>
  db(appServer).expenses.filter((row) => row.company_id === ACME && (Date.now() - Date.parse(row.spent_at)) / DAY_MS < 20);
const rowOf = (page: import('@playwright/test').Page, expense: StoredExpense) =>
  page
    .getByRole('row')
    .filter({ hasText: expense.merchant })
    .filter({ hasText: formatMoney(expense.amount, expense.currency) });

test('the firm admin filters expenses by status and searches them, the URL follows, and a row opens in the drawer', async ({
  page,
  appServer,
}) => {
  const [submitted] = recentAcme(appServer);
  submitted.status = 'submitted';
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Merchant category' })).toBeVisible();
  await expect(page.locator('main a[href*="expense="]').first()).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Submitted', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/submitted/);
  await expect(rowOf(page, submitted)).toBeVisible();
  const statuses = await page.locator('tbody tr td.column-status').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Submitted']));

  await page.getByRole('textbox', { name: 'Search' }).fill(submitted.merchant);
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(submitted.merchant).replace(/%20/g, '(%20|\\+)')));
  await expect(rowOf(page, submitted)).toBeVisible();
  await rowOf(page, submitted).getByRole('link').click();
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await expect(drawer.getByRole('heading', { name: submitted.merchant })).toBeVisible();
  // The list keeps its filters behind the drawer, and after a reload.
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Expense' }).getByRole('heading', { name: submitted.merchant })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowOf(page, submitted)).toBeVisible();
  await expect(page).toHaveURL(/submitted/);
});

test('My Expenses keeps the manager’s own, and the page reads right to left in Arabic', async ({ page, appServer }) => {
  const user = db(appServer).users.find((row) => row.email === ACCOUNTS.manager)!;
  const own = db(appServer).memberships.find((row) => row.user_id === user.id && row.company_id === ACME)!.member_id;
  const [mine, other] = recentAcme(appServer).filter((row) => row.member_id !== own);
  mine.member_id = own;
  await openAndSignIn(page, ACCOUNTS.manager, '/expenses');
  await expect(rowOf(page, other)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'My Expenses' }).click();
  await page.keyboard.press('Escape');
  await expect(rowOf(page, mine)).toBeVisible();
  await expect(rowOf(page, other)).toHaveCount(0);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المصروفات', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'فئة التاجر' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
