import type { RunningServer } from '../../server/app.ts';
import { noteExpenseChanged } from '../../server/mock-api/store/expenseIndex.ts';
import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { formatDate } from '../../src/domain/dates.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/** Issue 35 item 1: My Approval's Total Amount mixes currencies, so it reads in AED with its per-currency lines one click away. */
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const AWAITING = ['submitted', 'in_review', 'manual'];
const database = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;
const aed = (cents: number, locale = 'en') => formatMoney(cents / 100, 'AED', locale);

test('My Approval totals what waits in AED, equal to its converted lines with the rate and its day, and follows a change', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const usd = db.expenses.find((row) => row.company_id === ACME && AWAITING.includes(row.status))!;
  usd.currency = 'USD';
  usd.amount = 1000;
  noteExpenseChanged(db, ACME);

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations/my-approval');
  const stat = page.locator('[data-stat="total_amount"]');
  const readTotal = async () => {
    const total = stat.locator('[data-base-total]');
    await expect(total).toBeVisible();
    const cents = Number(await total.getAttribute('data-base-total'));
    await expect(total.locator('[data-base-total-value]')).toHaveText(aed(cents));
    await total.getByRole('button', { name: 'By currency' }).click();
    const lines = total.locator('[data-currency-line]');
    await expect(lines.first()).toBeVisible();
    const sum = (await lines.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-base-cents'))))).reduce(
      (a, b) => a + b,
      0,
    );
    expect(sum).toBe(cents);
    return cents;
  };
  const before = await readTotal();
  await expect(stat.locator('[data-currency-line="USD"]')).toContainText('1 USD = 3.6725 AED');
  await expect(stat.getByText(`Rates of ${formatDate(mockRateTable(dubaiToday()).asOf)}`)).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // USD 1,000 more waiting: the AED total grows by exactly 1,000 × 3.6725.
  usd.amount = 2000;
  noteExpenseChanged(db, ACME);
  await page.reload();
  expect((await readTotal()) - before).toBe(367_250);
});
