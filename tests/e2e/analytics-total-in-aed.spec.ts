import type { Page } from '@playwright/test';
import { expenseDay, noteExpenseChanged } from '../../server/mock-api/store/expenseIndex.ts';
import type { ReportRows } from '../../src/api/schema';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { addDays } from '../../src/domain/analytics.ts';
import { countsAsSpent } from '../../src/domain/spend.ts';
import type { ExpenseStatus } from '../../src/domain/contractLists.ts';
import { axeViolations } from './axe';
import { aed, aedAtRecordDays, apiGet, database, totalEqualsItsLines } from './baseTotals';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/**
 * Issue 35 item 1: Analytics totals the period in every currency in AED, each expense at the rate of its own day,
 * the per-currency lines one click away; by company, each company's AED total and the group's.
 */
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const TODAY = dubaiToday();
const FROM = addDays(TODAY, -89);
const AT_RECORD_DAYS = "Converted to AED at each record's day rate";

/** The company's spent expenses of the period as the API's expenses report lists them, each on its own day. */
async function spentInPeriod(page: Page, tenant: string) {
  const query = `per_page=10000&filters[from]=${FROM}&filters[to]=${TODAY}`;
  const report = await apiGet<ReportRows>(page, `/api/admin/report-rows/expenses?${query}`, tenant);
  return report.data
    .filter((row) => countsAsSpent(row.status as ExpenseStatus))
    .map((row) => ({ currency: String(row.currency), amount: Number(row.amount), day: String(row.spent_on) }));
}

test('Analytics totals every currency in AED with each expense at its own day’s rate, the lines one click away; it follows a change', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const spent = db.expenses.filter(
    (row) => row.company_id === ACME && countsAsSpent(row.status) && expenseDay(row) >= FROM && expenseDay(row) <= TODAY,
  );
  // A EUR expense early in the period and one this month: EUR's rate differs from month to month.
  const early = spent.find((row) => expenseDay(row).slice(0, 7) === FROM.slice(0, 7))!;
  const late = spent.find((row) => expenseDay(row).slice(0, 7) === TODAY.slice(0, 7) && row !== early)!;
  Object.assign(early, { currency: 'EUR', amount: 1000 });
  Object.assign(late, { currency: 'EUR', amount: 1000 });
  const usd = spent.find((row) => row !== early && row !== late)!;
  Object.assign(usd, { currency: 'USD', amount: 1000 });
  noteExpenseChanged(db, ACME);

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/analytics_and_reports?group_by=category&from=${FROM}&to=${TODAY}`);
  const inBase = page.getByTestId('analytics-total-in-base');
  await expect(inBase.getByText('All currencies, in AED')).toBeVisible();
  await expect(inBase.getByText(AT_RECORD_DAYS)).toBeVisible();
  const before = await totalEqualsItsLines(inBase);
  const records = await spentInPeriod(page, ACME);
  expect(before).toBe(await aedAtRecordDays(page, ACME, records));
  // The AED line is the chart's own total, shown just above.
  const chartTotal = Number(await inBase.locator('[data-currency-line="AED"]').getAttribute('data-base-cents'));
  await expect(page.getByTestId('analytics-totals')).toContainText(`Total: ${aed(chartTotal)}`);
  // The EUR line: each EUR expense at its own day's rate, which is not their sum at today's rate.
  const euros = records.filter((record) => record.currency === 'EUR');
  const eurCents = await aedAtRecordDays(page, ACME, euros);
  const eurSum = euros.reduce((sum, record) => sum + Math.round(record.amount * 100), 0) / 100;
  expect(eurCents).not.toBe(await aedAtRecordDays(page, ACME, [{ currency: 'EUR', amount: eurSum, day: TODAY }]));
  await expect(inBase.locator('[data-currency-line="EUR"]')).toHaveAttribute('data-base-cents', String(eurCents));
  await expect(inBase.locator('[data-currency-line="EUR"]')).toContainText(aed(eurCents));
  expect(await axeViolations(page, 'main')).toEqual([]);

  usd.amount = 2000;
  noteExpenseChanged(db, ACME);
  await page.reload();
  expect((await totalEqualsItsLines(page.getByTestId('analytics-total-in-base'))) - before).toBe(367_250);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page.getByTestId('analytics-total-in-base');
  await expect(arabic.getByText('كل العملات، بالدرهم')).toBeVisible();
  await expect(arabic.getByText('بسعر صرف يوم كل سجل')).toBeVisible();
  await totalEqualsItsLines(arabic, 'حسب العملة', 'ar');
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('Analytics by company shows each company’s AED total and the group’s, from the data, in English and Arabic; a new GBP expense moves them', async ({
  page,
  appServer,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/analytics_and_reports?group_by=company&view=table&from=${FROM}&to=${TODAY}`);
  const table = page.getByRole('region', { name: 'Spend By company' });
  await expect(table.getByRole('columnheader', { name: 'All currencies, in AED' })).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const companyIds = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-row-key')!));
  expect(companyIds.length).toBeGreaterThan(1);

  /** Each company's AED total as shown, checked against its expenses at their own days' rates from the API. */
  const companyTotals = async (locale: string) => {
    const shown = new Map<string, number>();
    for (const id of companyIds) {
      const cell = page.locator(`tbody tr[data-row-key="${id}"] [data-row-base-amount]`);
      const cents = Math.round(Number(await cell.getAttribute('data-row-base-amount')) * 100);
      expect(cents, id).toBe(await aedAtRecordDays(page, id, await spentInPeriod(page, id)));
      await expect(cell).toHaveText(aed(cents, locale));
      shown.set(id, cents);
    }
    return shown;
  };
  const before = await companyTotals('en');
  const group = page.getByTestId('analytics-total-in-base');
  await expect(group.getByText('Group total, all currencies, in AED')).toBeVisible();
  await expect(group.getByText(AT_RECORD_DAYS)).toBeVisible();
  const groupBefore = await totalEqualsItsLines(group);
  expect(groupBefore).toBe([...before.values()].reduce((sum, cents) => sum + cents, 0));
  expect(await axeViolations(page, 'main')).toEqual([]);

  // A new GBP 500 expense in the second company, today: its row and the group total grow by its AED value.
  const db = database(appServer);
  const other = companyIds[1];
  const template =
    db.expenses.find((row) => row.company_id === other && countsAsSpent(row.status) && expenseDay(row) === TODAY) ??
    db.expenses.find((row) => row.company_id === other && countsAsSpent(row.status))!;
  const id = Math.max(...db.expenses.map((row) => row.id)) + 1;
  db.expenses.push({ ...structuredClone(template), id, currency: 'GBP', amount: 500, spent_at: `${TODAY}T08:00:00.000Z` });
  noteExpenseChanged(db, other);
  const added = await aedAtRecordDays(page, other, [{ currency: 'GBP', amount: 500, day: TODAY }]);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  const arabicTable = page.getByRole('region', { name: 'الإنفاق حسب الشركة' });
  await expect(arabicTable.getByRole('columnheader', { name: 'كل العملات، بالدرهم' })).toBeVisible();
  const after = await companyTotals('ar');
  expect(after.get(other)! - before.get(other)!).toBe(added);
  const arabicGroup = page.getByTestId('analytics-total-in-base');
  await expect(arabicGroup.getByText('إجمالي المجموعة، كل العملات، بالدرهم')).toBeVisible();
  expect((await totalEqualsItsLines(arabicGroup, 'حسب العملة', 'ar')) - groupBefore).toBe(added);
  expect(await axeViolations(page, 'main')).toEqual([]);
});
