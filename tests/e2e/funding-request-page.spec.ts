import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { formatMoney } from '../../src/domain/amounts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, seededCompany, ACCOUNTS } from './fixtures';
import { COMPANIES, openCompanySwitcher, switchCompanyTo } from './session-helpers';

// Issue 35 item 4: a funding request has its own page (`/funds/overview/{id}`): its amount, requester,
// company, status with its history and reason, and the steps the workflow and the user's permissions allow.
type Db = RunningServer['mockApi']['context']['store']['db'];
type Row = Db['fundingRequests'][number];
/** A company with card services on, other than Acme (the seeded firm admin opens it too). */
const MARINA = seededCompany('Marina Tech Labs');
const dbOf = (appServer: unknown): Db => (appServer as RunningServer).mockApi.context.store.db;
const acmeRequest = (appServer: unknown, match: (row: Row) => boolean) =>
  dbOf(appServer).fundingRequests.find((row) => row.company_id === COMPANIES.acme.id && match(row))!;

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a pending request of someone else opens from the list on its own page; the approver declines it there and its history says so', async ({
  page,
  appServer,
}) => {
  const row = acmeRequest(appServer, (each) => each.status === 'pending' && each.requested_by.name === 'Omar Khalil');
  const amount = formatMoney(row.amount, row.currency);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/funds');
  await page
    .getByRole('row')
    .filter({ hasText: row.reason })
    .getByRole('link', { name: /^Open the funding request for / })
    .click();
  await expect(page).toHaveURL(new RegExp(`/funds/overview/${row.id}$`));

  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { level: 2, name: /^Funding request for / })).toBeVisible();
  await expect(main.getByTestId('funding-request-amount')).toHaveText(amount);
  await expect(main.getByText('Omar Khalil').first()).toBeVisible();
  await expect(main.getByText(COMPANIES.acme.name)).toBeVisible();
  await expect(main.getByText(row.reason)).toBeVisible();
  await expect(main.getByText('Pending', { exact: true })).toBeVisible();
  const history = main.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Requested by Omar Khalil on ');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  // Farah may decide someone else's request: Approve and Decline, no Withdraw (that is the requester's).
  await expect(main.getByRole('button', { name: /^Approve: / })).toBeVisible();
  await expect(main.getByRole('button', { name: /^Withdraw: / })).toHaveCount(0);
  await main.getByRole('button', { name: /^Decline: / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason for the decline' }).fill('Use the trade fair budget.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(main.getByText('Declined', { exact: true })).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(1)).toContainText('Declined by Farah Al Mansoori on ');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Use the trade fair budget.');
  await expect(main.getByRole('button', { name: /^(Approve|Decline): / })).toHaveCount(0);
  expect(acmeRequest(appServer, (each) => each.id === row.id).status).toBe('declined');
});

test('on a 375 px phone each request’s card names its target with a link to the request’s own page', async ({ page, appServer }) => {
  const row = acmeRequest(appServer, (each) => each.status === 'pending' && each.requested_by.name === 'Omar Khalil');
  await page.setViewportSize({ width: 375, height: 812 });
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/funds');
  const card = page.locator('#main-content li').filter({ hasText: row.reason });
  await card.getByRole('link', { name: /^Open the funding request for / }).click();
  await expect(page).toHaveURL(new RegExp(`/funds/overview/${row.id}$`));
  await expect(page.locator('#main-content').getByText(row.reason)).toBeVisible();
});

test('the requester’s own pending request: Withdraw and why they cannot decide it, never Approve', async ({ page, appServer }) => {
  const row = acmeRequest(appServer, (each) => each.status === 'pending' && each.requested_by.name === 'Omar Khalil');
  await openAndSignIn(page, ACCOUNTS.member, `/funds/overview/${row.id}`);
  const main = page.locator('#main-content');
  await expect(main.getByTestId('funding-request-amount')).toHaveText(formatMoney(row.amount, row.currency));
  await expect(main.getByRole('button', { name: /^Withdraw: / })).toBeVisible();
  await expect(main.getByText('Your request: another approver decides it.')).toBeVisible();
  await expect(main.getByRole('button', { name: /^(Approve|Decline): / })).toHaveCount(0);
});

test('a decided request shows who decided and why; an unknown id and another company’s request show the not-found page', async ({
  page,
  appServer,
}) => {
  const declined = acmeRequest(appServer, (each) => each.status === 'declined');
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/funds/overview/${declined.id}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').nth(1)).toContainText(`Declined by ${declined.decided_by} on `);
  await expect(history.getByText(declined.decision_reason!)).toBeVisible();

  await page.goto('/funds/overview/999999');
  await expect(page.getByRole('heading', { name: `This funding request was not found in ${COMPANIES.acme.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Funding Requests' })).toHaveAttribute('href', '/funds');

  // Acme's request, opened while another company with card services is active: not there.
  await openCompanySwitcher(page);
  await switchCompanyTo(page, MARINA.name);
  await page.goto(`/funds/overview/${declined.id}`);
  await expect(page.getByRole('heading', { name: `This funding request was not found in ${MARINA.name}` })).toBeVisible();
});

test('in Arabic: the request’s page, its history and the not-found page read in Arabic', async ({ page, appServer }) => {
  const declined = acmeRequest(appServer, (each) => each.status === 'declined');
  await openAndSignIn(page, ACCOUNTS.member, `/funds/overview/${declined.id}`);
  await toArabic(page);
  const main = page.locator('#main-content');
  await expect(main.getByRole('heading', { level: 2, name: /^طلب تمويل لصالح / })).toBeVisible();
  await expect(main.getByText('مرفوض', { exact: true })).toBeVisible();
  const history = main.getByRole('region', { name: 'السجل' });
  await expect(history.getByRole('listitem').first()).toContainText('طلبه Omar Khalil في ');
  await expect(history.getByRole('listitem').nth(1)).toContainText(`رفضه ${declined.decided_by} في `);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
  await page.goto('/funds/overview/999999');
  await expect(page.getByRole('heading', { name: `لم يتم العثور على طلب التمويل هذا في ${COMPANIES.acme.name}` })).toBeVisible();
});
