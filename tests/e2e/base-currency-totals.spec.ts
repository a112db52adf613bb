import { noteExpenseChanged } from '../../server/mock-api/store/expenseIndex.ts';
import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { dayOf, dubaiToday } from '../../src/domain/accountingLock.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { formatDate } from '../../src/domain/dates.ts';
import { convertCents } from '../../src/domain/exchangeRates.ts';
import { SPENT_EXPENSE_STATUSES } from '../../src/domain/spend.ts';
import { axeViolations } from './axe';
import { aed, database, totalEqualsItsLines } from './baseTotals';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 35 item 1: totals that mix currencies read in AED, the per-currency lines one click away, the rate stated.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const AWAITING = ['submitted', 'in_review', 'manual'];
const USD_RATE = 3.6725;

const ratesDay = () => formatDate(mockRateTable(dubaiToday()).asOf);

test('the dashboard reads pending approvals in AED; the USD line states its rate; the total follows a change of the data', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const pending = db.expenses.filter((row) => row.company_id === ACME && AWAITING.includes(row.status));
  const [usd, aedRow] = pending;
  usd.currency = 'USD';
  usd.amount = 1000;
  aedRow.currency = 'AED';

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/');
  const figure = page.locator('[data-figure="pending"]');
  const before = await totalEqualsItsLines(figure);
  const usdLine = figure.locator('[data-currency-line="USD"]');
  await expect(usdLine).toContainText(/^USD\s[\d,.]+\s=\sAED\s[\d,.]+1\sUSD\s=\s3\.6725\sAED$/);
  await expect(usdLine).toContainText(`1 USD = ${USD_RATE} AED`);
  await expect(figure.getByText(`Rates of ${ratesDay()}`)).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);

  // USD 1,000 more waiting: the AED total grows by exactly 1,000 × 3.6725.
  usd.amount = 2000;
  await page.reload();
  const after = await totalEqualsItsLines(page.locator('[data-figure="pending"]'));
  expect(after - before).toBe(367_250);
});

test("My Portfolio reads the group's spend this month in AED, equal to its converted lines, and follows a change", async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const month = dubaiToday().slice(0, 7);
  const spent = db.expenses.find(
    (row) =>
      row.currency === 'AED' &&
      (SPENT_EXPENSE_STATUSES as readonly string[]).includes(row.status) &&
      Date.parse(row.spent_at) <= Date.now() &&
      new Date(Date.parse(row.spent_at) + 4 * 3_600_000).toISOString().startsWith(month),
  );
  test.skip(!spent, 'no expense spent this month in the seed');
  spent!.currency = 'USD';
  spent!.amount = 1000;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations/my-portfolio');
  const stat = page.locator('[data-stat="monthly_spend"]');
  const before = await totalEqualsItsLines(stat);
  await expect(stat.getByText(`Rates of ${ratesDay()}`)).toBeVisible();

  // USD 1,000 more spent: the AED total grows by exactly 1,000 × 3.6725.
  spent!.amount = 2000;
  noteExpenseChanged(db, spent!.company_id); // what every write of the API does: the kept portfolio figures are recomputed
  await page.reload();
  const after = await totalEqualsItsLines(page.locator('[data-stat="monthly_spend"]'));
  expect(after - before).toBe(367_250);
  await expect(page.locator('[data-stat="monthly_spend"] [data-currency-line="USD"]')).toContainText(`1 USD = ${USD_RATE} AED`);
});

test('in Arabic the converted total and its lines read right to left, and axe finds nothing', async ({ page, appServer }) => {
  const db = database(appServer);
  const [usd] = db.expenses.filter((row) => row.company_id === ACME && AWAITING.includes(row.status));
  usd.currency = 'USD';
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await totalEqualsItsLines(page.locator('[data-figure="pending"]'), 'حسب العملة', 'ar');
  await expect(page.locator('[data-figure="pending"]').getByText(/أسعار/)).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('a dispute won in USD states the rate it was credited at and its day', async ({ page, appServer }) => {
  const db = database(appServer);
  const dispute = db.disputes.find((row) => row.company_id === ACME)!;
  const expense = db.expenses.find((row) => row.id === dispute.expense_id)!;
  expense.currency = 'USD';
  dispute.status = 'won';
  dispute.amount = 100;
  dispute.credited_amount = 100;
  dispute.decided_at = new Date().toISOString();

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/disputes/overview/${dispute.id}`);
  await expect(page.getByTestId('dispute-credited')).toHaveText(formatMoney(100, 'USD'));
  await expect(page.locator('[data-credit-rate]')).toHaveText(
    `${aed(36_725)} · credited at 1 USD = ${USD_RATE} AED (rate of ${ratesDay()})`,
  );
});

test('a won dispute shows the rate stored with its credit, not the rate of today', async ({ page, appServer }) => {
  const db = database(appServer);
  const dispute = db.disputes.find((row) => row.company_id === ACME)!;
  db.expenses.find((row) => row.id === dispute.expense_id)!.currency = 'USD';
  dispute.status = 'won';
  dispute.amount = 100;
  dispute.credited_amount = 100;
  dispute.decided_at = new Date().toISOString();
  // As a backend would have stored it when the credit was made (a rate other than today's 3.6725).
  dispute.credit_exchange = { base_currency: 'AED', rate: 3.671, as_of: '2026-01-01', amount: 367.1 };

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/disputes/overview/${dispute.id}`);
  await expect(page.getByTestId('dispute-credited')).toHaveText(formatMoney(100, 'USD'));
  await expect(page.locator('[data-credit-rate]')).toHaveText(`${aed(36_710)} · credited at 1 USD = 3.671 AED (rate of 01/01/2026)`);
});

test('the filtered Expenses list states its total in AED, computed by the API at each expense’s rate', async ({ page, appServer }) => {
  const db = database(appServer);
  const recent = db.expenses.find(
    (row) => row.company_id === ACME && Date.parse(row.spent_at) > Date.now() - 10 * 86_400_000 && Date.parse(row.spent_at) <= Date.now(),
  )!;
  recent.merchant = 'Fx Total Check Ltd';
  recent.currency = 'GBP';
  recent.amount = 100;
  const expected = convertCents(10_000, 'GBP', mockRateTable(dayOf(recent.spent_at)!)).cents;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses');
  await expect(page.getByRole('status').filter({ hasText: /^Total: AED/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('Fx Total Check');
  await expect(page.locator('[data-list-total]')).toHaveText(`Total: ${aed(expected)} for 1 expense`);
});

test('the Bills list states the total of its bills in AED', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/bills');
  await expect(page.locator('[data-list-total]')).toHaveText(/^Total: AED\s[\d,]+\.\d\d for \d+ bills?$/);
});
