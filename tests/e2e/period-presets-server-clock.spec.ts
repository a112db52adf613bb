import { formatDate } from '../../src/domain/dates.ts';
import { sandboxTester } from '../support/sandboxClient';
import { test, expect, ACCOUNTS, openAndSignInThroughForm } from './fixtures';

// Issue 35 item 5: period presets count from the server's today (its answers' Date, the mock clock), not the browser's.
const SANDBOX = 'e2e-preset-clock';
// 20:30 UTC on 31 March 2027 is already 1 April 2027 in Dubai (UTC+4); the browser's day is another one.
const SERVER_NOW = '2027-03-31T20:30:00Z';

test.afterEach(async ({ appServer }) => {
  await sandboxTester(appServer.url, appServer.mockApi.context.options.controlToken, SANDBOX).control(
    'DELETE',
    `/__mock/sandboxes/${SANDBOX}`,
  );
});

test("a date filter's presets are the mock clock's periods: Last month and This quarter on 1 April 2027 (Dubai), in English and Arabic", async ({
  page,
  appServer,
}) => {
  const tester = sandboxTester(appServer.url, appServer.mockApi.context.options.controlToken, SANDBOX);
  expect((await tester.control('POST', '/__mock/clock', { set: SERVER_NOW, freeze: true })).status).toBe(200);

  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, `/login?sandbox=${SANDBOX}`);
  await page.goto('/expenses');
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await page.getByRole('combobox', { name: /^Period / }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  await expect(from).toHaveValue(formatDate('2027-03-01'));
  await expect(to).toHaveValue('31/03/2027');
  await page.getByRole('combobox', { name: /^Period / }).click();
  await page.getByRole('option', { name: 'This quarter' }).click();
  await expect(from).toHaveValue('01/04/2027');
  await expect(to).toHaveValue('01/04/2027');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('combobox', { name: /^الفترة / }).click();
  await page.getByRole('option', { name: 'الربع الماضي' }).click();
  await expect(page.getByLabel('من', { exact: true })).toHaveValue('01/01/2027');
  await expect(page.getByLabel('إلى', { exact: true })).toHaveValue('31/03/2027');
});
