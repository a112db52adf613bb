import type { Page } from '@playwright/test';
import { test, expect, openAndSignIn, signInAsNewUser, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const choose = async (page: Page, combobox: ReturnType<Page['getByRole']>, option: string) => {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('accounting settings: a GL account with a field error then fixed, a default account, tax rates and the lock date', async ({
  page,
  appServer,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/accounting-settings');
  await expect(page.getByRole('heading', { name: 'Accounting settings', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Chart of accounts' })).toHaveAttribute('aria-selected', 'true');
  // A page of 20 of Acme's 29 accounts, by code.
  await expect(page.getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('row').nth(1)).toContainText('1000');
  await expect(row(page, 'Card clearing')).toContainText('Asset');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('button', { name: 'New GL account' }).click();
  const form = page.getByRole('dialog', { name: 'New GL account' });
  await form.getByRole('textbox', { name: 'GL code' }).fill('6100');
  await form.getByRole('textbox', { name: 'Name' }).fill('Staff welfare');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The code has already been taken.')).toBeVisible();
  await form.getByRole('textbox', { name: 'GL code' }).fill('6150');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Staff welfare created')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill('welfare');
  await expect(row(page, '6150')).toContainText('Expense');

  await page.getByRole('tab', { name: 'Tax rates' }).click();
  await expect(page).toHaveURL(/\/settings\/accounting-settings\/tax-rates$/);
  await expect(row(page, 'UAE VAT 5%')).toContainText('Standard rated');
  await expect(row(page, 'Zero-rated 0%')).toContainText('Zero-rated');
  await expect(row(page, 'Exempt')).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('tab', { name: 'Default accounts and sync' }).click();
  const defaults = section(page, 'Default accounts and sync');
  await expect(defaults.getByRole('combobox', { name: 'Card clearing account' })).toContainText('1300 · Card clearing');
  await choose(page, defaults.getByRole('combobox', { name: 'Reimbursements account' }), '6150 · Staff welfare');
  await defaults.getByRole('switch', { name: 'Sync bills when approved' }).check();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await defaults.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Default accounts and sync saved')).toBeVisible();
  const acmeSettings = () => appServer.mockApi.context.store.db.accountingSettings.find((row) => row.company_id === COMPANIES.acme.id)!;
  const welfare = appServer.mockApi.context.store.db.glAccounts.find((row) => row.company_id === COMPANIES.acme.id && row.code === '6150')!;
  expect(acmeSettings()).toMatchObject({ reimbursements_account_id: welfare.id, sync_bills_when_approved: true });
  await page.reload();
  await expect(section(page, 'Default accounts and sync').getByRole('combobox', { name: 'Reimbursements account' })).toContainText(
    '6150 · Staff welfare',
  );

  await page.getByRole('tab', { name: 'Lock date' }).click();
  const lock = section(page, 'Accounting lock date');
  await expect(lock).toContainText('Locked up to');
  await lock.getByRole('textbox', { name: 'Lock date' }).fill('01/01/2999');
  await lock.getByRole('button', { name: 'Save' }).click();
  await expect(lock.getByText('The lock date cannot be in the future.')).toBeVisible();
  expect(acmeSettings().lock_date).not.toBe('2999-01-01');
  await lock.getByRole('textbox', { name: 'Lock date' }).fill('31/01/2025');
  await lock.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Accounting lock date saved')).toBeVisible();
  await expect(lock).toContainText('Locked up to 31/01/2025: set by');
  expect(acmeSettings().lock_date).toBe('2025-01-31');
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('the manager in Gulf Retail (Viewer) reads the accounting settings but cannot set the lock date or change the chart', async ({
  page,
}) => {
  await page.goto(`/login?redirectTo=${encodeURIComponent('/settings/accounting-settings/lock-date')}`);
  await page.evaluate((id) => localStorage.setItem('default_company_id', id), COMPANIES.gulf.id);
  await signInAsNewUser(page, ACCOUNTS.manager);
  const lock = section(page, 'Accounting lock date');
  await expect(lock).toContainText('You can see this section but not change it.');
  await expect(lock.getByRole('textbox', { name: 'Lock date' })).toHaveAttribute('readonly', '');
  await expect(lock.getByRole('button', { name: 'Save' })).toHaveCount(0);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await page.getByRole('tab', { name: 'Default accounts and sync' }).click();
  await expect(section(page, 'Default accounts and sync').getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Chart of accounts' }).click();
  await expect(row(page, 'Card clearing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New GL account' })).toHaveCount(0);
});

test('categories: a child under a parent shows in the tree; a grandchild is not offered and a parent with children cannot become a child', async ({
  page,
  appServer,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/categories');
  await expect(page.getByRole('heading', { name: 'Categories', exact: true })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('button', { name: 'New category' }).click();
  const form = page.getByRole('dialog', { name: 'New category' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Visas');
  await form.getByRole('textbox', { name: 'Code' }).fill('TRV-VISA');
  await form.getByRole('combobox', { name: 'Parent category' }).click();
  // Only top-level categories can be parents: a child (Flights) is not offered, so no grandchild.
  await expect(page.getByRole('option', { name: 'Flights' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Travel', exact: true }).click();
  await choose(page, form.getByRole('combobox', { name: 'GL account' }), '6100 · Travel and accommodation');
  await choose(page, form.getByRole('combobox', { name: 'VAT treatment' }), 'Exempt');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Visas created')).toBeVisible();

  // Tree order: Travel, then its children by name (Car rental, Flights, Hotels, Visas).
  await page.getByRole('textbox', { name: 'Search' }).fill('travel');
  const names = page.getByRole('row').locator('td:first-child');
  await expect(names).toHaveText([/^Travel$/, /Car rental/, /Flights/, /Hotels/, /Visas/]);
  await expect(row(page, 'Visas')).toContainText('6100 · Travel and accommodation');
  const visas = appServer.mockApi.context.store.db.categories.find((category) => category.code === 'TRV-VISA')!;
  const travel = appServer.mockApi.context.store.db.categories.find((category) => category.id === visas.parent_id)!;
  expect(travel.name).toBe('Travel');

  await row(page, 'TRV').first().getByRole('button', { name: 'Edit Travel' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit category Travel' });
  await choose(page, edit.getByRole('combobox', { name: 'Parent category' }), 'Software');
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('This category has children, so it cannot become a child: move its children first.')).toBeVisible();
  expect(travel.parent_id).toBeNull();
});

test('classifications: create one with matching rules; the page reads right to left in Arabic', async ({ page, appServer }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/settings/classifications');
  await expect(page.getByRole('heading', { name: 'Classifications', exact: true })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Invoice');
  await expect(row(page, 'Other')).toContainText('No rules');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('button', { name: 'New classification' }).click();
  const form = page.getByRole('dialog', { name: 'New classification' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Payslip');
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('40');
  await form.getByRole('textbox', { name: 'Senders' }).fill('payroll@acme.ae\nnot a sender');
  await form.getByRole('textbox', { name: 'Subject keywords' }).fill('payslip\nsalary slip');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('"not a sender" is not an e-mail address or a domain.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Senders' }).fill('payroll@acme.ae');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payslip created')).toBeVisible();
  await expect(row(page, 'Payslip')).toContainText('Subject keywords: payslip, salary slip');
  const payslip = appServer.mockApi.context.store.db.classifications.find(
    (classification) => classification.company_id === COMPANIES.acme.id && classification.name === 'Payslip',
  );
  expect(payslip).toMatchObject({ priority: 40, senders: ['payroll@acme.ae'], subject_keywords: ['payslip', 'salary slip'] });

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'التصنيفات' })).toBeVisible();
  const priority = await page.getByRole('columnheader', { name: 'الأولوية' }).boundingBox();
  const name = await page.getByRole('columnheader', { name: 'الاسم' }).boundingBox();
  expect(priority!.x).toBeGreaterThan(name!.x);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
