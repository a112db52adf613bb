import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { formatMoney } from '../../src/domain/amounts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 35 item 4: every link the seeded notifications offer opens the record it is about (no 404, no
// page without the record), for each seeded account, in English; in Arabic one of each kind.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
type Db = RunningServer['mockApi']['context']['store']['db'];
const dbOf = (appServer: unknown): Db => (appServer as RunningServer).mockApi.context.store.db;

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** The links of the notifications page (every notification of the active company, read or not). */
async function notificationLinks(page: Page): Promise<{ href: string; text: string }[]> {
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: /^(Notifications|الإشعارات)$/ });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => ({ href: anchor.getAttribute('href')!, text: anchor.textContent ?? '' })));
}

/** Follows a notification's link and checks the page shows its record, read from the mock's data. */
async function expectLinkLands(page: Page, db: Db, { href, text }: { href: string; text: string }, arabic = false) {
  await page.goto(href);
  const request = /^\/requests\/overview\/(\d+)$/.exec(href);
  const funding = /^\/funds\/overview\/(\d+)$/.exec(href);
  const run = /^\/payroll\/salary-processing\/overview\/(\d+)$/.exec(href);
  const expense = /^\/expenses\/overview\/(\d+)$/.exec(href);
  if (request) {
    const row = db.spendRequests.find((each) => each.id === Number(request[1]) && each.company_id === ACME)!;
    const person = db.members.find((each) => each.id === row.requester_member_id)!;
    const name = `${person.first_name} ${person.last_name}`;
    await expect(page.getByRole('heading', { name: arabic ? `طلب ${name}` : `Request of ${name}` })).toBeVisible();
    if (row.decline_reason) {
      expect(text).toContain(row.decline_reason);
      await expect(page.getByText(row.decline_reason)).toBeVisible();
    }
  } else if (funding) {
    const row = db.fundingRequests.find((each) => each.id === Number(funding[1]) && each.company_id === ACME)!;
    if (!arabic) expect(text).toContain(formatMoney(row.amount, row.currency));
    // The request's own page: its amount, its reason and who asked.
    await expect(page).toHaveURL(new RegExp(`/funds/overview/${row.id}$`));
    await expect(page.getByTestId('funding-request-amount')).toHaveText(formatMoney(row.amount, row.currency, arabic ? 'ar' : 'en'));
    await expect(page.locator('#main-content').getByText(row.reason)).toBeVisible();
    await expect(page.locator('#main-content').getByText(row.requested_by.name).first()).toBeVisible();
  } else if (run) {
    const row = db.salaryRuns.find((each) => each.id === Number(run[1]) && each.company_id === ACME)!;
    expect(text).toContain(formatMoney(row.totals.net_pay, 'AED'));
    await expect(page.getByText(formatMoney(row.totals.net_pay, 'AED')).first()).toBeVisible();
  } else if (expense) {
    const row = db.expenses.find((each) => each.id === Number(expense[1]) && each.company_id === ACME)!;
    expect(text).toContain(row.merchant);
    if (row.rejection_reason) expect(text).toContain(row.rejection_reason);
    await expect(page.getByRole('dialog').getByRole('heading', { name: row.merchant })).toBeVisible();
  } else {
    throw new Error(`A notification links somewhere no check knows: ${href} (${text})`);
  }
  await expect(page.getByText(/not found|page does not exist|something went wrong/i)).toHaveCount(0);
}

// Each account's bell as the seed rang it; the member's and the manager's include their own expense, rejected.
for (const [account, least, expenses] of [
  [ACCOUNTS.member, 3, true],
  [ACCOUNTS.manager, 1, true],
  [ACCOUNTS.firmAdmin, 1, false],
] as const) {
  test(`every notification of ${account} opens its record`, async ({ page, appServer }) => {
    test.setTimeout(180_000);
    await openAndSignIn(page, account);
    const links = await notificationLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(least);
    if (expenses) expect(links.some((link) => link.href.startsWith('/expenses/overview/'))).toBe(true);
    // Each names a person or a record that exists: the mock's own data says what the page must show.
    for (const link of links) await expectLinkLands(page, dbOf(appServer), link);
  });
}

test('in Arabic, a declined request, a declined funding request and a rejected expense open their records', async ({ page, appServer }) => {
  await openAndSignIn(page, ACCOUNTS.member);
  await toArabic(page);
  const links = await notificationLinks(page);
  const request = links.find((link) => link.href.startsWith('/requests/overview/'));
  const funding = links.find((link) => link.href.startsWith('/funds/overview/'));
  const expense = links.find((link) => link.href.startsWith('/expenses/overview/'));
  expect(expense?.text).toMatch(/^رُفض مصروفك لدى /);
  expect(request?.text).toMatch(/^رُفض طلبك/);
  expect(funding?.text).toMatch(/^رفض .?Farah Al Mansoori.? طلب التمويل/);
  await expectLinkLands(page, dbOf(appServer), request!, true);
  await expectLinkLands(page, dbOf(appServer), funding!, true);
  await expectLinkLands(page, dbOf(appServer), expense!, true);
});
