import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';
import { COMPANIES, openCompanySwitcher, switchCompanyTo } from './session-helpers';

const storeOf = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store;

/** An Acme department of a limit mode, by name. */
function acmeDepartment(appServer: unknown, mode: 'balance' | 'limit') {
  const department = storeOf(appServer).db.departments.find(
    (row) => row.company_id === RETURNING_USER_DEFAULT_COMPANY_ID && row.limit.mode === mode,
  );
  if (!department) throw new Error(`No Acme department in ${mode} mode`);
  return department;
}

const aed = (amount: number) => `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function pickOption(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.getByRole('combobox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option }).click();
}

test('move money from the company wallet to a department: both balances, the ledger and the low-balance banner follow', async ({
  page,
  appServer,
}) => {
  const store = storeOf(appServer);
  const company = store.db.companies.find((row) => row.id === RETURNING_USER_DEFAULT_COMPANY_ID)!;
  const department = acmeDepartment(appServer, 'balance');
  const [walletBefore, departmentBefore] = [company.limit.balance, department.limit.balance];
  // The alert amount sits just under the balance: this transfer crosses it.
  const settings = store.db.companySettings.find((row) => row.company_id === company.id)!;
  settings.corporate_wallet = { ...settings.corporate_wallet, low_balance_alert_amount: walletBefore - 1000 };

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/financial-account');
  await expect(page.getByTestId('wallet-available')).toHaveText(aed(walletBefore));
  await expect(page.getByText(settings.corporate_wallet.iban, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
  await expect(page.getByTestId('low-balance-banner')).toHaveCount(0);
  const ledger = page.getByRole('region', { name: 'Ledger' });
  await expect(ledger.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  await expect(ledger.getByRole('row').nth(1)).toContainText(aed(walletBefore));
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // This month's statement as CSV: the opening balance first, the closing balance (the wallet) last.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Date,Type,Description,Amount,Balance,Currency');
  expect(lines[1]).toContain('Opening balance');
  expect(lines.at(-1)).toContain(`Closing balance,,,${walletBefore.toFixed(2)},AED`);

  // The quick action's URL opens the dialog; the amount is checked against the wallet.
  await page.goto('/financial-account?action=move-money');
  const dialog = page.getByRole('dialog', { name: 'Move money from or to the company wallet' });
  const form = dialog.getByRole('region', { name: 'Move money' });
  await expect(form.getByRole('radio', { name: 'From this company' })).toBeChecked();
  await form.getByRole('combobox', { name: 'Other side' }).click();
  await page.getByRole('option', { name: 'Department' }).click();
  await pickOption(page, form, 'Choose', department.name);
  await form.getByRole('spinbutton', { name: 'Amount' }).fill(String(walletBefore + 1));
  await form.getByRole('button', { name: 'Review' }).click();
  await expect(form.getByText(/more than the available balance/)).toBeVisible();
  await form.getByRole('spinbutton', { name: 'Amount' }).fill('1234.56');
  await form.getByRole('button', { name: 'Review' }).click();
  // The review shows each side's balance before → after.
  await expect(dialog.getByText(aed(walletBefore - 1234.56))).toBeVisible();
  await expect(dialog.getByText(aed(departmentBefore + 1234.56))).toBeVisible();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('wallet-available')).toHaveText(aed(walletBefore - 1234.56));
  await expect(page.getByTestId('low-balance-banner')).toBeVisible();
  const first = ledger.getByRole('row').nth(1);
  await expect(first).toContainText(`Transfer to ${department.name}`);
  await expect(first).toContainText(`−${aed(1234.56)}`);
  await expect(first).toContainText(aed(walletBefore - 1234.56));
  expect(store.db.departments.find((row) => row.id === department.id)!.limit.balance).toBe(departmentBefore + 1234.56);

  // The ledger filters by type on the server.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Top-up' }).click();
  await page.keyboard.press('Escape');
  await expect(ledger.getByRole('row').filter({ hasText: 'Transfer to' })).toHaveCount(0);
  await expect(ledger.getByRole('row').filter({ hasText: 'Top-up' }).first()).toBeVisible();
});

test('the manager requests funds, cannot approve them, the firm admin approves and the department limit rises', async ({
  page,
  browser,
  appServer,
}) => {
  test.slow(); // two accounts sign in
  const department = acmeDepartment(appServer, 'limit');
  const before = department.limit.amount;

  await openAndSignIn(page, ACCOUNTS.manager, '/funds?action=create');
  const dialog = page.getByRole('dialog', { name: 'Request funds' });
  await pickOption(page, dialog, 'Target', department.name);
  // The form explains the effective limit: company → department, each level's mode and what is left.
  const chain = dialog.getByTestId('limit-chain');
  await expect(chain.getByRole('row', { name: /^Company:/ })).toBeVisible();
  await expect(chain.getByRole('row', { name: `Department: ${department.name}` })).toContainText('Limit');
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('2500');
  await expect(dialog.getByTestId('limit-chain-effective')).toContainText(department.name);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('E2E trade fair stand');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const ownRow = page.getByRole('row').filter({ hasText: 'E2E trade fair stand' });
  await expect(ownRow).toContainText('Pending');
  await expect(ownRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expect(ownRow).toContainText('Your request: another approver decides it.');
  await expect(ownRow.getByRole('button', { name: /^Withdraw/ })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  const admin = await browser.newPage();
  await openAndSignIn(admin, ACCOUNTS.firmAdmin, '/funds');
  const row = admin.getByRole('row').filter({ hasText: 'E2E trade fair stand' });
  await row.getByRole('button', { name: /^Approve/ }).click();
  const confirm = admin.getByRole('dialog', { name: `Approve the funding request for ${department.name}` });
  await expect(confirm).toContainText(`The limit of ${department.name} rises by AED 2,500.00.`);
  // Every figure it changes, before → after, from the department's stored limit.
  await expect(confirm).toContainText(`Limit of ${department.name}: ${aed(before)} → ${aed(before + 2500)}`);
  // A limit is a cap, not money: its balance does not change, and the dialog does not say it would.
  await expect(confirm).not.toContainText(`Balance of ${department.name}`);
  await expect(confirm).toContainText('Maya Haddad is notified of the decision.');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Approved by Farah Al Mansoori');

  // The new limit: the chain of the department now leaves 2,500 more, and the store agrees.
  await admin.goto('/funds?action=create');
  const next = admin.getByRole('dialog', { name: 'Request funds' });
  await pickOption(admin, next, 'Target', department.name);
  const updated = storeOf(appServer).db.departments.find((entry) => entry.id === department.id)!;
  expect(updated.limit.amount).toBe(before + 2500);
  await expect(next.getByTestId('limit-chain').getByRole('row', { name: `Department: ${department.name}` })).toContainText(
    aed(Math.max(0, updated.limit.balance)),
  );
  await admin.close();
});

test('a company whose card services are not completed sees the onboarding panel on both pages', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);
  for (const path of ['/financial-account', '/funds']) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: 'Card Services Setup Required' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('in Arabic both pages read right to left with Arabic texts and pass axe', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/financial-account');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('الرصيد المتاح')).toBeVisible();
  await expect(page.getByRole('region', { name: 'السجل' }).getByRole('columnheader', { name: 'الرصيد' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تحويل الأموال' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.goto('/funds');
  await expect(page.getByRole('heading', { name: 'طلبات التمويل' })).toBeVisible();
  await expect(page.getByText('قيد الانتظار').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'طلب أموال' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
