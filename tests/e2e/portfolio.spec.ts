import type { RunningServer } from '../../server/app.ts';
import { complianceRulesOf, recheckCompliance } from '../../server/mock-api/policy/compliance.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
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

test('portfolio figures follow approvals across companies: a flagged item is held back by the bulk review and approved anyway with a reason', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  // Two expenses waiting in two companies (nothing else holds their approval back), made urgent (from
  // 500,000) so they lead the inbox. Acme's is above its per-expense maximum (Smart Comply's default
  // rule, AED 20,000): flagged. Marina's rules are all off: not flagged.
  const waiting = (companyId: string) =>
    db.expenses.find((row) => row.company_id === companyId && row.status === 'submitted' && approvalBlockersOf(db, row).length === 0)!;
  const acmeExpense = waiting(ACME.id);
  const marinaExpense = waiting(MARINA.id);
  acmeExpense.amount = 600_000;
  marinaExpense.amount = 700_000;
  acmeExpense.currency = 'AED';
  marinaExpense.currency = 'AED';
  for (const rule of complianceRulesOf(db, MARINA.id)) rule.enabled = false;
  recheckCompliance(db);
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

  // My Approval: the two urgent expenses, from two companies; Acme's shows its open flag.
  await page.getByRole('tab', { name: 'My Approval' }).click();
  await expect(page).toHaveURL(/\/organizations\/my-approval$/);
  await expect(stat(page, 'total_pending')).toContainText(String(pendingBefore));
  const acmeRow = page
    .getByRole('row')
    .filter({ hasText: acmeExpense.merchant })
    .filter({ hasText: ACME.name })
    .filter({ hasText: '600,000.00' });
  const marinaRow = page
    .getByRole('row')
    .filter({ hasText: marinaExpense.merchant })
    .filter({ hasText: MARINA.name })
    .filter({ hasText: '700,000.00' });
  await expect(acmeRow.getByText('Urgent')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Compliance flags' })).toBeVisible();
  await expect(acmeRow.getByText('Maximum per expense · High')).toBeVisible();
  await expect(marinaRow.getByRole('button', { name: /^Approve anyway/ })).toHaveCount(0);
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

  // The bulk approval's review: what goes through, per company and per currency; the flagged item held back. Nothing sent yet.
  const review = page.getByRole('dialog', { name: 'Approve 2 items' });
  const reviewTable = review.getByRole('table', { name: 'Review the approval' });
  await expect(reviewTable.getByRole('row', { name: /^Items/ })).toContainText('1 item');
  await expect(reviewTable.getByRole('row', { name: `${MARINA.name}: 1 item` })).toContainText(formatMoney(700_000, 'AED', 'en'));
  await expect(reviewTable.getByRole('row', { name: /^Total/ })).toContainText(formatMoney(700_000, 'AED', 'en'));
  await expect(reviewTable.getByRole('row', { name: /^Not approved now/ })).toContainText('1 item with open compliance flags');
  await expect(reviewTable.getByText(ACME.name)).toHaveCount(0);
  expect(marinaExpense.status).toBe('submitted');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await review.getByRole('button', { name: 'Approve 1 item' }).click();
  // The flagged one is refused with the API's reason and stays selected; the other is approved.
  const notDecided = page.getByRole('dialog', { name: 'Some items were not decided' });
  await expect(notDecided).toContainText(/1 decided/);
  await expect(notDecided).toContainText(/“Maximum per expense” \(high\).* open on expense \d+; approve anyway with a reason\./);
  await expect(page.getByText('1 item approved')).toBeVisible();
  await notDecided.getByRole('button', { name: 'Close' }).click();
  await expect(marinaRow).toHaveCount(0);
  await expect(acmeRow.getByRole('checkbox')).toBeChecked();
  expect([acmeExpense.status, marinaExpense.status]).toEqual(['submitted', 'approved']);

  // Approve anyway: the flag and why it fired, a required reason, then the approval with its reason on the trail.
  await acmeRow.getByRole('button', { name: `Approve anyway: ${acmeExpense.merchant}` }).click();
  const anyway = page.getByRole('dialog', { name: `Approve ${acmeExpense.merchant} anyway?` });
  await expect(anyway.getByRole('list', { name: 'Compliance flags' })).toContainText('Maximum per expense · High');
  await expect(anyway).toContainText('limit per expense');
  await anyway.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(anyway.getByText('Say why you approve it despite its flags.')).toBeVisible();
  expect(acmeExpense.status).toBe('submitted');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await anyway.getByLabel('Why approve it anyway').fill('Annual fleet lease, approved by the board');
  await anyway.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(page.getByText(`${acmeExpense.merchant} approved despite its compliance flags`)).toBeVisible();
  await expect(acmeRow).toHaveCount(0);
  expect(acmeExpense.status).toBe('approved');
  expect(db.expenseActivity.filter((row) => row.expense_id === acmeExpense.id).at(-1)).toMatchObject({
    kind: 'compliance',
    text: expect.stringMatching(/^approved over open flags \(.*max_per_expense.*\): Annual fleet lease, approved by the board$/),
  });
  await expect(stat(page, 'total_pending')).toContainText(String(pendingBefore - 2));
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

  // A bulk rejection: the reason first, then its review (the count, the company's total, the reason); Back keeps the reason.
  const firstBill = page.locator('tbody tr').first();
  const billName = (await firstBill.getByRole('checkbox').getAttribute('aria-label'))!.replace(/^Select /, '');
  const [billAmount, billCompany] = billName.split(', ').reverse();
  await firstBill.getByRole('checkbox').check();
  await page
    .getByRole('region', { name: /selected/i })
    .getByRole('button', { name: 'Reject' })
    .click();
  const rejecting = page.getByRole('dialog', { name: 'Reject 1 item' });
  await rejecting.getByLabel('Reason').fill('Not ordered by us');
  await rejecting.getByRole('button', { name: 'Review' }).click();
  const rejectReview = rejecting.getByRole('table', { name: 'Review the rejection' });
  await expect(rejectReview.getByRole('row', { name: `${billCompany}: 1 item` })).toContainText(billAmount);
  await expect(rejectReview.getByRole('row', { name: /^Total/ })).toContainText(billAmount);
  await expect(rejectReview.getByRole('row', { name: /^Reason/ })).toContainText('Not ordered by us');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await rejecting.getByRole('button', { name: 'Back' }).click();
  await expect(rejecting.getByLabel('Reason')).toHaveValue('Not ordered by us');
  await rejecting.getByRole('button', { name: 'Review' }).click();
  await rejecting.getByRole('button', { name: 'Reject 1 item' }).click();
  await expect(page.getByText('1 item rejected')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select ${billName}` })).toHaveCount(0);

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
