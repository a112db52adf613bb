import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { monthLabel } from '../../src/resources/payroll-runs/payrollText';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';
import { navigateInAppUntilShown } from './navigation';

// Issue 35 item 4: every link lands on the record it names; a drawer opens only when asked.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const db = (appServer: unknown) => (appServer as RunningServer).mockApi.context.store.db;

/** The record a page shows: an expense in its drawer (its merchant as the heading), a bill on its page. */
async function expectExpenseOpen(page: Page, merchant: string) {
  await expect(page.getByRole('dialog', { name: 'Expense' }).getByRole('heading', { name: merchant })).toBeVisible();
}

async function expectNoErrorPage(page: Page) {
  await expect(page.getByText(/not found|page does not exist|something went wrong/i)).toHaveCount(0);
}

test('every record link of the Smart Comply flags opens that record, named by its merchant or vendor', async ({ page, appServer }) => {
  test.setTimeout(240_000);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/smart-comply');
  await expect(page.getByRole('heading', { name: 'Smart Comply', level: 1 })).toBeVisible();
  const links = page.locator('#main-content').getByRole('link', { name: /^(Expense at|Bill) / });
  await expect(links.first()).toBeVisible();
  const targets = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ href: anchor.getAttribute('href')!, text: anchor.textContent ?? '' })),
  );
  expect(targets.length).toBeGreaterThan(0);
  // Each link opened inside the app, as the page's links open them.
  for (const { href, text } of targets) {
    const [, kind, id] = /^\/(expenses|bills)\/overview\/(\d+)$/.exec(href) ?? [];
    expect(kind, `${text} links to a record: ${href}`).toBeDefined();
    await navigateInAppUntilShown(page, href);
    if (kind === 'expenses') {
      const expense = db(appServer).expenses.find((row) => row.id === Number(id) && row.company_id === ACME)!;
      expect(text).toContain(expense.merchant);
      await expectExpenseOpen(page, expense.merchant);
    } else {
      const bill = db(appServer).bills.find((row) => row.id === Number(id) && row.company_id === ACME)!;
      expect(text).toContain(bill.invoice_number);
      await expect(page.getByRole('heading', { name: new RegExp(`^Bill ${bill.invoice_number} `) })).toBeVisible();
    }
    await expectNoErrorPage(page);
  }
});

test('in Arabic, a flag’s expense link (and a bill link on the first page, if any) opens its record', async ({ page, appServer }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/smart-comply');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const links = page.locator('#main-content').getByRole('link', { name: /^(مصروف لدى|فاتورة) / });
  await expect(links.first()).toBeVisible();
  const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  const expenseHref = targets.find((href) => href.startsWith('/expenses/overview/'));
  const billHref = targets.find((href) => href.startsWith('/bills/overview/'));
  expect(expenseHref).toBeDefined();
  const expense = db(appServer).expenses.find((row) => row.id === Number(expenseHref!.split('/').pop()) && row.company_id === ACME)!;
  await page.goto(expenseHref!);
  await expect(page.getByRole('dialog', { name: 'المصروف' }).getByRole('heading', { name: expense.merchant })).toBeVisible();
  if (billHref) {
    const bill = db(appServer).bills.find((row) => row.id === Number(billHref.split('/').pop()) && row.company_id === ACME)!;
    await page.goto(billHref);
    await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: bill.invoice_number })).toBeVisible();
  }
});

test('a direct load of an expense’s address opens it even when the list remembers filters that leave it out', async ({
  page,
  appServer,
}) => {
  const expense = db(appServer)
    .expenses.filter((row) => row.company_id === ACME)
    .sort((a, b) => a.spent_at.localeCompare(b.spent_at))[0];
  // Stale filters: a person's list of a far later month, remembered by the list.
  await openAndSignIn(
    page,
    ACCOUNTS.firmAdmin,
    `/expenses?filter=${encodeURIComponent('{"spent_from":"2099-01-01","spent_until":"2099-01-31"}')}`,
  );
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  // The list remembers them: a bare /expenses shows that far later month again (nothing of the record's).
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await page.goto(`/expenses/overview/${expense.id}`);
  await expectExpenseOpen(page, expense.merchant);
  // The list behind it no longer hides the record's month: the remembered filters are gone.
  await expect(page).not.toHaveURL(/2099/);
  await expectNoErrorPage(page);
});

test('Expenses from the sidebar shows no drawer after one was closed', async ({ page, appServer }) => {
  const expense = db(appServer).expenses.find((row) => row.company_id === ACME)!;
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/expenses/overview/${expense.id}`);
  await expectExpenseOpen(page, expense.merchant);
  await page.getByRole('dialog', { name: 'Expense' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Expense' })).toHaveCount(0);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).not.toHaveURL(/\/expenses/);
  await page.getByRole('navigation').getByRole('link', { name: 'Expenses', exact: true }).first().click();
  await expect(page).toHaveURL(/\/expenses/);
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Expense' })).toHaveCount(0);

  // The same after opening a row of the list and closing its drawer with Escape.
  await page.locator('#main-content').getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('dialog', { name: 'Expense' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Expense' })).toHaveCount(0);
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).not.toHaveURL(/\/expenses/);
  await page.getByRole('navigation').getByRole('link', { name: 'Expenses', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Expense' })).toHaveCount(0);
});

test('each kind of item of the approval inbox opens its record', async ({ page, appServer }) => {
  test.setTimeout(240_000);
  const data = db(appServer);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations/my-approval');
  for (const [index, type] of ['Expense', 'Bill', 'Funding request', 'Card request', 'Limit request'].entries()) {
    // The inbox again inside the app (its page left for each record's).
    if (index > 0) await navigateInAppUntilShown(page, '/organizations/my-approval');
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: /^Acme Trading LLC/ }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
    const row = page.locator('#main-content').getByRole('row').nth(1);
    await expect(row).toContainText(type);
    await row.getByRole('button').first().click();
    await expect(page).not.toHaveURL(/my-approval/);
    const url = new URL(page.url());
    const id = Number(url.searchParams.get('expense') ?? url.searchParams.get('request') ?? url.pathname.split('/').pop());
    if (type === 'Expense') await expectExpenseOpen(page, data.expenses.find((each) => each.id === id)!.merchant);
    if (type === 'Bill') {
      await expect(page).toHaveURL(/\/bills\/overview\/\d+$/);
      const bill = data.bills.find((each) => each.id === id)!;
      await expect(page.getByRole('heading', { name: new RegExp(`^Bill ${bill.invoice_number} `) })).toBeVisible();
    }
    if (type === 'Funding request') {
      await expect(page).toHaveURL(/\/funds\/overview\/\d+$/);
      const funding = data.fundingRequests.find((each) => each.id === id)!;
      await expect(page.locator('#main-content').getByText(funding.reason)).toBeVisible();
    }
    if (type === 'Card request' || type === 'Limit request') {
      await expect(page).toHaveURL(/\/requests\/overview\/\d+$/);
      const person = data.members.find((each) => each.id === data.spendRequests.find((request) => request.id === id)!.requester_member_id)!;
      await expect(page.getByRole('heading', { name: `Request of ${person.first_name} ${person.last_name}` })).toBeVisible();
    }
    await expectNoErrorPage(page);
  }
});

test('a direct load of each kind of record’s own address shows that record', async ({ page, appServer }) => {
  test.setTimeout(240_000);
  const data = db(appServer);
  const ofAcme = <T extends { company_id: string }>(rows: T[]) => rows.find((row) => row.company_id === ACME)!;
  const nameOf = (memberId: number) => {
    const person = data.members.find((row) => row.id === memberId)!;
    return `${person.first_name} ${person.last_name}`;
  };
  await openAndSignIn(page, ACCOUNTS.firmAdmin);
  const card = ofAcme(data.cards);
  await page.goto(`/cards/overview/${card.id}`);
  await expect(page.getByText(card.name).first()).toBeVisible();
  await expect(page.getByText(card.number.slice(-4)).first()).toBeVisible();
  const bill = ofAcme(data.bills);
  await page.goto(`/bills/overview/${bill.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^Bill ${bill.invoice_number} `) })).toBeVisible();
  const request = ofAcme(data.spendRequests);
  await page.goto(`/requests/overview/${request.id}`);
  await expect(page.getByRole('heading', { name: `Request of ${nameOf(request.requester_member_id)}` })).toBeVisible();
  const dispute = ofAcme(data.disputes);
  const disputed = data.expenses.find((row) => row.id === dispute.expense_id)!;
  await page.goto(`/disputes/overview/${dispute.id}`);
  await expect(page.getByRole('heading', { name: `Dispute of ${disputed.merchant}` })).toBeVisible();
  const person = ofAcme(data.members);
  await page.goto(`/people/overview/${person.id}`);
  await expect(page.getByRole('heading', { name: nameOf(person.id) }).first()).toBeVisible();
  const funding = ofAcme(data.fundingRequests);
  await page.goto(`/funds/overview/${funding.id}`);
  await expect(page.getByRole('heading', { name: /^Funding request for / })).toBeVisible();
  await expect(page.locator('#main-content').getByText(funding.reason)).toBeVisible();
  const run = ofAcme(data.salaryRuns);
  await page.goto(`/payroll/salary-processing/overview/${run.id}`);
  await expect(page.getByRole('heading', { name: `Salary run of ${monthLabel(run.month, 'en')}` })).toBeVisible();
  await expectNoErrorPage(page);
});
