import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { expensesTotalInBase } from '../../server/mock-api/store/expenseInBase.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { automationMatches } from '../../src/domain/expenseAutomations.ts';
import { expenseLock } from '../../src/domain/expenseReview.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, signInAsNewUser, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';
import { COMPANIES } from './session-helpers';

// Issue 35 item 9 (spec §2's create-automation): coding rules, made from the Expenses route's quick action.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const db = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;
const category = (appServer: unknown, code: string) =>
  db(appServer).categories.find((row) => row.company_id === ACME && row.code === code)!;

/** Acme's uncoded expenses a rule on `text` codes (open period, not closed), as the test counts them from the seed. */
function uncoded(appServer: unknown, text: string): StoredExpense[] {
  const lockDate = db(appServer).accountingSettings.find((row) => row.company_id === ACME)?.lock_date;
  return db(appServer).expenses.filter(
    (row) =>
      row.company_id === ACME &&
      row.category_id === null &&
      expenseLock(row.status, row.spent_at, lockDate) === null &&
      automationMatches({ merchant_contains: text, mcc_category: null, max_amount: null, currency: null }, row),
  );
}

/** The Expenses list filtered to one accounting category and a search, from `from` on. */
const expensesCodedTo = (categoryId: number, search: string, from: string) =>
  `/expenses?filter=${encodeURIComponent(JSON.stringify({ q: search, category_id: [categoryId], spent_from: from }))}`;

const rowOf = (page: Page, expense: StoredExpense) =>
  page
    .getByRole('row')
    .filter({ hasText: expense.merchant })
    .filter({ hasText: formatMoney(expense.amount, expense.currency) });

test('a rule made from the Expenses quick action in Ctrl+K codes the existing uncoded expenses it previews, and a new card transaction arrives coded', async ({
  page,
  appServer,
  request,
}) => {
  const targets = uncoded(appServer, 'aws');
  expect(targets.length).toBeGreaterThan(0);
  const software = category(appServer, 'SW');
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('searchbox', { name: 'Search' }).fill('expenses');
  await page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: 'Expenses: Create automation' }).click();

  await expect(page).toHaveURL(/\/settings\/expense-automations$/);
  const form = page.getByRole('dialog', { name: 'New coding rule' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Cloud hosting');
  await form.getByRole('textbox', { name: 'Merchant contains' }).fill('aws');
  await form.getByRole('combobox', { name: 'Code to category' }).fill('Software');
  await page.getByRole('option', { name: /Software$/ }).click();
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cloud hosting created')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Cloud hosting' });
  await expect(row).toContainText('Merchant contains “aws”');
  await expect(row).toContainText('Software');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await row.getByRole('button', { name: 'Apply Cloud hosting to existing uncoded expenses' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply Cloud hosting to existing expenses' });
  const total = formatMoney(expensesTotalInBase(targets).amount, 'AED');
  const count = targets.length === 1 ? '1 uncoded expense' : `${targets.length} uncoded expenses`;
  await expect(apply).toContainText(`Code ${count}, ${total} in all?`);
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await apply.getByRole('button', { name: 'Code expenses' }).click();
  await expect(page.getByText(`${targets.length === 1 ? '1 expense' : `${targets.length} expenses`} coded (${total}).`)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  const oldest = targets.map((expense) => expense.spent_at.slice(0, 10)).sort()[0];
  await page.goto(expensesCodedTo(software.id, 'AWS', oldest));
  for (const expense of targets) await expect(rowOf(page, expense)).toBeVisible();
  await rowOf(page, targets[0]).getByRole('link').click();
  await expect(page.getByRole('dialog', { name: 'Expense' })).toContainText('Coded by rule “Cloud hosting”');

  const card = db(appServer).cards.find((row) => row.company_id === ACME && row.status === 'active')!;
  const arrived = await request.post(`/__mock/cards/${card.id}/transactions`, { data: { merchant: 'AWS EMEA SARL', amount: 321.5 } });
  expect(arrived.status()).toBe(201);
  const { data } = (await arrived.json()) as { data: StoredExpense };
  expect(data.category_id).toBe(software.id);
  await page.goto(expensesCodedTo(software.id, 'AWS EMEA', data.spent_at.slice(0, 10)));
  await rowOf(page, data).getByRole('link').click();
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await expect(drawer).toContainText('Coded by rule “Cloud hosting”');
  await expect(drawer).toContainText('category: none → Software');
});

test('in Arabic: the quick action opens the Arabic form, the API’s refusal shows on its field, and a seeded rule previews and applies', async ({
  page,
  appServer,
}) => {
  const targets = uncoded(appServer, 'aramex');
  expect(targets).toHaveLength(1);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/expenses');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/expenses?action=create-automation');
  await expect(page).toHaveURL(/\/settings\/expense-automations$/);
  const form = page.getByRole('dialog', { name: 'قاعدة ترميز جديدة' });
  await form.getByRole('textbox', { name: 'الاسم' }).fill('couriers');
  await form.getByRole('textbox', { name: 'اسم التاجر يحتوي على' }).fill('dhl');
  await form.getByRole('combobox', { name: 'الترميز إلى الفئة' }).fill('Software');
  await page.getByRole('option', { name: /Software$/ }).click();
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form.getByText('الاسم مستخدم بالفعل.')).toBeVisible();
  await form.getByRole('textbox', { name: 'الاسم' }).fill('DHL');
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form).toBeHidden();

  await expect(page.getByRole('heading', { name: 'قواعد الترميز' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Couriers' });
  await expect(row).toContainText('اسم التاجر يحتوي على «aramex»');
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await row.getByRole('button', { name: 'تطبيق Couriers على المصروفات الحالية غير المرمّزة' }).click();
  const apply = page.getByRole('dialog', { name: 'تطبيق Couriers على المصروفات الحالية' });
  await expect(apply).toContainText(`ترميز مصروف واحد غير مرمّز بمبلغ ${formatMoney(expensesTotalInBase(targets).amount, 'AED', 'ar')}؟`);
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await apply.getByRole('button', { name: 'ترميز المصروفات' }).click();
  await expect(page.getByText(/رُمّز مصروف واحد/)).toBeVisible();
  expect(targets[0].category_id).toBe(category(appServer, 'PRO').id);
});

/** Signs the seeded manager in with `companyId` as the stored default company, so it lands there. */
async function signInManagerTo(page: Page, companyId: string) {
  await page.goto('/login');
  await page.evaluate((id) => localStorage.setItem('default_company_id', id), companyId);
  await signInAsNewUser(page, ACCOUNTS.manager);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

test('the manager reads the rules as a Viewer (Gulf Retail) without New, Apply or the Ctrl+K chip', async ({ page }) => {
  await signInManagerTo(page, COMPANIES.gulf.id);
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('searchbox', { name: 'Search' }).fill('expenses');
  const pages = page.getByRole('list', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Expenses', exact: true })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Expenses: Create automation' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/settings/expense-automations');
  await expect(page.getByRole('row').filter({ hasText: 'Couriers' })).toContainText('Professional fees');
  await expect(page.getByRole('button', { name: 'New coding rule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Apply .* to existing uncoded expenses$/ })).toHaveCount(0);
});

test('the manager without read expense automations (Desert Logistics: Card Operator) meets Access Restricted', async ({ page }) => {
  await signInManagerTo(page, COMPANIES.desert.id);
  await page.goto('/settings/expense-automations');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
});
