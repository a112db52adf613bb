import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { countsAsSpent, spentIn } from '../../src/domain/spend.ts';
import type { StoredExpense } from '../../server/mock-api/store/types.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const api = useTestServer();

type LimitBody = { mode: string; amount: number; spent: number; balance: number; currency: string };

const readLimit = async (path: string, accessToken: string): Promise<LimitBody> => {
  const response = await api.get(`/api/admin/limits/${path}`, { accessToken, tenant: acme.id });
  expect(response.status).toBe(200);
  return (await response.json()).data;
};

/** The card, person and department limits an expense is spent by, as the API answers them. */
const ownerLimits = async (expense: StoredExpense, accessToken: string) => ({
  card: await readLimit(`card/${expense.card_id}`, accessToken),
  member: await readLimit(`member/${expense.member_id}`, accessToken),
  department: await readLimit(`department/${expense.department_id}`, accessToken),
});

const setStatus = (id: number, status: string) => api.send('POST', `/__mock/expenses/${id}/status`, { status });

describe('issue 21 item 5: one spend rule behind every "Spent"', () => {
  it('seeds each limit’s "Spent" as what its expenses spent by the rule', () => {
    const db = api.db();
    const acmeExpenses = db.expenses.filter((row) => row.company_id === acme.id);
    for (const card of db.cards.filter((row) => row.company_id === acme.id)) {
      expect(card.limit.spent).toBe(
        spentIn(
          acmeExpenses.filter((row) => row.card_id === card.id),
          card.limit.currency,
        ),
      );
    }
    for (const department of db.departments.filter((row) => row.company_id === acme.id)) {
      expect(department.limit.spent).toBe(
        spentIn(
          acmeExpenses.filter((row) => row.department_id === department.id),
          department.limit.currency,
        ),
      );
    }
  });

  it('a status change moves the card’s, person’s and department’s "Spent"; the money comes back to the prefunded card that paid', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const expense = db.expenses.find((row) => {
      if (row.company_id !== acme.id || row.card_id === null || row.department_id === null || !countsAsSpent(row.status)) return false;
      const card = db.cards.find((each) => each.id === row.card_id)!;
      const department = db.departments.find((each) => each.id === row.department_id)!;
      const member = db.members.find((each) => each.id === row.member_id)!;
      return card.limit.mode === 'balance' && card.currency === row.currency && department !== undefined && member !== undefined;
    })!;
    const counted = expense.status;
    const before = await ownerLimits(expense, accessToken);

    expect((await setStatus(expense.id, 'reversed')).status).toBe(200);
    const after = await ownerLimits(expense, accessToken);
    const less = (value: number) => Math.round((value - expense.amount) * 100) / 100;
    expect(after.card.spent).toBe(less(before.card.spent));
    expect(after.card.balance).toBe(Math.round((before.card.balance + expense.amount) * 100) / 100);
    expect(after.card.amount).toBe(after.card.balance);
    // A "Spent" counts the expenses in its own currency.
    const spentMoves = (limit: { currency: string; spent: number }) =>
      limit.currency === expense.currency ? less(limit.spent) : limit.spent;
    expect(after.department.spent).toBe(spentMoves(before.department));
    expect(after.member.spent).toBe(spentMoves(before.member));
    // Only the account that paid gets the money back: the person and the department hold what they held.
    expect(after.department.balance).toBe(before.department.balance);
    expect(after.member.balance).toBe(before.member.balance);

    // And back: a status that counts again spends it again.
    expect((await setStatus(expense.id, counted)).status).toBe(200);
    expect(await ownerLimits(expense, accessToken)).toEqual(before);
  });

  it('refuses a status the contract does not list (422) and an unknown expense (404)', async () => {
    const expense = api.db().expenses[0];
    expect((await setStatus(expense.id, 'spent')).status).toBe(422);
    expect(api.db().expenses[0].status).toBe(expense.status);
    expect((await setStatus(999_999, 'captured')).status).toBe(404);
  });
});

describe('issue 33: the money of spend no prefunded account pays comes from the company wallet', () => {
  const wallet = () => api.db().companies.find((row) => row.id === acme.id)!.limit.balance;
  const lastEntry = () =>
    api
      .db()
      .walletEntries.filter((row) => row.company_id === acme.id)
      .at(-1)!;
  const prefunded = (type: 'cards' | 'members' | 'departments', id: number | null) =>
    id !== null && api.db()[type].find((row) => row.id === id)?.limit.mode === 'balance';

  it('card spend on a card with a spending limit is paid by the wallet when it settles, and comes back when reversed', async () => {
    const expense = api
      .db()
      .expenses.find(
        (row) =>
          row.company_id === acme.id &&
          row.currency === 'AED' &&
          row.card_id !== null &&
          !countsAsSpent(row.status) &&
          row.status !== 'draft' &&
          !prefunded('cards', row.card_id) &&
          !prefunded('members', row.member_id) &&
          !prefunded('departments', row.department_id),
      )!;
    expect(expense, 'the seed has an undecided AED card expense of accounts that hold no money').toBeDefined();
    const before = wallet();
    expect((await setStatus(expense.id, 'captured')).status).toBe(200);
    expect(wallet()).toBe(Math.round((before - expense.amount) * 100) / 100);
    expect(lastEntry()).toMatchObject({
      type: 'card_spend',
      amount: -expense.amount,
      reference_kind: 'expense',
      reference_id: String(expense.id),
    });
    // Settling twice pays once.
    expect((await setStatus(expense.id, 'approved')).status).toBe(200);
    expect(wallet()).toBe(Math.round((before - expense.amount) * 100) / 100);
    expect((await setStatus(expense.id, 'reversed')).status).toBe(200);
    expect(wallet()).toBe(before);
    expect(lastEntry()).toMatchObject({ type: 'refund', amount: expense.amount });
  });

  it('an out-of-pocket expense leaves the wallet when it is reimbursed, not when it is approved', async () => {
    const expense = api
      .db()
      .expenses.find(
        (row) =>
          row.company_id === acme.id &&
          row.currency === 'AED' &&
          row.card_id === null &&
          row.status !== 'reimbursed' &&
          !prefunded('members', row.member_id) &&
          !prefunded('departments', row.department_id),
      )!;
    expect(expense, 'the seed has an AED out-of-pocket expense not yet reimbursed').toBeDefined();
    const before = wallet();
    expect((await setStatus(expense.id, 'approved')).status).toBe(200);
    expect(wallet()).toBe(before);
    expect((await setStatus(expense.id, 'reimbursed')).status).toBe(200);
    expect(wallet()).toBe(Math.round((before - expense.amount) * 100) / 100);
    expect(lastEntry()).toMatchObject({ type: 'reimbursement', amount: -expense.amount });
  });
});
