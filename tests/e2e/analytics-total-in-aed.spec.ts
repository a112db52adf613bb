import { expenseDay, noteExpenseChanged } from '../../server/mock-api/store/expenseIndex.ts';
import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { addDays } from '../../src/domain/analytics.ts';
import { formatDate } from '../../src/domain/dates.ts';
import { countsAsSpent } from '../../src/domain/spend.ts';
import { axeViolations } from './axe';
import { aed, database, totalEqualsItsLines } from './baseTotals';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/** Issue 35 item 1: Analytics adds the period's other currencies to its total in AED, the per-currency lines one click away. */
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const TODAY = dubaiToday();
const FROM = addDays(TODAY, -89);

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
