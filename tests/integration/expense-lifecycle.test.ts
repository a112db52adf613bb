import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();

/** The manager's own person in Acme (Finance Manager there: he holds approve expenses). */
function managerMemberId(): number {
  const user = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.manager)!;
  return api.db().memberships.find((row) => row.user_id === user.id && row.company_id === acme.id)!.member_id;
}

/**
 * An Acme expense someone else spent, nothing keeping it from approval (its receipt, coding, an open
 * period), put in `status`; `spentByManager` makes the manager its spender.
 */
function expenseIn(status: StoredExpense['status'], spentByManager: boolean): StoredExpense {
  const own = managerMemberId();
  const row = api
    .db()
    .expenses.find(
      (candidate) =>
        candidate.company_id === acme.id && candidate.member_id !== own && approvalBlockersOf(api.db(), candidate).length === 0,
    )!;
  if (spentByManager) row.member_id = own;
  row.status = status;
  return row;
}

const move = (id: number, body: unknown, accessToken: string, tenant = acme.id) =>
  api.send('POST', `/api/admin/expenses/${id}/transition`, body, { accessToken, tenant });

describe('POST /api/admin/expenses/{id}/transition', () => {
  it("approves someone else's submitted expense, and its card's Spent follows", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const expense = expenseIn('submitted', false);
    const response = await move(expense.id, { status: 'approved' }, accessToken);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ id: expense.id, status: 'approved' });
    expect(api.db().expenses.find((row) => row.id === expense.id)!.status).toBe('approved');
  });

  it('refuses to let anyone approve their own expense (403), and nothing changes', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const own = expenseIn('submitted', true);
    const response = await move(own.id, { status: 'approved' }, accessToken);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('Nobody approves, rejects or reimburses their own expense.');
    expect(own.status).toBe('submitted');
  });

  it('answers 422 naming both statuses for a step the lifecycle does not have, and nothing changes', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const reported = expenseIn('reported', false);
    const response = await move(reported.id, { status: 'draft' }, accessToken);
    expect(response.status).toBe(422);
    expect((await response.json()).errors.status).toEqual(['An expense that is reported cannot become draft.']);
    expect(reported.status).toBe('reported');
  });

  it('needs a reason to reject, and keeps it for the spender to read', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const expense = expenseIn('in_review', false);
    const without = await move(expense.id, { status: 'rejected', reason: ' ' }, accessToken);
    expect(without.status).toBe(422);
    expect(expense.status).toBe('in_review');
    const withReason = await move(expense.id, { status: 'rejected', reason: 'The receipt is missing.' }, accessToken);
    expect(withReason.status).toBe(200);
    const read = await api.get(`/api/admin/expenses/${expense.id}`, { accessToken, tenant: acme.id });
    expect((await read.json()).data).toMatchObject({ status: 'rejected', rejection_reason: 'The receipt is missing.' });
  });

  it('leaves card payments to the card network, and answers 404 for another company and 401 without a token', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const authorized = expenseIn('authorized', false);
    expect((await move(authorized.id, { status: 'captured' }, accessToken)).status).toBe(403);
    const foreign = api.db().expenses.find((row) => row.company_id === desertLogistics.id)!;
    expect((await move(foreign.id, { status: 'cancelled' }, accessToken)).status).toBe(404);
    expect(
      (await api.send('POST', `/api/admin/expenses/${authorized.id}/transition`, { status: 'captured' }, { tenant: acme.id })).status,
    ).toBe(401);
    // The contract refuses an unknown status and an unknown field before any rule runs.
    expect((await move(authorized.id, { status: 'paid' }, accessToken)).status).toBe(422);
    expect((await move(authorized.id, { status: 'captured', amount: 1 }, accessToken)).status).toBe(422);
    expect(authorized.status).toBe('authorized');
  });
});
