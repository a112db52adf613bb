import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { dayOf } from '../../src/domain/accountingLock.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { convertCents } from '../../src/domain/exchangeRates.ts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/**
 * Issue 35 item 1: amount filters compare in the base currency. "Amount from 1000" on Expenses and "Total from
 * (AED) 1000" on Bills count a foreign record by its AED value at the rate of its day, never by its own figure.
 */
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const database = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;
const aed = (cents: number) => formatMoney(cents / 100, 'AED', 'en');

async function addFilter(page: Page, name: string, value: string) {
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('spinbutton', { name, exact: true }).fill(value);
}

test('Expenses "Amount from (AED) 1000": GBP 300 (about AED 1,380) is over, AED 900 is not; the total is in AED', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const recent = db.expenses.filter(
    (row) => row.company_id === ACME && Date.parse(row.spent_at) > Date.now() - 10 * 86_400_000 && Date.parse(row.spent_at) <= Date.now(),
  );
  const [gbp, aedExpense] = recent;
  Object.assign(gbp, { merchant: 'Fx Filter Check Ltd', currency: 'GBP', amount: 300 });
  Object.assign(aedExpense, { merchant: 'Fx Filter Check Ltd', currency: 'AED', amount: 900 });
  const gbpInAed = convertCents(30_000, 'GBP', mockRateTable(dayOf(gbp.spent_at)!)).cents;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses');
  await page.getByRole('textbox', { name: 'Search' }).fill('Fx Filter Check');
  await expect(page.locator('[data-list-total]')).toHaveText(`Total: ${aed(gbpInAed + 90_000)} for 2 expenses`);
  await addFilter(page, 'Amount from (AED)', '1000');
  await expect(page.locator('[data-list-total]')).toHaveText(`Total: ${aed(gbpInAed)} for 1 expense`);
  await expect(page.getByRole('cell', { name: formatMoney(300, 'GBP', 'en') })).toBeVisible();
  await expect(page.getByRole('cell', { name: formatMoney(900, 'AED', 'en') })).toHaveCount(0);
});

test('Bills "Total from (AED) 1000": a USD 500 bill (AED 1,836.25) is over, an AED 900 bill is not; in Arabic the field names AED', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const [usd, aedBill] = db.bills.filter((row) => row.company_id === ACME && !row.is_void);
  Object.assign(usd, { invoice_number: 'FXF-USD-500', currency: 'USD', total: 500 });
  Object.assign(aedBill, { invoice_number: 'FXF-AED-900', currency: 'AED', total: 900 });
  const usdInAed = convertCents(50_000, 'USD', mockRateTable(usd.invoice_date)).cents;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/bills');
  await page.getByRole('textbox', { name: 'Search' }).fill('FXF-');
  await expect(page.locator('[data-list-total]')).toHaveText(`Total: ${aed(usdInAed + 90_000)} for 2 bills`);
  await addFilter(page, 'Total from (AED)', '1000');
  await expect(page.locator('[data-list-total]')).toHaveText(`Total: ${aed(usdInAed)} for 1 bill`);
  await expect(page.getByText('FXF-USD-500')).toBeVisible();
  await expect(page.getByText('FXF-AED-900')).toHaveCount(0);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('spinbutton', { name: 'الإجمالي من (درهم)' })).toHaveValue('1000');
});
