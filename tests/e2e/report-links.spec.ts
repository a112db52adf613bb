import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

// Issue 35 item 4: every record link a report offers (the VAT return's drill-down of each box) opens
// that record — an expense in its drawer by its merchant, a bill on its page by its invoice number.
type Db = RunningServer['mockApi']['context']['store']['db'];
const dbOf = (appServer: unknown): Db => (appServer as RunningServer).mockApi.context.store.db;
const RECORD_HREF = /^\/(expenses|bills)\/overview\/(\d+)$/;

/** The record links of the drill-down of every line with records (the dialog's first page of each). */
async function drillDownLinks(page: Page, close: string): Promise<string[]> {
  const table = page.locator('#main-content').getByRole('table').first();
  await expect(table).toBeVisible();
  const openers = table.getByRole('row').getByRole('button');
  const hrefs = new Set<string>();
  for (let index = 0; index < (await openers.count()); index += 1) {
    await openers.nth(index).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('row').nth(1)).toBeVisible();
    const links = await dialog.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of links) if (RECORD_HREF.test(href)) hrefs.add(href);
    await dialog.getByRole('button', { name: close, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }
  return [...hrefs];
}

async function expectRecordShown(page: Page, db: Db, href: string) {
  const [, kind, id] = RECORD_HREF.exec(href)!;
  await page.goto(href);
  if (kind === 'expenses') {
    const expense = db.expenses.find((row) => row.id === Number(id))!;
    await expect(page.getByRole('dialog').getByRole('heading', { name: expense.merchant })).toBeVisible();
  } else {
    const bill = db.bills.find((row) => row.id === Number(id))!;
    await expect(page.getByRole('heading').filter({ hasText: bill.invoice_number }).first()).toBeVisible();
  }
  await expect(page.getByText(/not found|page does not exist|something went wrong|غير موجودة/i)).toHaveCount(0);
}

test('every record link of the VAT return’s drill-downs opens its record', async ({ page, appServer }) => {
  // One full page load per record (about 1 s each, more on a busy machine).
  test.setTimeout(900_000);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/reports/vat-return');
  await expect(page.getByRole('heading', { name: 'VAT Return' })).toBeVisible();
  const hrefs = await drillDownLinks(page, 'Close');
  expect(hrefs.some((href) => href.startsWith('/expenses/'))).toBe(true);
  for (const href of hrefs) await expectRecordShown(page, dbOf(appServer), href);
});

test('in Arabic, a record link of the VAT return’s drill-down opens its record', async ({ page, appServer }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/reports/vat-return');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const table = page.locator('#main-content').getByRole('table').first();
  await table.getByRole('row').getByRole('button').first().click();
  const link = page.getByRole('dialog').getByRole('link').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(RECORD_HREF);
  // Named by its merchant or vendor and its day, DD/MM/YYYY, in Arabic too ('Careem · بتاريخ 12/10/2026').
  const [, kind, id] = RECORD_HREF.exec(href)!;
  const text = (await link.textContent()) ?? '';
  expect(text).toMatch(/^.+ · بتاريخ \d{2}\/\d{2}\/\d{4}$/);
  if (kind === 'expenses') expect(text).toContain(`${dbOf(appServer).expenses.find((row) => row.id === Number(id))!.merchant} · بتاريخ `);
  await expectRecordShown(page, dbOf(appServer), href);
});
