import { describe, expect, it } from 'vitest';
import type { CurrencyTotal, DashboardSummary } from '../../src/api/schema';
import { dubaiToday } from '../../src/domain/accountingLock';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();

/** GET dashboard; the server validates its answer against the OpenAPI (a mismatch is a 500). */
async function summaryOf(accessToken: string, tenant: string = acme.id): Promise<DashboardSummary> {
  const response = await api.get('/api/admin/dashboard', { accessToken, tenant });
  expect(response.status).toBe(200);
  return (await response.json()).data as DashboardSummary;
}

const aed = (totals: CurrencyTotal[] | undefined) => totals?.find((total) => total.currency === 'AED')?.amount ?? 0;
const cents = (amount: number) => Math.round(amount * 100);

/** The firm admin's person in Acme, if any: "waiting on me" leaves out what it spent. */
function firmAdminMemberId(): number | null {
  const user = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.firmAdmin)!;
  return api.db().memberships.find((row) => row.user_id === user.id && row.company_id === acme.id)?.member_id ?? null;
}

/** An active category of Acme that needs a receipt above a threshold. */
function receiptCategory() {
  return api
    .db()
    .categories.find(
      (row) =>
        row.company_id === acme.id && row.status === 'active' && row.receipt_required_above !== null && row.receipt_required_above < 9000,
    )!;
}

describe('GET /api/admin/dashboard', () => {
  it('answers 401 without a token and 403 for a company the user is not in', async () => {
    expect((await api.get('/api/admin/dashboard', { tenant: acme.id })).status).toBe(401);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    const memberCompanies = (await (await api.get('/api/admin/sub-tenants', { accessToken: member })).json()).data as { id: string }[];
    const foreign = SEEDED_COMPANIES.find((company) => !memberCompanies.some((own) => own.id === company.id))!;
    expect((await api.get('/api/admin/dashboard', { accessToken: member, tenant: foreign.id })).status).toBe(403);
  });

  it("computes every figure from the company's data, in Dubai months, by the one spend rule", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const summary = await summaryOf(accessToken);
    const db = api.db();
    const expenses = db.expenses.filter((row) => row.company_id === acme.id);
    expect(summary.today).toBe(dubaiToday());
    expect(summary.this_month).toEqual({ month: summary.today.slice(0, 7), from: `${summary.today.slice(0, 7)}-01`, to: summary.today });
    expect([...summary.spent_statuses].sort()).toEqual(['approved', 'authorized', 'captured', 'manual_approved', 'reimbursed', 'reported']);
    expect([...summary.awaiting_approval_statuses].sort()).toEqual(['in_review', 'manual', 'submitted']);

    expect(summary.wallet).toEqual({ balance: db.companies.find((row) => row.id === acme.id)!.limit.balance, currency: 'AED' });
    expect(summary.active_cards!.count).toBe(db.cards.filter((card) => card.company_id === acme.id && card.status === 'active').length);
    const pending = expenses.filter((row) => ['submitted', 'in_review', 'manual'].includes(row.status));
    expect(summary.pending_approvals!.count).toBe(pending.length);
    expect(summary.missing_receipts!.without_receipt).toBe(expenses.filter((row) => row.receipt === null).length);
    expect(summary.missing_receipts!.count).toBeLessThanOrEqual(summary.missing_receipts!.without_receipt);

    // The six months end with this one; the last two are this month and last month's spend in AED.
    const months = summary.spend_by_month!.months;
    expect(months.map((month) => month.month).at(-1)).toBe(summary.this_month.month);
    expect(months.at(-2)).toMatchObject({ month: summary.last_month.month, from: summary.last_month.from, to: summary.last_month.to });
    expect(cents(months.at(-1)!.amount)).toBe(cents(aed(summary.spend!.this_month)));
    expect(cents(months.at(-2)!.amount)).toBe(cents(aed(summary.spend!.last_month)));
    // The categories share out the six months' spend exactly.
    const sliced = summary.spend_by_category!.slices.reduce((sum, slice) => sum + cents(slice.amount), 0);
    expect(sliced).toBe(months.reduce((sum, month) => sum + cents(month.amount), 0));
    expect(summary.spend_by_category!.slices.filter((slice) => slice.kind === 'category').length).toBeLessThanOrEqual(5);

    expect(summary.recent_expenses).toHaveLength(5);
    const newest = [...expenses].sort((a, b) => Date.parse(b.spent_at) - Date.parse(a.spent_at))[0];
    expect(summary.recent_expenses![0].id).toBe(newest.id);
    const own = firmAdminMemberId();
    expect(summary.waiting_on_me!.count).toBe(pending.filter((row) => own === null || row.member_id !== own).length);
  });

  it('follows the data: an approval, a new expense, a frozen card and a transfer each move their figures', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const own = firmAdminMemberId();
    const before = await summaryOf(accessToken);

    // Approve an expense waiting only for an approver (receipt, coding, open period): pending and "waiting on me" drop by it.
    const waiting = api
      .db()
      .expenses.find(
        (row) =>
          row.company_id === acme.id &&
          row.status === 'submitted' &&
          row.member_id !== own &&
          row.currency === 'AED' &&
          approvalBlockersOf(api.db(), row).length === 0,
      )!;
    const approved = await api.send(
      'POST',
      `/api/admin/expenses/${waiting.id}/transition`,
      { status: 'approved' },
      { accessToken, tenant: acme.id },
    );
    expect(approved.status).toBe(200);
    const afterApproval = await summaryOf(accessToken);
    expect(afterApproval.pending_approvals!.count).toBe(before.pending_approvals!.count - 1);
    expect(cents(aed(afterApproval.pending_approvals!.totals))).toBe(cents(aed(before.pending_approvals!.totals)) - cents(waiting.amount));
    expect(afterApproval.waiting_on_me!.count).toBe(before.waiting_on_me!.count - 1);

    // A new out-of-pocket expense today, over its category's receipt threshold and without a receipt.
    const category = receiptCategory();
    const person = api.db().members.find((row) => row.company_id === acme.id && row.id !== own)!;
    const created = await api.send(
      'POST',
      '/api/admin/expenses',
      {
        member_id: person.id,
        merchant: 'Dashboard Test Supplies',
        spent_at: dubaiToday(),
        amount: 9876.54,
        currency: 'AED',
        category_id: category.id,
      },
      { accessToken, tenant: acme.id },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const newExpense = (await created.json()).data as { id: number };
    const afterCreate = await summaryOf(accessToken);
    expect(afterCreate.pending_approvals!.count).toBe(afterApproval.pending_approvals!.count + 1);
    expect(afterCreate.waiting_on_me!.count).toBe(afterApproval.waiting_on_me!.count + 1);
    expect(afterCreate.missing_receipts!.count).toBe(afterApproval.missing_receipts!.count + 1);
    expect(afterCreate.missing_receipts!.without_receipt).toBe(afterApproval.missing_receipts!.without_receipt + 1);
    expect(afterCreate.recent_expenses![0]).toMatchObject({ id: newExpense.id, merchant: 'Dashboard Test Supplies', status: 'manual' });
    // Not spent until approved.
    expect(afterCreate.spend).toEqual(afterApproval.spend);

    // Approving it (once its receipt is there: nothing is approved while it waits for one) makes it
    // spent this month: the spend, the month's bar and its category's share grow by it.
    const receipt = new FormData();
    receipt.append('receipt', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'supplies.pdf');
    const uploaded = await fetch(`${api.url}/api/admin/expenses/${newExpense.id}/receipt`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant': acme.id },
      body: receipt,
    });
    expect(uploaded.status).toBe(200);
    expect(
      (
        await api.send(
          'POST',
          `/api/admin/expenses/${newExpense.id}/transition`,
          { status: 'manual_approved' },
          { accessToken, tenant: acme.id },
        )
      ).status,
    ).toBe(200);
    const afterSpend = await summaryOf(accessToken);
    expect(cents(aed(afterSpend.spend!.this_month))).toBe(cents(aed(afterCreate.spend!.this_month)) + 987654);
    expect(cents(afterSpend.spend_by_month!.months.at(-1)!.amount)).toBe(cents(afterCreate.spend_by_month!.months.at(-1)!.amount) + 987654);
    const sliceOf = (summary: DashboardSummary) => summary.spend_by_category!.slices.reduce((sum, slice) => sum + cents(slice.amount), 0);
    expect(sliceOf(afterSpend)).toBe(sliceOf(afterCreate) + 987654);
    const change = afterSpend.spend!.change.find((row) => row.currency === 'AED')!;
    expect(cents(change.amount)).toBe(cents(aed(afterSpend.spend!.this_month)) - cents(aed(afterSpend.spend!.last_month)));

    // Freezing an active card takes it out of the active cards.
    const card = api.db().cards.find((row) => row.company_id === acme.id && row.status === 'active')!;
    expect((await api.send('POST', `/api/admin/cards/${card.id}/freeze`, undefined, { accessToken, tenant: acme.id })).status).toBe(200);
    expect((await summaryOf(accessToken)).active_cards!.count).toBe(afterSpend.active_cards!.count - 1);

    // Money the company gives a department leaves its balance.
    const department = api.db().departments.find((row) => row.company_id === acme.id && row.limit.mode === 'balance')!;
    const moved = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'company' }, to: { type: 'department', id: department.id }, amount: 1000 },
      { accessToken, tenant: acme.id },
    );
    expect(moved.status).toBe(201);
    expect(cents((await summaryOf(accessToken)).wallet!.balance)).toBe(cents(afterSpend.wallet!.balance) - 100000);
  });

  it('gives the company balance only to a holder of the wallet read permission: absent, not zero, for the Viewer', async () => {
    // The member is a Viewer in Acme: `read company information` and `read expenses`, not `read corporate e-wallet information`.
    const viewer = api.db().roles.find((row) => row.company_id === acme.id && row.name === 'Viewer')!;
    const names = viewer.permissions.map((permission) => permission.name);
    expect(names).toContain('read company information');
    expect(names).not.toContain('read corporate e-wallet information');
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    const without = await summaryOf(member);
    expect(without).not.toHaveProperty('wallet');
    expect(without.spend).toBeDefined();
    // The wallet page refuses the same account: the figure and the page follow one permission.
    expect((await api.get('/api/admin/wallet', { accessToken: member, tenant: acme.id })).status).toBe(403);

    // Granted the permission, the same account reads the figure (the company's balance, as stored).
    const wallet = api.db().permissions.find((permission) => permission.name === 'read corporate e-wallet information')!;
    viewer.permissions.push({ id: wallet.id, name: wallet.name });
    const granted = await summaryOf(member);
    expect(granted.wallet).toEqual({ balance: api.db().companies.find((row) => row.id === acme.id)!.limit.balance, currency: 'AED' });
  });

  it('leaves out what the user may not read: the manager in Desert Logistics sees active cards only', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const desert = await summaryOf(manager, desertLogistics.id);
    expect(desert.active_cards).toBeDefined();
    for (const absent of [
      'wallet',
      'spend',
      'pending_approvals',
      'missing_receipts',
      'spend_by_category',
      'spend_by_month',
      'recent_expenses',
      'waiting_on_me',
    ] as const) {
      expect(desert).not.toHaveProperty(absent);
    }
    // In Acme he is a Finance Manager: every figure is there, and nothing he spent waits on him.
    const inAcme = await summaryOf(manager, acme.id);
    expect(inAcme.wallet).toBeDefined();
    expect(inAcme.pending_approvals).toBeDefined();
    const user = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.manager)!;
    const ownId = api.db().memberships.find((row) => row.user_id === user.id && row.company_id === acme.id)!.member_id;
    expect(inAcme.waiting_on_me!.expenses.every((expense) => expense.member?.id !== ownId)).toBe(true);
  });
});
