import type { RunningServer } from '../../server/app.ts';
import { walletBalance } from '../../server/mock-api/policy/wallet.ts';
import { mockRateTable } from '../../server/mock-api/store/seed/exchangeRates.ts';
import { dubaiToday } from '../../src/domain/accountingLock';
import { formatMoney } from '../../src/domain/amounts';
import { formatDate } from '../../src/domain/dates';
import { quoteConversion, type ConversionQuote } from '../../src/domain/currencyConversion';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/**
 * Issue 35 item 1: money changes currency in the company wallet at a stated rate. The dialog states the
 * API's quote (what leaves, what arrives, the rate both ways with its day) before anything moves; Convert
 * moves it and the wallet's balances and ledger follow; a refused amount lands on its field.
 */
const storeOf = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store;
const acme = (appServer: unknown) => storeOf(appServer).db.companies.find((row) => row.id === RETURNING_USER_DEFAULT_COMPANY_ID)!;
const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en');

test('convert AED to USD: the quote states rate and day, Convert moves it, balances and ledger follow', async ({ page, appServer }) => {
  const company = acme(appServer);
  const aedBefore = walletBalance(company, 'AED');
  const usdBefore = walletBalance(company, 'USD');
  const expected = quoteConversion('AED', 'USD', 7345, mockRateTable(dubaiToday())) as ConversionQuote;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/financial-account');
  await page.getByRole('button', { name: 'Convert currency' }).click();
  const dialog = page.getByRole('dialog', { name: "Convert money between the wallet's currencies" });
  await expect(dialog.getByText(`The wallet holds ${money(aedBefore, 'AED')}`)).toBeVisible();

  // More than the wallet holds: the API's message on the amount field, nothing moved.
  await dialog.getByLabel('Into').click();
  await page.getByRole('option', { name: 'USD' }).click();
  await dialog.getByRole('spinbutton', { name: 'Amount to convert' }).fill(String(aedBefore + 1));
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText(`The amount is more than the wallet holds in AED (${money(aedBefore, 'AED')}).`)).toBeVisible();
  expect(walletBalance(company, 'AED')).toBe(aedBefore);

  await dialog.getByRole('spinbutton', { name: 'Amount to convert' }).fill('7345');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByTestId('conversion-rate')).toHaveText(
    `1 AED = ${expected.rate} USD (1 USD = ${expected.inverseRate} AED), rate of ${formatDate(expected.asOf)}, Spendboard mock (monthly reference rates)`,
  );
  await expect(dialog.getByTestId('conversion-consequence')).toContainText(
    `${money(7345, 'AED')} leaves the wallet's AED balance and ${money(expected.toAmount, 'USD')} arrives in its USD balance now.`,
  );
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  expect(walletBalance(company, 'AED'), 'the review moved nothing').toBe(aedBefore);

  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText(`${money(7345, 'AED')} converted to ${money(expected.toAmount, 'USD')}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(walletBalance(company, 'AED')).toBeCloseTo(aedBefore - 7345, 2);
  expect(walletBalance(company, 'USD')).toBeCloseTo(usdBefore + expected.toAmount, 2);
  await expect(page.getByTestId('wallet-available')).toHaveText(money(aedBefore - 7345, 'AED'));
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Currency conversion' })).toHaveCount(2);
  await expect(ledger.getByText(`at 1 AED = ${expected.rate} USD (rate of ${formatDate(expected.asOf)})`).first()).toBeVisible();
});

test("after a conversion, Move money to a USD department reads the wallet's USD balance and reviews in USD", async ({
  page,
  appServer,
}) => {
  const store = storeOf(appServer);
  // A department under a cap holds no money: it becomes a USD department that inherits (still none of its own).
  const department = store.db.departments.find(
    (row) => row.company_id === RETURNING_USER_DEFAULT_COMPANY_ID && row.limit.mode === 'limit',
  )!;
  expect(department.limit.balance).toBe(0);
  department.limit = { ...department.limit, mode: 'inherited', amount: 0, currency: 'USD' };
  const company = acme(appServer);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/financial-account');
  await page.getByRole('button', { name: 'Convert currency' }).click();
  const convert = page.getByRole('dialog', { name: "Convert money between the wallet's currencies" });
  await convert.getByLabel('Into').click();
  await page.getByRole('option', { name: 'USD' }).click();
  await convert.getByRole('spinbutton', { name: 'Amount to convert' }).fill('3672.5');
  await convert.getByRole('button', { name: 'Review' }).click();
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert).toBeHidden();
  const usd = walletBalance(company, 'USD');
  expect(usd).toBeGreaterThanOrEqual(1000);

  await page.getByRole('button', { name: 'Move money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move money from or to the company wallet' });
  const form = dialog.getByRole('region', { name: 'Move money' });
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Department' }).click();
  await form.getByRole('combobox', { name: 'Choose', exact: true }).click();
  await form.getByRole('combobox', { name: 'Choose', exact: true }).fill(department.name);
  await page.getByRole('option', { name: department.name }).click();
  await expect(form.getByText(money(usd, 'USD'))).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Amount' }).fill(String(usd + 1));
  await form.getByRole('button', { name: 'Review' }).click();
  await expect(form.getByText(new RegExp(`more than the available balance.*${money(usd, 'USD').replace(/[.]/g, '\\.')}`))).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Amount' }).fill('400');
  await form.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByText(`${money(usd, 'USD')} → ${money(usd - 400, 'USD')}`)).toBeVisible();
  await expect(dialog.getByText(`${money(0, 'USD')} → ${money(400, 'USD')}`)).toBeVisible();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  expect(walletBalance(company, 'USD')).toBeCloseTo(usd - 400, 2);
  expect(store.db.departments.find((row) => row.id === department.id)!.limit).toMatchObject({
    currency: 'USD',
    balance: 400,
    mode: 'balance',
  });
});

test('in Arabic the dialog states the rate and the consequence, right to left, and axe finds nothing', async ({ page, appServer }) => {
  const expected = quoteConversion('AED', 'EUR', 1000, mockRateTable(dubaiToday())) as ConversionQuote;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/financial-account');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'تحويل العملة' }).click();
  const dialog = page.getByRole('dialog', { name: 'تحويل الأموال بين عملات المحفظة' });
  await dialog.getByLabel('إلى').click();
  await page.getByRole('option', { name: 'EUR' }).click();
  await dialog.getByRole('spinbutton', { name: 'المبلغ المراد تحويله' }).fill('1000');
  await dialog.getByRole('button', { name: 'مراجعة' }).click();
  await expect(dialog.getByTestId('conversion-rate')).toContainText(`1 AED = ${expected.rate} EUR`);
  await expect(dialog.getByTestId('conversion-consequence')).toContainText('لا يمكن التراجع عن التحويل');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  expect(acme(appServer).limit.balance).toBeGreaterThan(0);
});
