import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { addDays } from '../../src/domain/analytics.ts';
import { explanationText } from '../../src/domain/complianceExplain.ts';
import { ar } from '../../src/i18n/ar';
import { en } from '../../src/i18n/en';
import { lookup } from '../support/messageLookup';
import { countsAsSpent } from '../../src/domain/spend.ts';
import { expenseDay } from '../../server/mock-api/store/expenseIndex.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES, SWITCH_CONFIRM_TEXT } from './session-helpers';

/** Issue 16: spend analytics drilling down to the expense list, and the standard reports exported and saved. */

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

const TODAY = dubaiToday();
const FROM = addDays(TODAY, -89);

test('analytics: spend by category drills down to exactly its expenses; the filter bar narrows the figures and the URL; a merchant drills down to exactly that merchant; a company row switches company; Arabic reads right to left', async ({
  page,
  appServer,
}) => {
  const db = appServer.mockApi.context.store.db;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/analytics_and_reports?group_by=category&view=table&from=${FROM}&to=${TODAY}`);
  const figure = page.getByRole('figure', { name: 'Spend By category' });
  await expect(figure).toBeVisible();
  await expect(figure.locator('figcaption')).toContainText('Spent in AED');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // The first category with a link: its expenses in the expense list are the same ones (every currency of them).
  // (A group of expenses without a category may come first: take the first named category.)
  const links = figure.getByRole('table').getByRole('link');
  await expect(links.first()).toBeVisible();
  const names = (await links.allTextContents()).map((text) => text.trim());
  const acmeCategories = db.categories.filter((row) => row.company_id === COMPANIES.acme.id);
  const name = names.find((each) => acmeCategories.some((row) => row.name === each))!;
  const category = acmeCategories.find((row) => row.name === name)!;
  const link = links.nth(names.indexOf(name));
  const expected = db.expenses.filter(
    (row) =>
      row.company_id === COMPANIES.acme.id &&
      row.category_id === category.id &&
      countsAsSpent(row.status) &&
      expenseDay(row) >= FROM &&
      expenseDay(row) <= TODAY,
  ).length;
  expect(expected).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(/\/expenses\?filter=/);
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter')!);
  expect(filter).toMatchObject({ category_id: [category.id], spent_from: FROM, spent_until: TODAY });
  await expect(page.getByText(new RegExp(`of ${expected}$`))).toBeVisible();

  // The filter bar (the expense list's inputs): a department narrows the figures and goes into the URL.
  await page.goto(`/analytics_and_reports?group_by=merchant&view=table&from=${FROM}&to=${TODAY}`);
  const byMerchant = page.getByRole('figure', { name: 'Spend By merchant' });
  const totals = byMerchant.getByTestId('analytics-totals');
  const spentInPeriod = db.expenses.filter(
    (row) => row.company_id === COMPANIES.acme.id && countsAsSpent(row.status) && expenseDay(row) >= FROM && expenseDay(row) <= TODAY,
  );
  const aedCount = (rows: typeof spentInPeriod) => rows.filter((row) => row.currency === 'AED').length;
  await expect(totals).toContainText(`(${aedCount(spentInPeriod)} expenses)`);
  const department = db.departments
    .filter((row) => row.company_id === COMPANIES.acme.id)
    .map((row) => ({ row, count: aedCount(spentInPeriod.filter((expense) => expense.department_id === row.id)) }))
    .filter(({ count }) => count > 1 && count < aedCount(spentInPeriod))
    .sort((a, b) => b.count - a.count)[0].row;
  const ofDepartment = spentInPeriod.filter((row) => row.department_id === department.id);
  await page.getByRole('combobox', { name: 'Departments' }).click();
  await page.getByRole('option', { name: department.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(totals).toContainText(`(${aedCount(ofDepartment)} expenses)`);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ department_id: [department.id] });
  expect(new URL(page.url()).searchParams.get('group_by')).toBe('merchant');

  // A merchant's row: exactly that merchant's expenses (its exact name, not the search), with the department still on.
  const merchantLink = byMerchant.getByRole('table').getByRole('link').first();
  const merchant = (await merchantLink.textContent())!.trim();
  const ofMerchant = ofDepartment.filter((row) => row.merchant === merchant).length;
  expect(ofMerchant).toBeGreaterThan(0);
  await merchantLink.click();
  await expect(page).toHaveURL(/\/expenses\?filter=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toMatchObject({ merchant, department_id: [department.id] });
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).not.toHaveProperty('q');
  await expect(page.getByText(new RegExp(`of ${ofMerchant}$`))).toBeVisible();
  // The list shows why it is narrowed, and the filter can be removed: the whole department again.
  await expect(page.getByRole('textbox', { name: 'Merchant' })).toHaveValue(merchant);
  await page.locator('[data-source="merchant"]').getByRole('button', { name: 'Remove this filter' }).click();
  await expect(page.getByRole('textbox', { name: 'Merchant' })).toHaveCount(0);
  await expect(page.getByText(new RegExp(`of ${ofDepartment.length}$`))).toBeVisible();
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).not.toHaveProperty('merchant');

  // A company's row switches to that company (confirmed, as the company switcher does) and opens its expenses.
  await page.goto(`/analytics_and_reports?group_by=company&view=table&from=${FROM}&to=${TODAY}`);
  const byCompany = page.getByRole('figure', { name: 'Spend By company' });
  const switchLink = byCompany.getByRole('button', { name: /^Switch to .+ and open its expenses$/ }).first();
  const companyName = (await switchLink.textContent())!.trim();
  const other = db.companies.find((row) => row.name === companyName)!;
  expect(other.id).not.toBe(COMPANIES.acme.id);
  const ofOther = db.expenses.filter(
    (row) => row.company_id === other.id && countsAsSpent(row.status) && expenseDay(row) >= FROM && expenseDay(row) <= TODAY,
  ).length;
  await switchLink.click();
  await page.getByRole('dialog').filter({ hasText: SWITCH_CONFIRM_TEXT }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/expenses\?filter=/);
  await expect(page.getByRole('button', { name: /^Switch company/ })).toContainText(companyName);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toMatchObject({ spent_from: FROM, spent_until: TODAY });
  await expect(page.getByText(new RegExp(`of ${ofOther}$`))).toBeVisible();

  // Back on the chart: over time by week, the chart drawn (its table still there for screen readers).
  await page.goto(`/analytics_and_reports?group_by=time&interval=week&compare=previous&from=${FROM}&to=${TODAY}`);
  const overTime = page.getByRole('figure', { name: 'Spend Over time' });
  await expect(overTime.locator('svg').first()).toBeVisible();
  await expect(overTime.getByText(/^Compared period \d/)).toBeVisible();
  await overTime.getByRole('button', { name: 'Table' }).click();
  await expect(overTime.getByRole('columnheader', { name: 'Change' })).toBeVisible();
  await expect(overTime.getByRole('table').getByRole('link').first()).toHaveText(/^Week of /);

  await toArabic(page);
  await expect(page.getByRole('figure', { name: 'الإنفاق عبر الزمن' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('reports: the VAT report previews, exports as XLSX that reads back with the same rows, and is saved with a monthly e-mail; Arabic and axe', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/reports');
  await page
    .getByRole('navigation', { name: 'Standard reports' })
    .getByRole('button', { name: /^VAT report/ })
    .click();
  const report = page.getByRole('region', { name: 'VAT report' });
  const status = report.getByText(/^Preview: \d+ of \d+ rows$/);
  await expect(status).toBeVisible();
  const total = Number(/of (\d+) rows/.exec((await status.textContent())!)![1]);
  expect(total).toBeGreaterThan(0);
  await expect(report.getByRole('cell', { name: 'Recoverable', exact: true }).first()).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // Without the Documents column, exported as XLSX and read back with a spreadsheet reader.
  await report.getByRole('checkbox', { name: 'Documents' }).uncheck();
  const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'Export XLSX' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^vat-all-today\.xlsx$/);
  const sheet = await readSheet((await download.path())!);
  expect(sheet[0]).toEqual(['Supplier TRN', 'Supplier', 'VAT', 'Currency', 'Recoverable']);
  expect(sheet).toHaveLength(total + 1);
  expect(typeof sheet[1][2]).toBe('number');
  expect(sheet.slice(1).map((row) => row[4])).toContain('Recoverable');
  await expect(page.getByText('VAT report exported')).toBeVisible();

  // Saved with its columns and a monthly e-mail; it is listed under My saved reports.
  await report.getByRole('textbox', { name: 'Report name' }).fill('VAT for the auditors');
  await report.getByRole('switch', { name: 'E-mail it to me monthly' }).check();
  await report.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText('Report VAT for the auditors saved')).toBeVisible();
  const monthly = page.getByRole('switch', { name: 'E-mail VAT for the auditors to me monthly' });
  await expect(monthly).toBeChecked();

  // A card statement needs its card first.
  await page
    .getByRole('navigation', { name: 'Standard reports' })
    .getByRole('button', { name: /^Card statement/ })
    .click();
  await expect(page.getByText('Choose Card to see this report.')).toBeVisible();

  await toArabic(page);
  await expect(page.getByRole('heading', { name: 'كشف البطاقة' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // Clean up: the saved report is deleted after its confirmation.
  await page.getByRole('button', { name: 'حذف VAT for the auditors' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف التقرير' }).click();
  await expect(page.getByRole('button', { name: 'حذف VAT for the auditors' })).toHaveCount(0);
});

test("reports: Smart Comply's flags read in the reader's language — rule, severity and status from the app's texts, why they fired from the API in the language asked for, again after switching to Arabic", async ({
  page,
  appServer,
}) => {
  const db = appServer.mockApi.context.store.db;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/reports');
  await page
    .getByRole('navigation', { name: 'Standard reports' })
    .getByRole('button', { name: /^Compliance flags/ })
    .click();
  const table = page.getByRole('table', { name: 'Compliance flags' });
  const firstRow = table.getByRole('row').nth(1);
  const cells = firstRow.getByRole('cell');
  await expect(cells.first()).toBeVisible();
  // Columns: date, rule, severity, status, why, amount, risk.
  const why = (await cells.nth(4).textContent())!;
  const flag = db.complianceFlags.find((candidate) => explanationText(candidate.explanation, 'en') === why);
  expect(flag, `a stored flag explained as ${why}`).toBeDefined();
  await expect(cells.nth(1)).toHaveText(lookup(en, `spendboard.compliance.kinds.${flag!.rule_kind}`)!);
  await expect(cells.nth(2)).toHaveText(lookup(en, `spendboard.compliance.severity.${flag!.severity}`)!);
  await expect(cells.nth(3)).toHaveText(lookup(en, `spendboard.status.compliance_flag.${flag!.status}`)!);

  await toArabic(page);
  const arabicTable = page.getByRole('table', { name: 'تنبيهات الامتثال' });
  const arabicCells = arabicTable.getByRole('row').nth(1).getByRole('cell');
  await expect(arabicCells.nth(4)).toHaveText(explanationText(flag!.explanation, 'ar'));
  await expect(arabicCells.nth(1)).toHaveText(lookup(ar, `spendboard.compliance.kinds.${flag!.rule_kind}`)!);
  await expect(arabicCells.nth(2)).toHaveText(lookup(ar, `spendboard.compliance.severity.${flag!.severity}`)!);
  await expect(arabicCells.nth(3)).toHaveText(lookup(ar, `spendboard.status.compliance_flag.${flag!.status}`)!);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
