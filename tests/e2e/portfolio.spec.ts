import type { RunningServer } from '../../server/app.ts';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, seededCompany } from './fixtures';

// Issue 15: Team, My Portfolio and My Approval across every company of the user.
const ACME = seededCompany('Acme Trading LLC');
const MARINA = seededCompany('Marina Tech Labs');

function database(appServer: unknown) {
  return (appServer as RunningServer).mockApi.context.store.db;
}

const stat = (page: import('@playwright/test').Page, id: string) => page.locator(`[data-stat="${id}"]`);
const card = (page: import('@playwright/test').Page, companyId: string) => page.locator(`[data-company="${companyId}"]`);

test('portfolio figures follow an approval; two items of two companies are approved in one action without switching company', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  // Two expenses waiting in two companies, made urgent (from 500,000) so they lead the inbox.
  const acmeExpense = db.expenses.find((row) => row.company_id === ACME.id && row.status === 'submitted')!;
  const marinaExpense = db.expenses.find((row) => row.company_id === MARINA.id && row.status === 'submitted')!;
  acmeExpense.amount = 600_000;
  marinaExpense.amount = 700_000;
  db.companies.find((row) => row.id === ACME.id)!.plan = 'enterprise';

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/organizations/my-portfolio?highlighted[]=${MARINA.id}`);
  await expect(page.getByRole('tab', { name: 'My Portfolio' })).toHaveAttribute('aria-selected', 'true');
  await expect(stat(page, 'total_organizations').locator('[data-stat-value]')).toHaveText('7');
  const acmeCard = card(page, ACME.id);
  await expect(acmeCard.getByRole('heading', { name: ACME.name })).toBeVisible();
  await expect(acmeCard.getByText('Firm Admin')).toBeVisible();
  // The plan comes from the company's record (set to Enterprise above; seeded Standard).
  await expect(acmeCard.getByTestId('company-plan')).toHaveText('Enterprise plan');
  await expect(card(page, MARINA.id)).toHaveAttribute('data-highlighted', 'true');
  await expect(card(page, MARINA.id)).toBeInViewport();
  const pendingBefore = Number(await stat(page, 'pending_approvals').locator('[data-stat-value]').innerText());
  const acmePendingBefore = await acmeCard.locator('[data-fact="pending_approvals"] div').last().innerText();
  const chart = page.getByRole('figure', { name: 'Spend per company, last six months' });
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(6);
  expect(await axeViolations(page, 'main')).toEqual([]);

  // My Approval: the two urgent expenses, from two companies, approved in one action.
  await page.getByRole('tab', { name: 'My Approval' }).click();
  await expect(page).toHaveURL(/\/organizations\/my-approval$/);
  await expect(stat(page, 'total_pending')).toContainText(String(pendingBefore));
  const acmeRow = page.getByRole('row').filter({ hasText: acmeExpense.merchant }).filter({ hasText: ACME.name });
  const marinaRow = page.getByRole('row').filter({ hasText: marinaExpense.merchant }).filter({ hasText: MARINA.name });
  await expect(acmeRow.getByText('Urgent')).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await acmeRow.getByRole('checkbox').check();
  // Part of the page selected: the select-all box is mixed, and axe agrees with its state.
  await expect(page.getByRole('checkbox', { name: 'Select every row of this page' })).toHaveAttribute('data-indeterminate', 'true');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await marinaRow.getByRole('checkbox').check();
  await page
    .getByRole('region', { name: /selected/i })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('2 items approved')).toBeVisible();
  await expect(stat(page, 'total_pending')).toContainText(String(pendingBefore - 2));
  await expect(acmeRow).toHaveCount(0);
  await expect(marinaRow).toHaveCount(0);
  expect([acmeExpense.status, marinaExpense.status]).toEqual(['approved', 'approved']);
  await expect(page).toHaveURL(/\/organizations\/my-approval$/);

  // The portfolio follows: one fewer pending item in Acme, two fewer in all.
  await page.getByRole('tab', { name: 'My Portfolio' }).click();
  await expect(stat(page, 'pending_approvals')).toContainText(String(pendingBefore - 2));
  await expect(card(page, ACME.id).locator('[data-fact="pending_approvals"] div').last()).toHaveText(String(Number(acmePendingBefore) - 1));

  // Filters: one company's bills only.
  await page.getByRole('tab', { name: 'My Approval' }).click();
  await page.getByLabel('Type').click();
  await page.getByRole('option', { name: 'Bill' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('Bill');
  // Once the filtered page has replaced the previous one, every row is a bill.
  await expect.poll(async () => [...new Set(await page.locator('tbody tr td:nth-child(3)').allInnerTexts())]).toEqual(['Bill']);

  // Team: every company's people, filtered by company.
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.locator('[data-person]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite a person' })).toBeVisible();
  await page.getByLabel('Company', { exact: true }).click();
  await page.getByRole('option', { name: MARINA.name }).click();
  await expect(page.locator('[data-person]').first()).toContainText(MARINA.name);
  expect(await axeViolations(page, 'main')).toEqual([]);

  // Arabic, right to left, on My Approval.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab', { name: 'موافقاتي' }).click();
  await expect(stat(page, 'total_pending')).toContainText('إجمالي المعلّق');
  await expect(page.getByRole('columnheader', { name: 'الأولوية' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.getByRole('tab', { name: 'محفظتي' }).click();
  await expect(stat(page, 'total_organizations')).toContainText('إجمالي المؤسسات');
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('a tenant_specific account sees the restricted view on each portfolio tab', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.member, '/organizations/my-portfolio');
  for (const tab of ['My Portfolio', 'My Approval', 'Team']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByText(/Your account belongs to .+\. Companies are managed by your administrator\./)).toBeVisible();
    await expect(page.locator('[data-stat]')).toHaveCount(0);
  }
  expect(await axeViolations(page, 'main')).toEqual([]);
});
