import type { RunningServer } from '../../server/app.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { test, expect, openAndSignIn, ACCOUNTS, RETURNING_USER_DEFAULT_COMPANY_ID } from './fixtures';

// Issue 34 item 5: the spender's own steps show the expense the API answered at once (no reload of the
// whole screen, no page reload): its status and the steps it allows follow each click.
const ACME = RETURNING_USER_DEFAULT_COMPANY_ID;
const DAY_MS = 86_400_000;

test('the spender recalls their submitted expense, takes it back to draft and submits it again; the drawer follows each step', async ({
  page,
  appServer,
}) => {
  const db = (appServer as RunningServer).mockApi.context.store.db;
  const user = db.users.find((row) => row.email === ACCOUNTS.manager)!;
  const memberId = db.memberships.find((row) => row.user_id === user.id && row.company_id === ACME)!.member_id;
  const expense = db.expenses.find(
    (row) => row.company_id === ACME && (Date.now() - Date.parse(row.spent_at)) / DAY_MS < 20 && approvalBlockersOf(db, row).length === 0,
  )!;
  expense.status = 'submitted';
  expense.member_id = memberId;
  const named = `Expense from ${expense.merchant} (${formatMoney(expense.amount, expense.currency)})`;

  await openAndSignIn(page, ACCOUNTS.manager, `/expenses?expense=${expense.id}`);
  const drawer = page.getByRole('dialog', { name: 'Expense' });
  await expect(drawer.getByText('Submitted', { exact: true })).toBeVisible();

  await drawer.getByRole('button', { name: 'Recall' }).click();
  await expect(page.getByText(`${named} recalled`)).toBeVisible();
  await expect(drawer.getByText('Recalled', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Recall' })).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Back to draft' }).click();
  await expect(page.getByText(`${named} is a draft again`)).toBeVisible();
  await expect(drawer.getByText('Draft', { exact: true })).toBeVisible();

  await drawer.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText(`${named} submitted for approval`)).toBeVisible();
  await expect(drawer.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Recall' })).toBeVisible();
  expect(db.expenses.find((row) => row.id === expense.id)!.status).toBe('submitted');
});
