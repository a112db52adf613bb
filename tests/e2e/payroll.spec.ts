import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { ibanFor } from '../../src/domain/uaeIdentifiers.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';
import { COMPANIES } from './session-helpers';

/** Issue 17: UAE payroll — employees, a salary run from draft to paid with its WPS salary file, approvals, reports. */

const dbOf = (appServer: RunningServer) => appServer.mockApi.context.store.db;
const thisMonth = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 7);
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An active person of Acme without a payroll record (the seed leaves two off). */
function personWithoutRecord(appServer: RunningServer) {
  const db = dbOf(appServer);
  const taken = new Set(db.payrollEmployees.filter((row) => row.company_id === COMPANIES.acme.id).map((row) => row.member_id));
  return db.members.find((row) => row.company_id === COMPANIES.acme.id && row.status === 'active' && !taken.has(row.id))!;
}

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** Confirms the step's dialog (its title names the step and the month) and waits for the notice. */
async function takeStep(page: Page, button: string, title: string, status: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(new RegExp(`^Salary run of .+: ${status}$`))).toBeVisible();
}

test('an employee with a bad IBAN is told the fix; a run is prepared, approved by another person, its SIF downloaded and checked, paid from the wallet and shown in the ledger', async ({
  page,
  browser,
  appServer,
}) => {
  const person = personWithoutRecord(appServer);
  const name = `${person.first_name} ${person.last_name}`;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/payroll/employee-management');
  await expect(page.getByRole('heading', { name: 'Employee Management' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an employee to the payroll' });
  expect(await axeViolations(page, '[role=dialog]')).toEqual([]);
  await dialog.getByRole('combobox', { name: 'Person' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'MoHRE person ID' }).fill('12345678901234');
  await dialog.getByRole('textbox', { name: 'Bank routing code' }).fill('803320101');
  const good = ibanFor('AE', '0330000000123456789');
  const bad = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill(bad);
  await dialog.getByRole('spinbutton', { name: 'Basic salary' }).fill('10000');
  await dialog.getByRole('spinbutton', { name: 'Housing allowance' }).fill('2500');
  await dialog.getByRole('textbox', { name: 'Contract start' }).fill('01/01/2020');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('The check digits do not match the account (mod-97): a digit is mistyped; copy the IBAN again from the bank letter.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill(good);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} added to the payroll`)).toBeVisible();
  expect(dbOf(appServer).payrollEmployees.some((row) => row.member_id === person.id && row.iban === good)).toBe(true);

  // Prepare this month's run (the quick action's ?action=create) and send it for approval.
  const month = thisMonth();
  await page.goto('/payroll/salary-processing?action=create');
  const prepare = page.getByRole('dialog', { name: 'Prepare a salary run' });
  await expect(prepare.getByRole('combobox', { name: 'Month' })).toContainText(monthName(month));
  await prepare.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Salary run of ${monthName(month)}` })).toBeVisible();
  const run = dbOf(appServer).salaryRuns.find((row) => row.company_id === COMPANIES.acme.id && row.month === month)!;
  expect(run.lines.some((line) => line.name === name)).toBe(true);
  await expect(page.getByText('The bank would accept every line of this file.')).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await takeStep(page, 'Send for approval', `Send the salary run of ${monthName(month)} for approval`, 'In Review');
  // The preparer is not offered the approval, and is told why.
  await expect(page.getByText('You prepared this run: another person with the approve payroll permission approves it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  const approver = await (await browser.newContext()).newPage();
  await openAndSignIn(approver, ACCOUNTS.manager, '/payroll/approvals');
  await expect(approver.getByRole('heading', { name: 'Payroll Approvals' })).toBeVisible();
  const row = approver.getByRole('row').filter({ hasText: monthName(month) });
  await expect(row).toContainText('Farah Al Mansoori');
  expect(await axeViolations(approver, '#main-content')).toEqual([]);
  await takeStep(approver, 'Approve', `Approve the salary run of ${monthName(month)}`, 'Approved');
  await approver.context().close();

  await page.reload();
  await expect(page.getByText('Approved').first()).toBeVisible();
  await takeStep(page, 'Make the salary file', `Make the salary file of ${monthName(month)}`, 'File Generated');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download salary file (SIF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^1000234567890\d{12}\.SIF$/);
  const lines = (await readFile((await download.path())!, 'ascii')).split('\r\n').filter(Boolean);
  const stored = dbOf(appServer).salaryRuns.find((row) => row.id === run.id)!;
  expect(lines).toHaveLength(stored.lines.length + 1);
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^EDR,12345678901234,803320101,${good},${month}-01,${month}-\\d{2},\\d{2},12500\\.00,0\\.00,0$`)),
  );
  const scr = lines.at(-1)!.split(',');
  expect(scr.slice(0, 3)).toEqual(['SCR', '1000234567890', '803320101']);
  expect(scr.slice(5)).toEqual([
    `${month.slice(5)}${month.slice(0, 4)}`,
    String(stored.lines.length),
    stored.totals.net_pay.toFixed(2),
    'AED',
  ]);

  await takeStep(page, 'Submit to the bank', `Submit the salary file of ${monthName(month)} to the bank`, 'Submitted');
  await expect(page.getByText('Accepted by Bank').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay salaries' }).click();
  const pay = page.getByRole('dialog', { name: `Pay the salaries of ${monthName(month)}` });
  // The wallet before and after, from the stored company balance.
  const wallet = dbOf(appServer).companies.find((row) => row.id === COMPANIES.acme.id)!.limit.balance;
  const after = Math.round((wallet - stored.totals.net_pay) * 100) / 100;
  await expect(pay).toContainText(
    `${formatMoney(stored.totals.net_pay, 'AED')} leaves the company wallet: ${formatMoney(wallet, 'AED')} → ${formatMoney(after, 'AED')}.`,
  );
  await pay.getByRole('button', { name: 'Pay salaries' }).click();
  await expect(page.getByText(/^Salary run of .+: Paid$/)).toBeVisible();
  await page.goto('/financial-account');
  await expect(
    page.getByRole('row').filter({ hasText: `Salaries of ${month} paid to ${stored.lines.length} employees (WPS)` }),
  ).toContainText('Salary payment');
});

test('every payroll page passes axe in English and reads right to left in Arabic', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/payroll');
  const pages: [string, string, string][] = [
    ['/payroll', 'Payroll', 'Next run'],
    ['/payroll/salary-processing', 'Salary Processing', 'Net pay'],
    ['/payroll/bank-account', 'Payroll Bank Account', 'Employer bank account'],
    ['/payroll/approvals', 'Payroll Approvals', 'Nothing to approve'],
    ['/payroll/reports', 'Payroll Reports', 'Gratuity and leave liability'],
  ];
  for (const [path, heading, text] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    expect(await axeViolations(page, '#main-content'), path).toEqual([]);
  }
  // The bank account refuses a 12-digit employer ID with the fix.
  await page.goto('/payroll/bank-account');
  await page.getByRole('textbox', { name: 'Employer (establishment) ID' }).fill('123456789012');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The employer ID is the 13-digit MoHRE establishment number: copy it from the establishment card.'),
  ).toBeVisible();

  // Reports export as XLSX (the writer loads in its own chunk, within the Content-Security-Policy) and CSV.
  await page.goto('/payroll/reports');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX: Gratuity and leave liability' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^payroll-liabilities-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV: Payroll register' }).click(),
  ]);
  const register = (await readFile((await csv.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(register[0]).toContain('Employee,Person ID,IBAN');
  expect(register.length).toBeGreaterThan(1);

  await page.goto('/payroll/reports');
  await toArabic(page);
  await expect(page.getByRole('heading', { name: 'التزامات مكافأة نهاية الخدمة والإجازات' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await page.goto('/payroll/salary-processing');
  await expect(page.getByRole('columnheader', { name: 'صافي الأجر' })).toBeVisible();
  const month = await page.getByRole('columnheader', { name: 'الشهر' }).boundingBox();
  const net = await page.getByRole('columnheader', { name: 'صافي الأجر' }).boundingBox();
  expect(month!.x).toBeGreaterThan(net!.x);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await page.goto('/payroll/employee-management');
  await expect(page.getByRole('button', { name: 'إضافة موظف' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});
