import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { defaultExpenseDateRange } from '../../src/domain/dates.ts';
import { dayOf as dubaiDayOf } from '../../src/domain/accountingLock.ts';
import { EXPENSE_STATUSES } from '../../src/domain/contractLists.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const acmeExpenses = () => api.db().expenses.filter((row) => row.company_id === acme.id);
/** The calendar day an expense was spent (what the date filters compare). */
const dayOf = (row: { spent_at: string }) => dubaiDayOf(row.spent_at)!;
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const list = async (query: string, accessToken: string) => {
  const response = await api.get(`/api/admin/expenses?${query}`, { accessToken, tenant: acme.id });
  expect(response.status).toBe(200);
  return response.json();
};

describe('expenses', () => {
  it('seeds every §4 status in every fixed company, within the last month (relative to now)', () => {
    const statuses = [...EXPENSE_STATUSES];
    const { from, to } = defaultExpenseDateRange();
    for (const company of SEEDED_COMPANIES) {
      const recent = api.db().expenses.filter((row) => row.company_id === company.id && dayOf(row) >= from && dayOf(row) <= to);
      expect(new Set(recent.map((row) => row.status))).toEqual(new Set(statuses));
    }
  });

  it("lists the company's expenses newest first, 20 a page, with card and person", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const { data, meta } = await list('', accessToken);
    expect(meta).toMatchObject({
      total: acmeExpenses().length,
      current_page: 1,
      per_page: 20,
      last_page: Math.ceil(acmeExpenses().length / 20),
    });
    expect(meta.total_amount.currency).toBe('AED');
    expect(data[0].spent_at >= data[1].spent_at).toBe(true);
    const withCard = data.find((row: { card: unknown }) => row.card !== null);
    expect(withCard.card.number).toMatch(/^\*{12}\d{4}$/);
    expect(withCard.member).toHaveProperty('first_name');
    expect(data[0]).not.toHaveProperty('company_id');
  });

  it('filters by card, person, department, status and day range, and searches the merchant', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const sample = acmeExpenses().find((row) => row.card_id !== null)!;
    const byCard = await list(`filters[in][card_id][]=${sample.card_id}&per_page=100`, accessToken);
    expect(byCard.meta.total).toBe(acmeExpenses().filter((row) => row.card_id === sample.card_id).length);
    expect(byCard.data.every((row: { card: { id: number } }) => row.card.id === sample.card_id)).toBe(true);

    const byMember = await list(`filters[in][member_id][]=${sample.member_id}`, accessToken);
    expect(byMember.meta.total).toBe(acmeExpenses().filter((row) => row.member_id === sample.member_id).length);
    const byDepartment = await list(`filters[in][department_id][]=${sample.department_id}`, accessToken);
    expect(byDepartment.meta.total).toBe(acmeExpenses().filter((row) => row.department_id === sample.department_id).length);

    const byStatus = await list('filters[in][status][]=authorized&filters[in][status][]=draft&per_page=100', accessToken);
    expect(new Set(byStatus.data.map((row: { status: string }) => row.status))).toEqual(new Set(['authorized', 'draft']));

    const searched = await list(`search=${encodeURIComponent(sample.merchant.toLowerCase())}`, accessToken);
    expect(searched.meta.total).toBeGreaterThan(0);
    expect(searched.data.every((row: { merchant: string }) => row.merchant === sample.merchant)).toBe(true);

    const sorted = await list('sorts[]=amount:asc&per_page=5', accessToken);
    const amounts = sorted.data.map((row: { amount: number }) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('filters by spending day: the default month hides older expenses, an earlier From shows them', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const { from, to } = defaultExpenseDateRange();
    const inMonth = acmeExpenses().filter((row) => dayOf(row) >= from && dayOf(row) <= to);
    const month = await list(`filters[date_min][spent_at]=${from}&filters[date_max][spent_at]=${to}&per_page=200`, accessToken);
    expect(month.meta.total).toBe(inMonth.length);
    expect(ids(month.data).sort()).toEqual(ids(inMonth).sort());

    const older = acmeExpenses().filter((row) => dayOf(row) < from);
    expect(older.length).toBeGreaterThan(0);
    expect(ids(month.data)).not.toContain(older[0].id);
    const widenedFrom = dayOf(older[0]);
    const widened = await list(`filters[date_min][spent_at]=${widenedFrom}&filters[date_max][spent_at]=${to}&per_page=200`, accessToken);
    expect(ids(widened.data)).toContain(older[0].id);
    expect(widened.meta.total).toBe(acmeExpenses().filter((row) => dayOf(row) >= widenedFrom && dayOf(row) <= to).length);

    // Both ends are inclusive calendar days, and combine with the owner filter.
    const sample = inMonth.find((row) => row.card_id !== null)!;
    const sameDay = await list(
      `filters[in][card_id][]=${sample.card_id}&filters[date_min][spent_at]=${dayOf(sample)}&filters[date_max][spent_at]=${dayOf(sample)}`,
      accessToken,
    );
    expect(ids(sameDay.data)).toContain(sample.id);
    expect(
      sameDay.data.every(
        (row: { card: { id: number }; spent_at: string }) => row.card.id === sample.card_id && dayOf(row) === dayOf(sample),
      ),
    ).toBe(true);
  });

  it('answers 422 for a date that is not YYYY-MM-DD', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get('/api/admin/expenses?filters[date_min][spent_at]=21/11/2026', { accessToken, tenant: acme.id });
    expect(response.status).toBe(422);
  });

  it('answers 403 without read expenses and 422 for an unknown status', async () => {
    // Card Operator in Desert Logistics cannot read expenses.
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/expenses', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect((await api.get('/api/admin/expenses?filters[in][status][]=paid', { accessToken: admin, tenant: acme.id })).status).toBe(422);
  });

  it('keeps only the signed-in user’s own expenses under my_expenses (§4), with or without other statuses', async () => {
    const user = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.manager)!;
    const own = api.db().memberships.find((row) => row.user_id === user.id && row.company_id === acme.id)!.member_id;
    const [first, second] = acmeExpenses();
    first.member_id = own;
    first.status = 'submitted';
    second.member_id = own;
    second.status = 'draft';
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const mine = await list('filters[in][status][]=my_expenses&per_page=100', manager);
    expect(mine.meta.total).toBe(acmeExpenses().filter((row) => row.member_id === own).length);
    expect(mine.data.every((row: { member: { email: string } }) => row.member.email === SEEDED_ACCOUNTS.manager)).toBe(true);
    const mineSubmitted = await list('filters[in][status][]=my_expenses&filters[in][status][]=submitted&per_page=100', manager);
    expect(mineSubmitted.data.map((row: { id: number }) => row.id)).toContain(first.id);
    expect(mineSubmitted.data.map((row: { id: number }) => row.id)).not.toContain(second.id);
    // The firm admin has no person in Acme: nothing is theirs.
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect((await list('filters[in][status][]=my_expenses', admin)).meta.total).toBe(0);
  });

  it('searches the person who spent too', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const sample = acmeExpenses()[0];
    const member = api.db().members.find((row) => row.id === sample.member_id)!;
    const found = await list(`search=${encodeURIComponent(member.last_name)}&per_page=100`, accessToken);
    expect(found.data.map((row: { id: number }) => row.id)).toContain(sample.id);
  });
  it("reads one expense with its card and person, and answers 404 for another company's expense id", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const own = acmeExpenses().find((row) => row.card_id !== null)!;
    const response = await api.get(`/api/admin/expenses/${own.id}`, { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ id: own.id, merchant: own.merchant, amount: own.amount, status: own.status, card: { id: own.card_id } });
    expect(data).not.toHaveProperty('company_id');

    const foreign = api.db().expenses.find((row) => row.company_id === desertLogistics.id)!;
    expect((await api.get(`/api/admin/expenses/${foreign.id}`, { accessToken, tenant: acme.id })).status).toBe(404);
    expect((await api.get(`/api/admin/expenses/${own.id}`, { tenant: acme.id })).status).toBe(401);
  });
});
