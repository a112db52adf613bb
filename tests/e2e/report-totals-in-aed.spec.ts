import type { ReportRows } from '../../src/api/schema';
import { axeViolations } from './axe';
import { aedAtRecordDays, apiGet, database, totalEqualsItsLines } from './baseTotals';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/**
 * Issue 35 item 1: a report's money columns, which mix currencies, total in AED with every row at the rate of its
 * own day, the per-currency lines one click away.
 */
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;

test('the expenses report totals its Amount over every row in AED, each row at its own day’s rate, and follows a change', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const aedRows = db.expenses.filter((row) => row.company_id === ACME && row.currency === 'AED');
  const usd = aedRows[0];
  Object.assign(usd, { currency: 'USD', amount: 1000 });
  // GBP in two rows of different days: each at its own day's rate.
  const gbp = aedRows.filter((row) => row.spent_at.slice(0, 7) !== usd.spent_at.slice(0, 7)).slice(0, 2);
  for (const row of gbp) Object.assign(row, { currency: 'GBP', amount: 750 });

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/reports?report=expenses');
  const amount = page.locator('[data-report-total="amount"]');
  await expect(amount.getByText('Total Amount, all rows')).toBeVisible();
  await expect(amount.getByText("Converted to AED at each record's day rate")).toBeVisible();
  const before = await totalEqualsItsLines(amount);
  // The same figure from the API's rows and the API's rates of each row's day.
  const report = await apiGet<ReportRows>(page, '/api/admin/report-rows/expenses?per_page=10000', ACME);
  const records = report.data.map((row) => ({ currency: String(row.currency), amount: Number(row.amount), day: String(row.spent_on) }));
  expect(before).toBe(await aedAtRecordDays(page, ACME, records));
  const gbpCents = await aedAtRecordDays(
    page,
    ACME,
    records.filter((record) => record.currency === 'GBP'),
  );
  await expect(amount.locator('[data-currency-line="GBP"]')).toHaveAttribute('data-base-cents', String(gbpCents));
  expect(await axeViolations(page, 'main')).toEqual([]);

  // USD 1,000 more in one row: the AED total grows by exactly 1,000 × 3.6725 (USD is pegged).
  usd.amount = 2000;
  await page.reload();
  expect((await totalEqualsItsLines(page.locator('[data-report-total="amount"]'))) - before).toBe(367_250);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page.locator('[data-report-total="amount"]');
  await expect(arabic.getByText('بسعر صرف يوم كل سجل')).toBeVisible();
  await totalEqualsItsLines(arabic, 'حسب العملة', 'ar');
  expect(await axeViolations(page, 'main')).toEqual([]);
});
