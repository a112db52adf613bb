import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { addDays } from '../../src/domain/analytics.ts';
import { formatDate } from '../../src/domain/dates.ts';
import { presetRange } from '../../src/domain/periods.ts';
import { expenseDay } from '../../server/mock-api/store/expenseIndex.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 35 item 5 (spec §9): every date field is DD/MM/YYYY, typed with or without separators, and
// every date filter has period presets computed from the app's today.
const TODAY = dubaiToday();
const FROM = addDays(TODAY, -89);
const ANALYTICS = `/analytics_and_reports?group_by=category&view=table&from=${FROM}&to=${TODAY}`;

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('analytics: From and To read DD/MM/YYYY, take 01062026 typed without slashes and the figures follow; a wrong day says so; "Last month" sets both days', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, ANALYTICS);
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveValue(formatDate(FROM));
  await expect(to).toHaveValue(formatDate(TODAY));
  const table = page.getByRole('figure', { name: 'Spend By category' }).getByRole('table');
  await expect(table.getByRole('link').first()).toBeVisible();
  const before = await table.innerText();

  await from.fill('01062026');
  await expect(from).toHaveValue('01/06/2026');
  await expect(page).toHaveURL(/from=2026-06-01/);
  await expect(table).not.toHaveText(before);

  // A day that does not exist: a message under the field, and the page keeps the last whole day.
  await to.fill('31022026');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a date as DD/MM/YYYY')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`to=${TODAY}`));

  const lastMonth = presetRange('last_month', TODAY)!;
  await page.getByRole('combobox', { name: /^Period / }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  await expect(from).toHaveValue(formatDate(lastMonth.from));
  await expect(to).toHaveValue(formatDate(lastMonth.to));
  await expect(page).toHaveURL(new RegExp(`from=${lastMonth.from}.*to=${lastMonth.to}|to=${lastMonth.to}.*from=${lastMonth.from}`));
  await expect(page.getByRole('combobox', { name: /^Period / })).toHaveText('Last month');
});

test('analytics in Arabic: the days stay DD/MM/YYYY, the presets are in Arabic, 01-06-2026 is read, and axe finds nothing', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, ANALYTICS);
  await toArabic(page);
  const from = page.getByLabel('من', { exact: true });
  await expect(from).toHaveValue(formatDate(FROM));
  await from.fill('01-06-2026');
  await expect(from).toHaveValue('01/06/2026');
  await expect(page).toHaveURL(/from=2026-06-01/);
  await page.getByRole('combobox', { name: /^الفترة / }).click();
  for (const name of ['هذا الشهر', 'الشهر الماضي', 'هذا الربع', 'الربع الماضي', 'منذ بداية السنة', 'مخصص'])
    await expect(page.getByRole('option', { name })).toBeVisible();
  await page.getByRole('option', { name: 'منذ بداية السنة' }).click();
  await expect(from).toHaveValue(formatDate(presetRange('year_to_date', TODAY)!.from));
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('expenses: "Last month" in the filter bar lists only that month’s expenses, each dated DD/MM/YYYY', async ({ page, appServer }) => {
  const lastMonth = presetRange('last_month', TODAY)!;
  const db = (appServer as RunningServer).mockApi.context.store.db;
  const acme = db.expenses.filter((row) => row.company_id === RETURNING_USER_DEFAULT_COMPANY_ID);
  // The newest expense of this month: on the list's first page before the preset, gone after it.
  const thisMonth = acme
    .filter((row) => expenseDay(row) > lastMonth.to && expenseDay(row) <= TODAY)
    .sort((a, b) => b.spent_at.localeCompare(a.spent_at))[0];
  expect(thisMonth).toBeDefined();
  expect(acme.some((row) => expenseDay(row) >= lastMonth.from && expenseDay(row) <= lastMonth.to)).toBe(true);
  const rowOf = page
    .getByRole('row')
    .filter({ hasText: thisMonth.merchant })
    .filter({ hasText: formatMoney(thisMonth.amount, thisMonth.currency) });

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses');
  await expect(rowOf).not.toHaveCount(0);
  await page.getByRole('combobox', { name: /^Period / }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(formatDate(lastMonth.from));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(formatDate(lastMonth.to));
  await expect(page).toHaveURL(new RegExp(`spent_from%22%3A%22${lastMonth.from}|spent_from":"${lastMonth.from}`));
  await expect(rowOf).toHaveCount(0);
  const days = page.locator('tbody tr td.column-spent_at');
  const inLastMonth = new RegExp(`^\\d{2}/${formatDate(lastMonth.from).slice(3)}$`);
  await expect(days.filter({ hasNotText: inLastMonth })).toHaveCount(0);
  await expect(days.filter({ hasText: inLastMonth }).first()).toBeVisible();
});
