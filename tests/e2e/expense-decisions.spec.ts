import type { RunningServer } from '../../server/app.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { dayOf } from '../../src/domain/accountingLock.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { apiHeaders } from '../support/apiSignIn';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 12 (part): approve and reject in the expense drawer, by the lifecycle of src/domain/expenseLifecycle.ts.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const DAY_MS = 86_400_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function database(appServer: unknown) {
  return (appServer as RunningServer).mockApi.context.store.db;
}

/** The manager's own person in Acme. */
function managerMemberId(appServer: unknown): number {
  const db = database(appServer);
  const user = db.users.find((row) => row.email === ACCOUNTS.manager)!;
  return db.memberships.find((row) => row.user_id === user.id && row.company_id === ACME)!.member_id;
}

/** Recent Acme card expenses (in the Expenses tab's default month) nothing keeps from approval, put up for a decision. */
function submittedExpenses(appServer: unknown, count: number, spenderId?: number): StoredExpense[] {
  const db = database(appServer);
  const recent = db.expenses.filter(
    (row) =>
      row.company_id === ACME &&
      row.card_id !== null &&
      (Date.now() - Date.parse(row.spent_at)) / DAY_MS < 20 &&
      approvalBlockersOf(db, row).length === 0,
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

test('Approve waits for a receipt, and in a locked period for the period to open: the drawer says why beside the disabled buttons', async ({
  page,
  appServer,
}) => {
  const db = database(appServer);
  const [waiting, locked] = submittedExpenses(appServer, 2);
  // Its category needs a receipt at its amount, and none is on file.
  const category = db.categories.find((row) => row.company_id === ACME && row.status === 'active' && row.receipt_required_above !== null)!;
  waiting.category_id = category.id;
  waiting.amount = Math.max(waiting.amount, category.receipt_required_above! + 1);
  waiting.receipt = null;

  await openAndSignIn(page, ACCOUNTS.firmAdmin, `/cards/expenses/${waiting.card_id}?expense=${waiting.id}`);
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await expect(drawer.getByRole('heading', { name: waiting.merchant })).toBeVisible();
  const approve = drawer.getByRole('button', { name: 'Approve' });
  const why = 'It cannot be approved yet: it waits for a receipt.';
  await expect(approve).toBeDisabled();
  await expect(drawer.getByText(why)).toBeVisible();
  await expect(approve).toHaveAccessibleDescription(why);
  // A rejection is not blocked by a missing receipt.
  await expect(drawer.getByRole('button', { name: 'Reject' })).toBeEnabled();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // Once the receipt is there, it can be approved.
  await drawer.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(`Receipt receipt.png added to the expense from ${waiting.merchant}`)).toBeVisible();
  await expect(approve).toBeEnabled();
  await expect(drawer.getByText(why)).toHaveCount(0);
  await approve.click();
  await expect(page.getByText(`Expense from ${waiting.merchant} (${amountOf(waiting)}) approved`)).toBeVisible();

  // The books locked up to the other one's day: neither approved nor rejected, the lock date named.
  const day = dayOf(locked.spent_at)!;
  db.accountingSettings.find((row) => row.company_id === ACME)!.lock_date = day;
  const shown = day.split('-').reverse().join('/');
  await page.goto(`/cards/expenses/${locked.card_id}?expense=${locked.id}`);
  await expect(drawer.getByRole('heading', { name: locked.merchant })).toBeVisible();
  const lockedWhy = `The books are locked up to ${shown}: it can be neither approved nor rejected until its period opens.`;
  await expect(drawer.getByText(lockedWhy)).toBeVisible();
  await expect(approve).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription(lockedWhy);
  await expect(drawer.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await expect(
    drawer.getByRole('region', { name: 'Waiting for' }).getByText(`Its period to open: the books are locked up to ${shown}`),
  ).toBeVisible();
  await expect(drawer.getByText(`The books are locked up to ${shown}: this expense’s coding and receipt cannot change.`)).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  expect(db.expenses.find((row) => row.id === locked.id)!.status).toBe('submitted');
});
