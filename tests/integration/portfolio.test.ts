import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { approvalBlockersOf } from '../../server/mock-api/policy/expenses.ts';
import { approvalInbox, inboxPage } from '../../server/mock-api/policy/portfolio.ts';
import { noteStoreChange } from '../../server/mock-api/store/changeCounter.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail, falcon, , marina] = SEEDED_COMPANIES;

const api = useTestServer();

type Item = { company_id: string; company_name: string; type: string; id: number; amount: number; currency: string; priority: string };
type Inbox = { data: Item[]; meta: { total: number }; stats: { total_pending: number; urgent_items: number }; companies: { id: string }[] };
type Result = { company_id: string; type: string; id: number; ok: boolean; status: number; message: string | null };

async function inboxOf(accessToken: string, query = 'per_page=100'): Promise<Inbox> {
  const response = await api.get(`/api/admin/portfolio/approvals?${query}`, { accessToken });
  expect(response.status).toBe(200);
  return response.json();
}

async function decide(accessToken: string, items: unknown[]): Promise<{ status: number; results: Result[] }> {
  const response = await api.send('POST', '/api/admin/portfolio/approvals/decisions', { items }, { accessToken });
  const body = await response.json();
  return { status: response.status, results: body.data };
}

const expenseOf = (id: number) => api.db().expenses.find((row) => row.id === id)!;
/** An inbox expense nothing keeps from approval (a receipt, its coding and an open period: `approvalBlockers`). */
const approvable = (item: Item) => item.type === 'expense' && approvalBlockersOf(api.db(), expenseOf(item.id)).length === 0;

describe('portfolio and the cross-company approval inbox', () => {
  it('answers 401 without a token and 403 to a tenant_specific account (the restricted view)', async () => {
    for (const path of ['/api/admin/portfolio', '/api/admin/portfolio/team', '/api/admin/portfolio/approvals'])
      expect((await api.get(path)).status).toBe(401);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    for (const path of ['/api/admin/portfolio', '/api/admin/portfolio/team', '/api/admin/portfolio/approvals'])
      expect((await api.get(path, { accessToken: member, tenant: acme.id })).status).toBe(403);
    const decision = await decide(member, [{ company_id: acme.id, type: 'expense', id: 1, decision: 'approve' }]);
    expect(decision.status).toBe(403);
  });

  it("shows only the user's companies, each figure computed from that company's data and only where they may read it", async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const response = await api.get('/api/admin/portfolio', { accessToken: manager, tenant: falcon.id });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    // X-Tenant is not read: the manager's three companies, never Falcon Ventures (not theirs).
    expect(data.companies.map((company: { id: string }) => company.id)).toEqual([acme.id, desertLogistics.id, gulfRetail.id]);
    expect(data.stats.total_organizations).toBe(3);
    const [acmeCard, desertCard, gulfCard] = data.companies;
    expect(acmeCard.roles).toEqual(['Finance Manager']);
    expect(gulfCard.roles).toEqual(['Department Lead', 'Viewer']);
    // The plan is the company's own, from the store.
    for (const card of data.companies as { id: string; plan: string }[])
      expect(card.plan).toBe(api.db().companies.find((company) => company.id === card.id)!.plan);
    expect(new Set(data.companies.map((card: { plan: string }) => card.plan)).size).toBeGreaterThan(1);
    // Card Operator may not read expenses in Desert Logistics: no spend figure there, not a zero.
    expect(desertCard).not.toHaveProperty('spend_this_month');
    expect(desertCard).not.toHaveProperty('spend_by_month');
    expect(acmeCard.spend_by_month).toHaveLength(6);

    // The dashboard's rule: the same "spend this month" as Acme's dashboard for the same account.
    const dashboard = (await (await api.get('/api/admin/dashboard', { accessToken: manager, tenant: acme.id })).json()).data;
    expect(acmeCard.spend_this_month).toEqual(dashboard.spend.this_month);
    expect(acmeCard.members).toBe(api.db().members.filter((row) => row.company_id === acme.id).length);
    expect(acmeCard.contact.email).toBe(
      api.db().companySettings.find((row) => row.company_id === acme.id)!.company_information.contact_email,
    );

    // Pending approvals per card add up to the inbox's total, and the stat is the inbox's.
    const inbox = await inboxOf(manager);
    expect(data.stats.pending_approvals).toBe(inbox.stats.total_pending);
    expect(data.companies.reduce((sum: number, company: { pending_approvals: number }) => sum + company.pending_approvals, 0)).toBe(
      inbox.stats.total_pending,
    );
  });

  it('builds the inbox only from companies and records the user may decide, never their own', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const inbox = await inboxOf(manager, 'per_page=100');
    expect(inbox.meta.total).toBe(inbox.stats.total_pending);
    expect(inbox.stats.total_pending).toBeGreaterThan(0);
    // Only Acme: Card Operator (Desert Logistics) and Department Lead + Viewer (Gulf Retail) approve nothing.
    expect(new Set(inbox.data.map((item) => item.company_id))).toEqual(new Set([acme.id]));
    const managerUser = api.db().users.find((user) => user.email === SEEDED_ACCOUNTS.manager)!;
    const ownPerson = api.db().memberships.find((row) => row.user_id === managerUser.id && row.company_id === acme.id)!.member_id;
    for (const item of inbox.data.filter((entry) => entry.type === 'expense' || entry.type === 'reimbursement'))
      expect(expenseOf(item.id).member_id).not.toBe(ownPerson);
    expect(
      inbox.data.some(
        (item) =>
          item.type === 'funding_request' && api.db().fundingRequests.find((row) => row.id === item.id)!.requested_by.id === managerUser.id,
      ),
    ).toBe(false);

    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const all = await inboxOf(firmAdmin, 'per_page=100&filters[exact][company_id]=' + marina.id + '&filters[exact][type]=expense');
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data.every((item) => item.company_id === marina.id && item.type === 'expense')).toBe(true);
    expect(all.stats.total_pending).toBeGreaterThan(all.meta.total);
  });

  it('decides items of two companies in one call, each in its own company; the inbox and counts follow', async () => {
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const before = await inboxOf(firmAdmin, 'per_page=100');
    const acmeExpenses = await inboxOf(firmAdmin, `per_page=100&filters[exact][company_id]=${acme.id}&filters[exact][type]=expense`);
    const acmeExpense = acmeExpenses.data.find(approvable)!;
    const marinaBill = before.data.find((item) => item.company_id === marina.id && item.type === 'bill')!;
    const { status, results } = await decide(firmAdmin, [
      { company_id: acme.id, type: 'expense', id: acmeExpense.id, decision: 'approve' },
      { company_id: marina.id, type: 'bill', id: marinaBill.id, decision: 'reject', reason: 'Duplicate of last month' },
    ]);
    expect(status).toBe(200);
    expect(results.map((result) => [result.ok, result.status])).toEqual([
      [true, 200],
      [true, 200],
    ]);
    expect(expenseOf(acmeExpense.id).status).toBe('approved');
    const bill = api.db().bills.find((row) => row.id === marinaBill.id)!;
    expect([bill.approval_status, bill.rejection_reason]).toEqual(['rejected', 'Duplicate of last month']);

    const after = await inboxOf(firmAdmin, 'per_page=100');
    expect(after.stats.total_pending).toBe(before.stats.total_pending - 2);
    const key = (item: { company_id: string; type: string; id: number }) => `${item.company_id}/${item.type}/${item.id}`;
    expect(after.data.map(key)).not.toContain(key(acmeExpense));
    expect(after.data.map(key)).not.toContain(key(marinaBill));
  });

  it("refuses per item with that company's checks (membership, permission, deny list, own item, foreign id) and changes nothing for them", async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const db = api.db();
    const managerUser = db.users.find((user) => user.email === SEEDED_ACCOUNTS.manager)!;
    const awaiting = (companyId: string) => db.expenses.find((row) => row.company_id === companyId && row.status === 'submitted')!;
    const acmeExpense = (await inboxOf(manager)).data.find(approvable)!;
    const desertExpense = awaiting(desertLogistics.id);
    const falconExpense = awaiting(falcon.id);
    const marinaExpense = awaiting(marina.id);
    const ownFunding = db.fundingRequests.find(
      (row) => row.company_id === acme.id && row.status === 'pending' && row.requested_by.id === managerUser.id,
    )!;
    const acmeBill = db.bills.find((row) => row.company_id === acme.id && row.approval_status === 'pending_approval')!;
    const snapshot = JSON.stringify([desertExpense, falconExpense, marinaExpense, ownFunding, acmeBill]);
    db.denyList.api['approve bills'] = true;

    const { status, results } = await decide(manager, [
      { company_id: desertLogistics.id, type: 'expense', id: desertExpense.id, decision: 'approve' }, // Card Operator: no permission
      { company_id: falcon.id, type: 'expense', id: falconExpense.id, decision: 'approve' }, // not a member
      { company_id: acme.id, type: 'expense', id: marinaExpense.id, decision: 'approve' }, // another company's id
      { company_id: acme.id, type: 'funding_request', id: ownFunding.id, decision: 'approve' }, // their own
      { company_id: acme.id, type: 'bill', id: acmeBill.id, decision: 'approve' }, // denied for the firm
      { company_id: acme.id, type: 'expense', id: acmeExpense.id, decision: 'approve' }, // allowed
    ]);
    delete db.denyList.api['approve bills'];
    expect(status).toBe(200);
    expect(results.map((result) => result.status)).toEqual([403, 403, 404, 403, 403, 200]);
    expect(results[0].message).toBe('You do not have permission to approve expenses.');
    expect(results[3].message).toMatch(/own funding request/);
    expect(results[4].message).toMatch(/denied/);
    expect(JSON.stringify([desertExpense, falconExpense, marinaExpense, ownFunding, acmeBill])).toBe(snapshot);
    expect(expenseOf(acmeExpense.id).status).toBe('approved');
  });

  it('refuses a rejection without a reason for the whole call (422), deciding nothing', async () => {
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const [first, second] = (await inboxOf(firmAdmin)).data.filter((item) => item.type === 'expense');
    const response = await api.send(
      'POST',
      '/api/admin/portfolio/approvals/decisions',
      {
        items: [
          { company_id: first.company_id, type: 'expense', id: first.id, decision: 'approve' },
          { company_id: second.company_id, type: 'expense', id: second.id, decision: 'reject', reason: '  ' },
        ],
      },
      { accessToken: firmAdmin },
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toHaveProperty(['items.1.reason']);
    expect([expenseOf(first.id).status, expenseOf(second.id).status]).not.toContain('approved');
  });

  it("lists the team of every company where the user may read people, one person per e-mail with each company's roles", async () => {
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get(`/api/admin/portfolio/team?per_page=100&filters[exact][company_id]=${gulfRetail.id}`, {
      accessToken: firmAdmin,
    });
    expect(response.status).toBe(200);
    const { data, meta, roles } = await response.json();
    const gulfPeople = api.db().members.filter((row) => row.company_id === gulfRetail.id);
    expect(meta.total).toBe(new Set(gulfPeople.map((row) => row.email.toLowerCase())).size);
    expect(roles).toContain('Owner');
    const managerRow = data.find((person: { email: string }) => person.email === SEEDED_ACCOUNTS.manager);
    expect(managerRow.companies.map((entry: { company_id: string; roles: string[] }) => [entry.company_id, entry.roles])).toEqual([
      [acme.id, ['Finance Manager']],
      [desertLogistics.id, ['Card Operator']],
      [gulfRetail.id, ['Department Lead', 'Viewer']],
    ]);
    // A change of a person shows on the next read (the kept team is rebuilt): written by hand here, so noted as a write.
    const someone = gulfPeople.find((row) => row.status === 'active')!;
    someone.status = 'suspended';
    noteStoreChange(api.db());
    const suspended = await (
      await api.get(`/api/admin/portfolio/team?per_page=100&filters[exact][company_id]=${gulfRetail.id}&filters[exact][status]=suspended`, {
        accessToken: firmAdmin,
      })
    ).json();
    expect(suspended.data.map((person: { email: string }) => person.email)).toContain(someone.email);

    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const own = await (await api.get('/api/admin/portfolio/team?per_page=100', { accessToken: manager })).json();
    const seen = new Set(
      own.data.flatMap((person: { companies: { company_id: string }[] }) => person.companies.map((entry) => entry.company_id)),
    );
    for (const company of [falcon, marina]) expect(seen.has(company.id)).toBe(false);
  });

  it("builds each item from its record: priority from the due date and amount, never one's own bill, requests only with card services", async () => {
    const db = api.db();
    const firmAdmin = db.users.find((user) => user.email === SEEDED_ACCOUNTS.firmAdmin)!;
    const now = new Date();
    const bills = db.bills.filter((row) => row.company_id === acme.id && row.approval_status === 'pending_approval');
    const [overdue, own] = bills;
    overdue.due_date = '2000-01-01';
    own.created_by = { id: firmAdmin.id, name: 'Farah Al Mansoori' };
    const big = db.expenses.find((row) => row.company_id === gulfRetail.id && row.status === 'submitted')!;
    big.amount = 600_000;
    const inbox = approvalInbox(db, firmAdmin, now);
    const { stats } = inbox;
    const { items } = inboxPage(inbox, {}, 1, 10_000);
    const find = (companyId: string, type: string, id: number) =>
      items.find((item) => item.company_id === companyId && item.type === type && item.id === id);
    expect(find(acme.id, 'bill', overdue.id)).toMatchObject({ priority: 'urgent', due_date: '2000-01-01', status: 'submitted' });
    expect(find(acme.id, 'bill', own.id)).toBeUndefined();
    expect(find(gulfRetail.id, 'expense', big.id)).toMatchObject({ priority: 'urgent', amount: 600_000, company_name: gulfRetail.name });
    expect(items[0].priority).toBe('urgent');
    // Funding, card and limit requests only where card services are completed (Acme, Marina Tech Labs).
    const requestCompanies = new Set(items.filter((item) => /request/.test(item.type)).map((item) => item.company_id));
    expect([...requestCompanies].sort()).toEqual([acme.id, marina.id].sort());
    expect(stats.total_pending).toBe(items.length);
  });

  it("follows a decision taken on the company's own page: the portfolio is recomputed for that company", async () => {
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const read = async () => (await (await api.get('/api/admin/portfolio', { accessToken: firmAdmin })).json()).data;
    const before = await read();
    const acmeBefore = before.companies.find((company: { id: string }) => company.id === acme.id);
    const expense = (await inboxOf(firmAdmin, `per_page=100&filters[exact][company_id]=${acme.id}&filters[exact][type]=expense`)).data.find(
      approvable,
    )!;
    const response = await api.send(
      'POST',
      '/api/admin/expenses/decisions',
      { ids: [expense.id], decision: 'approve' },
      { accessToken: firmAdmin, tenant: acme.id },
    );
    expect((await response.json()).data.done).toEqual([expense.id]);
    const after = await read();
    const acmeAfter = after.companies.find((company: { id: string }) => company.id === acme.id);
    expect(acmeAfter.pending_approvals).toBe(acmeBefore.pending_approvals - 1);
    expect(after.stats.pending_approvals).toBe(before.stats.pending_approvals - 1);
    const cents = (totals: { currency: string; amount: number }[], currency: string) =>
      Math.round((totals.find((total) => total.currency === currency)?.amount ?? 0) * 100);
    const spentThisMonth = Date.parse(expenseOf(expense.id).spent_at) >= Date.parse(`${before.months[5].from}T00:00:00+04:00`);
    expect(cents(acmeAfter.spend_this_month, expense.currency) - cents(acmeBefore.spend_this_month, expense.currency)).toBe(
      spentThisMonth ? Math.round(expense.amount * 100) : 0,
    );
  });

  it('approves a card request and a funding request of another company than the active one, by their own rules', async () => {
    const firmAdmin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const cardRequest = db.spendRequests.find((row) => row.company_id === acme.id && row.kind === 'card' && row.status === 'pending')!;
    const funding = db.fundingRequests.find((row) => row.company_id === acme.id && row.status === 'pending')!;
    const cards = db.cards.length;
    const response = await api.send(
      'POST',
      '/api/admin/portfolio/approvals/decisions',
      {
        items: [
          { company_id: acme.id, type: 'card_request', id: cardRequest.id, decision: 'approve' },
          { company_id: acme.id, type: 'limit_request', id: cardRequest.id, decision: 'approve' },
          { company_id: acme.id, type: 'funding_request', id: funding.id, decision: 'reject', reason: 'Not this quarter' },
        ],
      },
      { accessToken: firmAdmin, tenant: marina.id },
    );
    const results: Result[] = (await response.json()).data;
    expect(results.map((result) => result.status)).toEqual([200, 404, 200]);
    expect(cardRequest.status).toBe('approved');
    expect(db.cards.length).toBe(cards + 1);
    expect(db.cards.at(-1)!.company_id).toBe(acme.id);
    expect([funding.status, funding.decision_reason]).toEqual(['declined', 'Not this quarter']);
  });
});
