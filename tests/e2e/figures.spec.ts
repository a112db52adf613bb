import type { APIRequestContext, Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { countsAsSpent } from '../../src/domain/spend.ts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

/** Issue 21 items 5 and 6: figures that reconcile, every amount with its currency, formatted. */

const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const DAY_MS = 86_400_000;
const cents = (value: number) => Math.round(value * 100) / 100;
/** 'AED 1,234.50' → 1234.5; '-' (nothing) → 0. */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, '').replace(/^-$/, '') || 0);
/** What `<Money>` shows: '-' for 0 (spec §5), else the amount with its currency. */
const shown = (amount: number, currency: string) => (amount === 0 ? '-' : formatMoney(amount, currency, 'en'));

/** A counted Acme expense well inside the default month, whose card (with its own limit), person and department all count in AED. */
function pickExpense(server: RunningServer): StoredExpense {
  const { db } = server.mockApi.context.store;
  const expense = db.expenses.find((row) => {
    const age = (Date.now() - Date.parse(row.spent_at)) / DAY_MS;
    if (row.company_id !== ACME || row.card_id === null || row.department_id === null || !countsAsSpent(row.status)) return false;
    if (age < 2 || age > 25 || row.currency !== 'AED') return false;
    const card = db.cards.find((each) => each.id === row.card_id);
    const member = db.members.find((each) => each.id === row.member_id);
    const department = db.departments.find((each) => each.id === row.department_id);
    return card?.limit.mode !== 'inherited' && member?.limit.currency === 'AED' && department?.limit.currency === 'AED';
  });
  if (!expense) throw new Error('The seed has no counted AED card expense in the last month');
  return expense;
}

/** The "Spent" of the limit on a detail page. */
async function limitSpent(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const spent = page
    .getByRole('region', { name: 'Limit' })
    .getByText('Spent against it', { exact: true })
    .locator('xpath=following-sibling::*[1]');
  await expect(spent).toBeVisible();
  return (await spent.textContent()) ?? '';
}

/** The total the Expenses tab shows for its days. */
async function tabTotal(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const total = page.getByTestId('expenses-spent-total');
  await expect(total.locator('[data-money]').first()).toBeVisible();
  return (await total.locator('[data-money]').allTextContents()).join(' · ');
}

const setStatus = async (request: APIRequestContext, id: number, status: string) =>
  expect((await request.post(`/__mock/expenses/${id}/status`, { data: { status } })).ok()).toBeTruthy();

test('item 5: reversing an expense moves the card’s Spent, its Expenses total, the person’s and the department’s Spent', async ({
  page,
  request,
  appServer,
}) => {
  test.slow(); // eight page visits
  const expense = pickExpense(appServer);
  const { db } = appServer.mockApi.context.store;
  const card = db.cards.find((row) => row.id === expense.card_id)!;
  const member = db.members.find((row) => row.id === expense.member_id)!;
  const department = db.departments.find((row) => row.id === expense.department_id)!;
  const before = { card: card.limit.spent, member: member.limit.spent, department: department.limit.spent };
  const paths = {
    card: `/cards/overview/${card.id}`,
    cardExpenses: `/cards/expenses/${card.id}`,
    member: `/people/overview/${member.id}`,
    department: `/settings/departments/overview/${department.id}`,
  };

  await openAndSignIn(page, ACCOUNTS.firmAdmin, paths.card);
  expect(await limitSpent(page, paths.card)).toBe(shown(before.card, 'AED'));
  const totalBefore = await tabTotal(page, paths.cardExpenses);
  expect(totalBefore).toMatch(/^AED\s[\d,]+\.\d{2}$/);
  expect(await limitSpent(page, paths.member)).toBe(shown(before.member, 'AED'));
  expect(await limitSpent(page, paths.department)).toBe(shown(before.department, 'AED'));

  await setStatus(request, expense.id, 'reversed');

  expect(await limitSpent(page, paths.card)).toBe(shown(cents(before.card - expense.amount), 'AED'));
  expect(amountOf(await tabTotal(page, paths.cardExpenses).catch(() => '-'))).toBe(cents(amountOf(totalBefore) - expense.amount));
  expect(await limitSpent(page, paths.member)).toBe(shown(cents(before.member - expense.amount), 'AED'));
  expect(await limitSpent(page, paths.department)).toBe(shown(cents(before.department - expense.amount), 'AED'));
  // The department's copy names its owner, not a card.
  if (department.limit.mode !== 'inherited') {
    await expect(page.getByRole('region', { name: 'Limit' })).toContainText('Set on this department');
  }
});

test('item 6: an expense table’s amount cell is right-aligned, in tabular digits, with its currency', async ({ page, appServer }) => {
  const expense = pickExpense(appServer);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/cards/expenses/${expense.card_id}`);
  const row = page
    .getByRole('row')
    .filter({ hasText: expense.merchant })
    .filter({ hasText: formatMoney(expense.amount, 'AED') });
  const money = row.locator('td [data-money]');
  await expect(money).toHaveText(formatMoney(expense.amount, expense.currency));
  await expect(money).toHaveText(/^AED\s[\d,]+\.\d{2}$/);
  await expect(money).toHaveCSS('font-variant-numeric', 'tabular-nums');
  await expect(row.locator('td', { has: page.locator('[data-money]') })).toHaveCSS('text-align', 'right');
});

test('item 6: notification texts carry the amount formatted with its currency', async ({ page }) => {
  // The manager's seeded funding request, approved by the firm admin, rang their bell.
  await openAndSignIn(page, ACCOUNTS.manager, '/notifications');
  const funding = page.getByText(/approved your funding request of AED/).first();
  await expect(funding).toBeVisible();
  await expect(funding).toHaveText(/^Farah Al Mansoori approved your funding request of AED\s(\d{1,3},)?\d{3}\.00 for .+\.$/);
});
