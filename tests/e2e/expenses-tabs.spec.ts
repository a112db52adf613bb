import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { RunningServer } from '../../server/app.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { dayOf } from '../../src/domain/accountingLock.ts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';
import { axeViolations } from './axe';

const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

type Owner = 'card_id' | 'member_id' | 'department_id';
type OwnerPick = { ownerId: number; recent: StoredExpense; older: StoredExpense; widenedFrom: string };

/** Today in the browser's time zone (playwright.config: Asia/Dubai), as YYYY-MM-DD. */
const browserToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const daysAgo = (row: StoredExpense) => (Date.now() - Date.parse(row.spent_at)) / DAY_MS;
const apiDay = (row: StoredExpense) => dayOf(row.spent_at)!;
/** Spec §9: the default expense range runs from one month ago to today (the browser's today). */
function defaultRange() {
  const today = browserToday();
  return { from: dayjs(today).subtract(1, 'month').format('YYYY-MM-DD'), to: today };
}
/** A shown DD/MM/YYYY day as YYYY-MM-DD. */
const fromDisplayDay = (text: string) => text.trim().split('/').reverse().join('-');
/** What the Amount column shows, which with the merchant tells one row from the others. */
const amountText = (row: StoredExpense) => formatMoney(row.amount, row.currency);

/**
 * From the seed (relative to now): an owner with an expense well inside the last month and one
 * well before it (clear of time-zone edges), few enough that the older one is on the first page
 * once From is widened to its day, and told apart by merchant and amount.
 */
function pickOwner(expenses: StoredExpense[], owner: Owner): OwnerPick {
  const byOwner = new Map<number, StoredExpense[]>();
  for (const row of expenses) {
    const id = row[owner];
    if (row.company_id !== ACME || id === null) continue;
    byOwner.set(id, [...(byOwner.get(id) ?? []), row]);
  }
  const unique = (rows: StoredExpense[], row: StoredExpense) =>
    rows.filter((other) => other.merchant === row.merchant && amountText(other) === amountText(row)).length === 1;
  for (const [ownerId, rows] of byOwner) {
    const recent = rows.find((row) => daysAgo(row) > 2 && daysAgo(row) < 25 && unique(rows, row));
    const older = rows.find((row) => daysAgo(row) > 35 && daysAgo(row) < 90 && unique(rows, row));
    if (!recent || !older) continue;
    const widenedFrom = dayjs(apiDay(older)).subtract(1, 'day').format('YYYY-MM-DD');
    if (rows.filter((row) => apiDay(row) >= widenedFrom).length <= PAGE_SIZE) return { ownerId, recent, older, widenedFrom };
  }
  throw new Error(`The seed has no ${owner} with expenses both within and before the last month`);
}

const rowOf = (page: Page, expense: StoredExpense) =>
  page
    .getByRole('row')
    .filter({ hasText: expense.merchant })
    .filter({ hasText: amountText(expense) });

const displayDay = (apiDay: string) => dayjs(apiDay).format('DD/MM/YYYY');

/** The tab shows the default month in From/To, lists only that month, and widening From shows older ones. */
async function checkExpensesTab(page: Page, path: string, pick: OwnerPick) {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const { from, to } = defaultRange();
  const fromInput = page.getByLabel('From', { exact: true });
  // Shown as DD/MM/YYYY (spec §9), whatever the browser's language.
  await expect(fromInput).toHaveValue(displayDay(from));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(displayDay(to));

  await expect(rowOf(page, pick.recent)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Date' })).toBeVisible();
  await expect(rowOf(page, pick.older)).toHaveCount(0);
  // Every listed day (DD/MM/YYYY) falls in the month.
  const days = (await page.getByRole('row').locator('td:first-child').allTextContents()).map(fromDisplayDay);
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(day >= from && day <= to, `${day} within ${from}..${to}`).toBe(true);

  await fromInput.fill(displayDay(pick.widenedFrom));
  await expect(rowOf(page, pick.older)).toBeVisible();
  await expect(rowOf(page, pick.recent)).toBeVisible();
  // The From/To inputs are labelled and the §4 chips stay readable.
  expect(await axeViolations(page, 'main')).toEqual([]);
}

const seededExpenses = (appServer: { url: string }) => (appServer as RunningServer).mockApi.context.store.db.expenses;

test("a card's Expenses tab lists the last month, hides an older expense and shows it after an earlier From", async ({
  page,
  appServer,
}) => {
  const pick = pickOwner(seededExpenses(appServer), 'card_id');
  await checkExpensesTab(page, `/cards/expenses/${pick.ownerId}`, pick);
  // The card's own tab leaves out the card column; the person who spent is shown.
  await expect(page.getByRole('columnheader', { name: 'Card' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Person' })).toBeVisible();
});

test("a person's Expenses tab lists the last month, hides an older expense, shows it after an earlier From, and explains a reversed range", async ({
  page,
  appServer,
}) => {
  const pick = pickOwner(seededExpenses(appServer), 'member_id');
  await checkExpensesTab(page, `/people/expenses/${pick.ownerId}`, pick);
  await expect(page.getByRole('columnheader', { name: 'Person' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Card' })).toBeVisible();

  // A date that does not exist is refused on the field (with the expected format) and the list keeps its last range.
  await page.getByLabel('From', { exact: true }).fill('31/02/2026');
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a date as DD/MM/YYYY')).toBeVisible();
  await expect(rowOf(page, pick.recent)).toBeVisible();

  // A From after To lists nothing and says why.
  const [day, month, year] = (await page.getByLabel('To', { exact: true }).inputValue()).split('/');
  const to = dayjs(`${year}-${month}-${day}`);
  await page.getByLabel('From', { exact: true }).fill(to.add(1, 'day').format('DD/MM/YYYY'));
  await expect(page.getByText(/The From date \(.*\) is after the To date/)).toBeVisible();
  await expect(rowOf(page, pick.recent)).toHaveCount(0);
});

test("a department's Expenses tab lists the last month, hides an older expense and shows it after an earlier From", async ({
  page,
  appServer,
}) => {
  const pick = pickOwner(seededExpenses(appServer), 'department_id');
  await checkExpensesTab(page, `/settings/departments/expenses/${pick.ownerId}`, pick);
  await expect(page.getByRole('columnheader', { name: 'Person' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Card' })).toBeVisible();
});
