import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { formatDate } from '../../src/domain/dates.ts';
import { axeViolations } from './axe';
import { database, totalEqualsItsLines } from './baseTotals';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/** Issue 35 item 1: a report's money columns, which mix currencies, total in AED with the per-currency lines one click away. */
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;

test('the expenses report totals its Amount over every row in AED, the USD line at its rate, and follows a change', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const usd = db.expenses.find((row) => row.company_id === ACME && row.currency === 'AED')!;
  Object.assign(usd, { currency: 'USD', amount: 1000 });

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/reports?report=expenses');
  const amount = page.locator('[data-report-total="amount"]');
  await expect(amount.getByText('Total Amount, all rows')).toBeVisible();
  const before = await totalEqualsItsLines(amount);
  await expect(amount.locator('[data-currency-line="USD"]')).toContainText('1 USD = 3.6725 AED');
  await expect(amount.getByText(`Rates of ${formatDate(mockRateTable(dubaiToday()).asOf)}`)).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // USD 1,000 more in one row: the AED total grows by exactly 1,000 × 3.6725.
  usd.amount = 2000;
  await page.reload();
  expect((await totalEqualsItsLines(page.locator('[data-report-total="amount"]'))) - before).toBe(367_250);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await totalEqualsItsLines(page.locator('[data-report-total="amount"]'), 'حسب العملة', 'ar');
  expect(await axeViolations(page, 'main')).toEqual([]);
});
