import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { COMPANIES, openCompanySwitcher, switchCompanyTo } from './session-helpers';

// Issue 13 (accounting sync): approved expenses and bills with their §4 sync chips, what stops each,
// syncing a selection (one fails with its message), fixing the cause and retrying; payables without
// a connection and with a vendor missing in the accounting system; Arabic right to left.
const APPROVED = new Set(['approved', 'reported', 'manual_approved', 'reimbursed']);
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** An amount as the list shows it (2 decimals, thousands separated). */
const shown = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('expenses: sync a selection, see one Synced and one Failed with its message, map the category and retry', async ({
  page,
  appServer,
}) => {
  test.slow(); // a company switch and a walk to Integrations and back
  appServer.mockApi.context.options.accountingSyncStepMs = 1000;
  const { db } = appServer.mockApi.context.store;
  const desert = db.expenses.filter((row) => row.company_id === COMPANIES.desert.id && APPROVED.has(row.status));
  const flights = db.categories.find((row) => row.company_id === COMPANIES.desert.id && row.name === 'Flights')!;
  const blocked = desert.filter((row) => row.status !== 'reported' && (row.category_id === null || row.category_id === flights.id));
  const careem = desert.find((row) => row.merchant === 'Careem' && row.status === 'approved')!;
  const emirates = desert.find((row) => row.merchant === 'Emirates' && row.status === 'approved')!;

  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);
  await page.goto('/accounting');
  await expect(page).toHaveURL(/\/accounting\/expenses$/);
  await expect(page.getByRole('heading', { name: 'Accounting', exact: true })).toBeVisible();
  const organisation = db.integrations.find((row) => row.company_id === COMPANIES.desert.id)!.organisation_name;
  await expect(page.getByText(`Connected to QuickBooks Online (${organisation}).`)).toBeVisible();
  await expect(page.getByRole('tab', { name: `Expenses (${desert.length})` })).toHaveAttribute('aria-selected', 'true');
  // The counts come from the data; a chip filters the list to its records.
  await page.getByRole('button', { name: `Blocked: ${blocked.length}` }).click();
  await expect(page).toHaveURL(/blocked/);
  await expect(page.getByRole('row')).toHaveCount(blocked.length + 1);
  const emiratesRow = row(page, 'Emirates').filter({ hasText: shown(emirates.amount) });
  await expect(emiratesRow).toContainText('The category Flights has no GL account.');
  await expect(emiratesRow.getByRole('link', { name: 'Map Flights' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await page.getByRole('button', { name: `Blocked: ${blocked.length}` }).click();

  // A selection of a ready one and a blocked one: the question names the one that will fail.
  const careemRow = row(page, 'Careem').filter({ hasText: shown(careem.amount) });
  await careemRow.getByRole('checkbox').check();
  await emiratesRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sync selected' }).click();
  const question = page.getByRole('dialog', { name: 'Sync 2 expenses to QuickBooks Online' });
  await expect(question).toContainText('QuickBooks Online receives them as spend (card and out-of-pocket expenses)');
  await expect(question).toContainText('Each synced expense becomes Reported and can no longer be changed.');
  await expect(question).toContainText('1 of them has a problem the accounting system will refuse (Emirates');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await question.getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByText('Sync started for 2 records')).toBeVisible();

  // The page follows while they are in progress: one synced, one failed with its code and message.
  const reference = `QBO-EXP-${String(careem.id).padStart(6, '0')}`;
  await expect(careemRow).toContainText('Synced', { timeout: 15_000 });
  await expect(careemRow).toContainText(reference);
  await expect(emiratesRow).toContainText('Failed', { timeout: 15_000 });
  await expect(emiratesRow).toContainText('CATEGORY_NOT_MAPPED: The category Flights has no GL account');
  expect(careem.status).toBe('reported');

  // Fix the mapping where the link leads, come back and retry.
  await emiratesRow.getByRole('link', { name: 'Map Flights' }).click();
  await expect(page).toHaveURL(/\/integration$/);
  await page.getByRole('combobox', { name: 'GL account for Travel › Flights' }).click();
  await page.getByRole('option', { name: '6110 · Airfare' }).click();
  await page.getByRole('button', { name: 'Save the GL account of Travel › Flights' }).click();
  await expect(page.getByText('Travel › Flights coded to 6110 Airfare')).toBeVisible();
  await page.goBack();
  await expect(emiratesRow).not.toContainText('The category Flights has no GL account.');
  await emiratesRow.getByRole('button', { name: /^Retry the sync of Emirates/ }).click();
  await page.getByRole('dialog', { name: 'Sync 1 expense to QuickBooks Online' }).getByRole('button', { name: 'Sync' }).click();
  await expect(emiratesRow).toContainText('Synced', { timeout: 15_000 });
  await expect(emiratesRow).toContainText(`QBO-EXP-${String(emirates.id).padStart(6, '0')}`);
  expect(emirates.accounting_sync?.attempts).toBe(2);
});

test('payables: without a connection nothing can sync; a vendor missing in the system is added there, then its bill syncs; Arabic right to left', async ({
  page,
  appServer,
}) => {
  test.slow();
  appServer.mockApi.context.options.accountingSyncStepMs = 1000;
  const { db } = appServer.mockApi.context.store;
  const acmeBills = db.bills.filter(
    (bill) => bill.company_id === COMPANIES.acme.id && bill.approval_status === 'approved' && !bill.is_void,
  );

  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/accounting/payables');
  await expect(page.getByRole('tab', { name: `Payables (${acmeBills.length})` })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No accounting system is connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Integrations' })).toHaveAttribute('href', '/integration');
  await expect(page.getByText('Books locked up to 30/09/2026.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync everything ready (0)' })).toBeDisabled();
  await expect(page.getByRole('row').nth(1)).toContainText('No accounting system is connected.');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await openCompanySwitcher(page);
  await switchCompanyTo(page, COMPANIES.desert.name);
  await page.goto('/accounting/payables');
  const bill = db.bills.find((row) => row.company_id === COMPANIES.desert.id && row.invoice_number === 'INV-1002')!;
  const vendor = db.counterparts.find((row) => row.id === bill.vendor_id)!;
  const billRow = row(page, 'INV-1002');
  await expect(billRow).toContainText(`The vendor ${vendor.name} is not in the accounting system.`);
  await billRow.getByRole('button', { name: `Add ${vendor.name} to QuickBooks Online` }).click();
  await expect(page.getByText(`${vendor.name} added to QuickBooks Online`)).toBeVisible();
  await expect(billRow).not.toContainText('is not in the accounting system');
  await billRow.getByRole('button', { name: /^Sync / }).click();
  const question = page.getByRole('dialog', { name: 'Sync 1 bill to QuickBooks Online' });
  await expect(question).toContainText('QuickBooks Online receives them as supplier bills');
  await question.getByRole('button', { name: 'Sync' }).click();
  await expect(billRow).toContainText('Synced', { timeout: 15_000 });
  await expect(billRow).toContainText(`QBO-BILL-${String(bill.id).padStart(6, '0')}`);

  // The global search's quick action: /accounting?action=sync asks to sync everything ready.
  await page.goto('/accounting?action=sync');
  const syncAll = page.getByRole('dialog', { name: /^Sync \d+ expenses to QuickBooks Online$/ });
  await expect(syncAll).toContainText('Each synced expense becomes Reported and can no longer be changed.');
  await syncAll.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).not.toHaveURL(/action=sync/);
  await page.goto('/accounting/payables');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المحاسبة', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^المستحقات/ })).toHaveAttribute('aria-selected', 'true');
  await expect(billRow).toContainText('تمت المزامنة');
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
