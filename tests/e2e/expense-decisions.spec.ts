import type { RunningServer } from '../../server/app.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { apiHeaders } from '../support/apiSignIn';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 12 (part): approve and reject in the expense drawer, by the lifecycle of src/domain/expenseLifecycle.ts.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const DAY_MS = 86_400_000;

function database(appServer: unknown) {
  return (appServer as RunningServer).mockApi.context.store.db;
}

/** The manager's own person in Acme. */
function managerMemberId(appServer: unknown): number {
  const db = database(appServer);
  const user = db.users.find((row) => row.email === ACCOUNTS.manager)!;
  return db.memberships.find((row) => row.user_id === user.id && row.company_id === ACME)!.member_id;
}

/** Recent Acme card expenses (in the Expenses tab's default month), put up for a decision. */
function submittedExpenses(appServer: unknown, count: number, spenderId?: number): StoredExpense[] {
  const recent = database(appServer).expenses.filter(
    (row) => row.company_id === ACME && row.card_id !== null && (Date.now() - Date.parse(row.spent_at)) / DAY_MS < 20,
  );
  const picked = recent.slice(0, count);
  for (const row of picked) {
    row.status = 'submitted';
    if (spenderId !== undefined) row.member_id = spenderId;
  }
  return picked;
}

const amountOf = (row: StoredExpense) => formatMoney(row.amount, row.currency);

test('the firm admin approves one expense and rejects another with a reason the drawer then shows', async ({ page, appServer }) => {
  const [toApprove, toReject] = submittedExpenses(appServer, 2);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/cards/expenses/${toApprove.card_id}?expense=${toApprove.id}`);
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await expect(drawer.getByRole('heading', { name: toApprove.merchant })).toBeVisible();
  await expect(drawer.getByText('Submitted', { exact: true })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Expense from ${toApprove.merchant} (${amountOf(toApprove)}) approved`)).toBeVisible();
  await expect(drawer.getByText('Approved', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Expense' }).getByText('Approved', { exact: true })).toBeVisible();

  await page.goto(`/cards/expenses/${toReject.card_id}?expense=${toReject.id}`);
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const reasonDialog = page.getByRole('dialog', { name: `Reject the expense from ${toReject.merchant} (${amountOf(toReject)})` });
  await reasonDialog.getByRole('button', { name: 'Save' }).click();
  await expect(reasonDialog.getByText('Say why the expense is rejected')).toBeVisible();
  await reasonDialog.getByRole('textbox', { name: 'Reason' }).fill('The receipt is missing.');
  await reasonDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Expense from ${toReject.merchant} (${amountOf(toReject)}) rejected`)).toBeVisible();
  await expect(drawer.getByText('Rejected', { exact: true })).toBeVisible();
  // The reason shows under 'Why it was rejected' and in the activity trail.
  await expect(drawer.getByText('The receipt is missing.')).toHaveCount(2);
});

test('nobody approves their own expense: the manager sees why there is no button, and the API refuses', async ({
  page,
  appServer,
  baseURL,
  request,
}) => {
  const [own] = submittedExpenses(appServer, 1, managerMemberId(appServer));
  await openAndSignIn(page, ACCOUNTS.manager, `/cards/expenses/${own.card_id}?expense=${own.id}`);
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await expect(drawer.getByText('This is your own expense: someone else approves it.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const headers = await apiHeaders(baseURL!, ACCOUNTS.manager, ACME);
  const refused = await request.post(`${baseURL}/api/admin/expenses/${own.id}/transition`, { headers, data: { status: 'approved' } });
  expect(refused.status()).toBe(403);
  expect(database(appServer).expenses.find((row) => row.id === own.id)!.status).toBe('submitted');
});
