import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders } from '../support/apiSignIn';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, signInAsNewUser, waitForSession, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';
import { COMPANIES } from './session-helpers';

const dialog = (page: Page) => page.getByRole('dialog');
const searchInput = (page: Page) => dialog(page).getByRole('searchbox');
const group = (page: Page, name: string) => dialog(page).getByRole('list', { name, exact: true });

async function openSearch(page: Page) {
  // The app bar's search button (its name follows the language).
  await expect(page.locator('header button[aria-keyshortcuts]')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
}

/** The first row of a list of the API, read as the firm admin in `companyId`. */
async function firstRow<T>(request: APIRequestContext, baseURL: string, path: string, companyId = RETURNING_USER_DEFAULT_COMPANY_ID) {
  const headers = await apiHeaders(baseURL, ACCOUNTS.firmAdmin, companyId);
  const response = await request.get(`${baseURL}${path}`, { headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T[] }).data[0];
}

type Card = { id: number; number: string; name: string };
type Bill = { id: number; invoice_number: string; vendor_name: string };
type Expense = { id: number; merchant: string; amount: number; currency: string };
type Person = { id: number; first_name: string; last_name: string; email: string };

test('the firm admin finds a card by its last four digits and Enter opens that card', async ({ page, request, baseURL }) => {
  const card = await firstRow<Card>(request, baseURL!, '/api/admin/cards?per_page=1');
  const lastFour = card.number.slice(-4);
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openSearch(page);
  await searchInput(page).fill(lastFour);

  const found = group(page, 'Cards').getByRole('link', { name: `${card.name} •••• ${lastFour}` });
  await expect(found).toBeVisible();
  // No page has these digits: the records are the only results, the cards group first among them.
  await expect(dialog(page).getByText('No routes found')).toBeVisible();
  await expect(found).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/cards/overview/${card.id}$`));
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByText(`•••• ${lastFour}`).first()).toBeVisible();
  // The link is the card's own URL: a direct load opens the same card.
  await page.reload();
  await expect(page.getByText(`•••• ${lastFour}`).first()).toBeVisible();
});

test('an expense by its amount typed with thousands commas opens in its drawer, also on a direct load', async ({
  page,
  request,
  baseURL,
}) => {
  const expense = await firstRow<Expense>(request, baseURL!, '/api/admin/expenses?per_page=1&sorts[]=amount:desc');
  const typed = expense.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openSearch(page);
  await searchInput(page).fill(typed);
  const row = group(page, 'Expenses').getByRole('listitem').filter({ hasText: expense.merchant }).first();
  await expect(row).toContainText(new RegExp(`${expense.currency}\\s${typed.replace(/[.]/g, '\\.')}`));
  await row.getByRole('link').click();
  // The expense's own address opens it in the list's drawer, with no remembered filter.
  await expect(page).toHaveURL(new RegExp(`/expenses\\?.*\\bexpense=${expense.id}(&|$)`));
  const drawer = page.getByRole('dialog').filter({ hasText: expense.merchant });
  await expect(drawer).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog').filter({ hasText: expense.merchant })).toBeVisible();
});

test('a company of the portfolio: the firm admin is asked to switch to it, and lands in it', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await openSearch(page);
  await searchInput(page).fill('Desert');
  await group(page, 'Companies').getByRole('button', { name: COMPANIES.desert.name }).click();
  const confirm = page.getByRole('dialog', { name: 'Switch organization' });
  await expect(confirm).toBeVisible();
  await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: 'Confirm' }).click()]);
  await expect(page.getByRole('button', { name: 'Switch company' })).toContainText(COMPANIES.desert.name);
});

test('a bill by its number and a person by name; arrows go from the pages into the records', async ({ page, request, baseURL }) => {
  const bill = await firstRow<Bill>(request, baseURL!, '/api/admin/bills?per_page=1');
  const person = await firstRow<Person>(request, baseURL!, '/api/admin/members?per_page=1');
  await openAndSignIn(page, ACCOUNTS.firmAdmin);

  await openSearch(page);
  await searchInput(page).fill(bill.invoice_number);
  const billLink = group(page, 'Bills').getByRole('link', { name: bill.invoice_number });
  await expect(billLink).toBeVisible();
  await expect(group(page, 'Bills').getByRole('listitem').first()).toContainText(bill.vendor_name);
  await billLink.click();
  await expect(page).toHaveURL(new RegExp(`/bills/overview/${bill.id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(bill.invoice_number) }).first()).toBeVisible();

  const fullName = `${person.first_name} ${person.last_name}`;
  await openSearch(page);
  await searchInput(page).fill(fullName);
  const personLink = group(page, 'People').getByRole('link', { name: fullName, exact: true });
  await expect(personLink).toBeVisible();
  await expect(group(page, 'People').getByRole('listitem').first()).toContainText(person.email);
  await expect(personLink).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(personLink).not.toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(personLink).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/people/overview/${person.id}$`));
  await expect(page.getByRole('heading', { name: fullName }).first()).toBeVisible();
});

test('in Arabic the records are grouped under Arabic headings, right to left, and the dialog passes axe', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await firstRow<Person>(request, baseURL!, '/api/admin/members?per_page=1');
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await openSearch(page);
  await searchInput(page).fill(person.last_name);
  await expect(
    group(page, 'الأشخاص')
      .getByRole('link', { name: `${person.first_name} ${person.last_name}` })
      .first(),
  ).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'الأشخاص' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await searchInput(page).fill('zzqx-nothing');
  await expect(dialog(page).getByText('لا يطابق «zzqx-nothing» أي شخص أو بطاقة أو فاتورة أو مصروف أو شركة')).toBeVisible();
});

test('the manager without bill read permission (Desert Logistics) finds cards but never a bill', async ({ page, request, baseURL }) => {
  const bill = await firstRow<Bill>(request, baseURL!, '/api/admin/bills?per_page=1', COMPANIES.desert.id);
  const card = await firstRow<Card>(request, baseURL!, '/api/admin/cards?per_page=1', COMPANIES.desert.id);
  await page.goto('/login');
  await page.evaluate((companyId) => localStorage.setItem('default_company_id', companyId), COMPANIES.desert.id);
  await signInAsNewUser(page, ACCOUNTS.manager);
  await waitForSession(page);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  await openSearch(page);
  await searchInput(page).fill(bill.invoice_number);
  await expect(dialog(page).getByText(`No people, cards, bills, expenses or companies match “${bill.invoice_number}”`)).toBeVisible();
  await expect(group(page, 'Bills')).toHaveCount(0);

  await searchInput(page).fill(card.number.slice(-4));
  await expect(
    group(page, 'Cards')
      .getByRole('link', { name: new RegExp(`•••• ${card.number.slice(-4)}`) })
      .first(),
  ).toBeVisible();
  await expect(group(page, 'Bills')).toHaveCount(0);
});
