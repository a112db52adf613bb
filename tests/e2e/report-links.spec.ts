import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { navigateInApp } from './navigation';

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

/**
 * Opens `href` and sees its record: an expense in its drawer by its merchant, a bill by its invoice
 * number. `load` opens it as a full page load (a link opened in a new tab); otherwise inside the
 * running app, after closing what the last record opened, so nothing of it can pass for this one.
 */
async function expectRecordShown(page: Page, db: Db, href: string, load = true) {
  const [, kind, id] = RECORD_HREF.exec(href)!;
  if (load) await page.goto(href);
  else {
    if (await page.getByRole('dialog').isVisible()) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await navigateInApp(page, href);
  }
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
  test.setTimeout(600_000);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/reports/vat-return');
  await expect(page.getByRole('heading', { name: 'VAT Return' })).toBeVisible();
  const hrefs = await drillDownLinks(page, 'Close');
  expect(hrefs.some((href) => href.startsWith('/expenses/'))).toBe(true);
  expect(hrefs.some((href) => href.startsWith('/bills/'))).toBe(true);
  // The first record of each kind by a full page load (as a link opened in a new tab), every other one
  // inside the running app (75 records: 136 s with a full load each, 54 s so).

  const loaded = new Set<string>();
  for (const href of hrefs) {
    const kind = RECORD_HREF.exec(href)![1];
    await expectRecordShown(page, dbOf(appServer), href, !loaded.has(kind));
    loaded.add(kind);
  }
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
  await expect(link).toHaveText(/^.+ · بتاريخ \d{2}\/\d{2}\/\d{4}$/);
  const text = (await link.textContent()) ?? '';
  if (kind === 'expenses') expect(text).toContain(`${dbOf(appServer).expenses.find((row) => row.id === Number(id))!.merchant} · بتاريخ `);
  await expectRecordShown(page, dbOf(appServer), href);
});
