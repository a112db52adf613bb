import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readSheet } from 'read-excel-file/node';
import { dubaiToday } from '../../src/domain/accountingLock.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { parseCsv } from '../../src/domain/csv.ts';
import { formatDate } from '../../src/domain/dates.ts';
import { quarterOf } from '../../src/domain/vatReturn.ts';
import type { components } from '../../src/api/schema';
import { apiHeaders } from '../support/apiSignIn';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/** Issue 35 item 2: the UAE VAT return by tax period, its boxes drilling down to their records, exported like the form. */
type VatReturn = components['schemas']['VatReturn'];
type VatRecord = components['schemas']['VatReturnRecord'];
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const QUARTER = quarterOf(dubaiToday());
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const aed = (amount: number) => formatMoney(amount, 'AED', 'en');

async function vatReturnThroughApi(page: Page, baseURL: string): Promise<VatReturn> {
  const headers = await apiHeaders(baseURL, ACCOUNTS.firmAdmin, ACME);
  const answer = await page.request.get(`${baseURL}/api/admin/vat-return?period=${QUARTER}`, { headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

/** Every record of a line of the return (the drill-down endpoint, one large page). */
async function lineRecordsThroughApi(page: Page, baseURL: string, line: VatRecord['line']): Promise<VatRecord[]> {
  const headers = await apiHeaders(baseURL, ACCOUNTS.firmAdmin, ACME);
  const answer = await page.request.get(`${baseURL}/api/admin/vat-return/records?period=${QUARTER}&line=${line}&per_page=10000`, {
    headers,
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

const box9Row = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Standard rated expenses' }) });

test('the VAT return of the current quarter: Box 9 equals the total of its records, follows a change made through the API, and exports as CSV and XLSX laid out like the return', async ({
  page,
  baseURL,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/reports/vat-return');
  await expect(page.getByRole('heading', { name: 'VAT Return' })).toBeVisible();
  const [year, quarter] = QUARTER.split('-Q');
  await expect(page.getByRole('combobox', { name: 'Tax period' })).toHaveText(`Q${quarter} ${year}`);
  const before = await vatReturnThroughApi(page, baseURL!);
  const box9 = before.lines[0];
  expect(box9.records).toBeGreaterThan(0);
  const row = box9Row(page);
  await expect(row.getByRole('cell').first()).toHaveText('9');
  await expect(row.getByRole('cell').nth(1)).toHaveText(aed(box9.amount));
  await expect(row.getByRole('cell').nth(2)).toHaveText(aed(box9.vat_amount));
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Supplies subject to the reverse charge provisions' }) })
      .getByRole('cell')
      .first(),
  ).toHaveText('10');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // The drill-down lists Box 9's records; their AED amounts add up to the box.
  await row.getByRole('cell').nth(1).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: `Standard rated expenses: ${box9.records} records` });
  await expect(dialog).toBeVisible();
  const recordRows = dialog.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(recordRows).toHaveCount(box9.records);
  // Each record is named as a person knows it, by its merchant or vendor and its day (not "Expense 24").
  const listed = await lineRecordsThroughApi(page, baseURL!, 'box_9_standard_rated');
  expect(await recordRows.getByRole('link').allTextContents()).toEqual(
    listed.map((record) => `${record.supplier} · ${formatDate(record.day, 'date', 'en')}`),
  );
  const amounts = await recordRows.evaluateAll((rows) => rows.map((tr) => tr.querySelectorAll('td')[5]?.textContent ?? ''));
  expect(amounts.reduce((sum, text) => sum + cents(text), 0)).toBe(Math.round(box9.amount * 100));
  await expect(dialog.getByTestId('vat-records-total-amount')).toHaveText(aed(box9.amount));
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // An expense of Box 9 loses its category through the API: it leaves the box (not coded) and the page follows.
  const headers = await apiHeaders(baseURL!, ACCOUNTS.firmAdmin, ACME);
  let moved: VatRecord | undefined;
  const box9Records = await lineRecordsThroughApi(page, baseURL!, 'box_9_standard_rated');
  for (const record of box9Records.filter((item) => item.record_type === 'expense')) {
    const answer = await page.request.patch(`${baseURL}/api/admin/expenses/${record.id}`, { headers, data: { category_id: null } });
    if (answer.ok()) {
      moved = record;
      break;
    }
  }
  expect(moved, 'an expense of Box 9 that can be recoded').toBeDefined();
  const expected = (Math.round(box9.amount * 100) - Math.round(moved!.amount_aed * 100)) / 100;
  await page.reload();
  await expect(box9Row(page).getByRole('cell').nth(1)).toHaveText(aed(expected));
  const after = await vatReturnThroughApi(page, baseURL!);
  const excludedAfter = await lineRecordsThroughApi(page, baseURL!, 'excluded');
  expect(excludedAfter.find((item) => item.id === moved!.id && item.record_type === 'expense')).toMatchObject({
    line: 'excluded',
    reason: 'not_coded',
  });

  // CSV and XLSX: box, description, amount, VAT, one row per line of the return, then the total.
  const expectedRows = [
    ...after.lines.map((line) => [
      line.box === null ? '' : String(line.box),
      expect.any(String),
      String(line.amount),
      String(line.vat_amount),
    ]),
    ['', 'Total purchases and recoverable VAT', String(after.total_amount), String(after.total_vat)],
  ];
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`vat-return-${QUARTER}.csv`);
  const csvRows = parseCsv(readFileSync((await csv.path())!, 'utf8'));
  expect(csvRows[0]).toEqual(['Box', 'Description', 'Amount (AED)', 'VAT (AED)']);
  expect(csvRows.slice(1)).toEqual(expectedRows);
  expect(csvRows[1][1]).toBe('Standard rated expenses');
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
  expect(xlsx.suggestedFilename()).toBe(`vat-return-${QUARTER}.xlsx`);
  const sheet = await readSheet((await xlsx.path())!);
  expect(sheet[0]).toEqual(['Box', 'Description', 'Amount (AED)', 'VAT (AED)']);
  expect(sheet.slice(1).map((cells) => cells.map((cell) => (cell === null ? '' : String(cell))))).toEqual(expectedRows);
});

test('Ctrl+K "vat" finds the VAT return first, the VAT report links to it; a month preset; Arabic reads right to left with axe', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/reports?report=vat');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog').getByRole('searchbox', { name: 'Search' });
  await expect(input).toBeFocused();
  await input.fill('vat');
  const first = page.getByRole('list', { name: 'Pages' }).getByRole('link').first();
  await expect(first).toContainText('VAT Return');
  await first.click();
  await expect(page).toHaveURL(/\/reports\/vat-return/);
  await expect(page.getByRole('heading', { name: 'VAT Return' })).toBeVisible();
  // The standard VAT report leads to the return as well.
  await page.goBack();
  await page.getByRole('link', { name: /^Open the UAE VAT return by tax period/ }).click();
  await expect(page).toHaveURL(/\/reports\/vat-return$/);
  await expect(page.getByRole('heading', { name: 'VAT Return' })).toBeVisible();

  const month = dubaiToday().slice(0, 7);
  await page.getByRole('combobox', { name: 'Tax period' }).click();
  const monthName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  await page.getByRole('option', { name: monthName }).click();
  await expect(page).toHaveURL(new RegExp(`period=${month}`));
  await expect(page.getByText(new RegExp(`from 01/${month.slice(5)}/${month.slice(0, 4)} to`))).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'إقرار ضريبة القيمة المضافة' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'النفقات الخاضعة للنسبة الأساسية' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('Box 9 drills down to the Expenses and Bills lists holding exactly its records; what they count on the line adds up to the box', async ({
  page,
  baseURL,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/reports/vat-return?period=${QUARTER}`);
  const box9 = (await vatReturnThroughApi(page, baseURL!)).lines[0];
  const records = await lineRecordsThroughApi(page, baseURL!, 'box_9_standard_rated');
  const count = (type: VatRecord['record_type']) =>
    new Set(records.filter((record) => record.record_type === type).map((record) => record.id)).size;
  const [year, quarter] = QUARTER.split('-Q');
  const listFigure = () =>
    page.getByText(new RegExp(`^VAT return Q${quarter} ${year}, Standard rated expenses: AED\\s[0-9,.]+ before VAT`));
  let sum = 0;
  for (const [kind, type] of [
    ['expenses', 'expense'],
    ['bills', 'bill'],
  ] as const) {
    await box9Row(page).getByRole('cell').nth(1).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: `Standard rated expenses: ${box9.records} records` });
    await dialog.getByRole('link', { name: `Open these ${kind} in ${kind === 'expenses' ? 'Expenses' : 'Bills'}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${kind}\\?`));
    // The list's own count is the line's records of that kind; its VAT line says what they count on the box.
    const n = count(type);
    await expect(page.getByRole('status').filter({ hasText: /^Total: AED/ })).toContainText(
      `for ${n} ${n === 1 ? kind.slice(0, -1) : kind}`,
    );
    const figure = listFigure();
    await expect(figure).toBeVisible();
    sum += cents((await figure.textContent())!.split(': ')[1].split(' before')[0]);
    await page.goBack();
    await expect(box9Row(page)).toBeVisible();
  }
  expect(sum).toBe(Math.round(box9.amount * 100));
});
