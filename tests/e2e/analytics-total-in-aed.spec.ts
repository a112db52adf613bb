import type { Locator } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { expenseDay, noteExpenseChanged } from '../../server/mock-api/store/expenseIndex.ts';
import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { addDays } from '../../src/domain/analytics.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { formatDate } from '../../src/domain/dates.ts';
import { countsAsSpent } from '../../src/domain/spend.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/** Issue 35 item 1: Analytics adds the period's other currencies to its total in AED, the per-currency lines one click away. */
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const TODAY = dubaiToday();
const FROM = addDays(TODAY, -89);
const database = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;
const aed = (cents: number, locale = 'en') => formatMoney(cents / 100, 'AED', locale);

/** The AED total in `scope` equals its converted lines (opened with "By currency"); returns it in cents. */
async function totalEqualsItsLines(scope: Locator, byCurrency = 'By currency', locale = 'en'): Promise<number> {
  const total = scope.locator('[data-base-total]');
  await expect(total).toBeVisible();
  const cents = Number(await total.getAttribute('data-base-total'));
  await expect(total.locator('[data-base-total-value]')).toHaveText(aed(cents, locale));
  await total.getByRole('button', { name: byCurrency }).click();
  const lines = total.locator('[data-currency-line]');
  await expect(lines.first()).toBeVisible();
  const sum = (await lines.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-base-cents'))))).reduce(
    (a, b) => a + b,
    0,
  );
  expect(sum).toBe(cents);
  return cents;
}

test('Analytics totals the period in every currency in AED: the chart’s AED total plus the USD line at its rate; it follows a change', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const usd = db.expenses.find(
    (row) => row.company_id === ACME && countsAsSpent(row.status) && expenseDay(row) >= FROM && expenseDay(row) <= TODAY,
  )!;
  Object.assign(usd, { currency: 'USD', amount: 1000 });
  noteExpenseChanged(db, ACME);

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/analytics_and_reports?group_by=category&from=${FROM}&to=${TODAY}`);
  const inBase = page.getByTestId('analytics-total-in-base');
  await expect(inBase.getByText('All currencies, in AED')).toBeVisible();
  const before = await totalEqualsItsLines(inBase);
  // The AED line is the chart's own total, shown just above.
  const aedLine = inBase.locator('[data-currency-line="AED"]');
  const chartTotal = Number(await aedLine.getAttribute('data-base-cents'));
  await expect(page.getByTestId('analytics-totals')).toContainText(`Total: ${aed(chartTotal)}`);
  await expect(inBase.locator('[data-currency-line="USD"]')).toContainText('1 USD = 3.6725 AED');
  await expect(inBase.getByText(`Rates of ${formatDate(mockRateTable(TODAY).asOf)}`)).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  usd.amount = 2000;
  noteExpenseChanged(db, ACME);
  await page.reload();
  expect((await totalEqualsItsLines(page.getByTestId('analytics-total-in-base'))) - before).toBe(367_250);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('analytics-total-in-base').getByText('كل العملات، بالدرهم')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});
