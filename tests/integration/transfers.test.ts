import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

/** A prefunded department of Acme (it holds money of its own), and one of its members who can receive money (not a cap). */
const acmeFunds = () => {
  const department = api
    .db()
    .departments.find((row) => row.company_id === acme.id && row.limit.mode === 'balance' && row.limit.balance > 300)!;
  const member = api
    .db()
    .members.find((row) => row.company_id === acme.id && row.department_id === department.id && row.limit.mode !== 'limit')!;
  return { department, member };
};
const allLimits = () =>
  JSON.stringify([api.db().companies, api.db().departments, api.db().members, api.db().cards].map((rows) => rows.map((row) => row.limit)));
const transfer = (body: unknown, accessToken: string, tenant: string = acme.id) =>
  api.send('POST', '/api/admin/transfers', body, { accessToken, tenant });
const history = (type: string, id: number | null, accessToken: string, tenant: string = acme.id) =>
  api.get(`/api/admin/transfers?filters[party][type]=${type}${id === null ? '' : `&filters[party][id]=${id}`}`, { accessToken, tenant });

describe('transfers: moving money', () => {
  it('moves money from a department to a member; both balances change and both histories list it', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const { department, member } = acmeFunds();
    const [source, target] = [structuredClone(department.limit), structuredClone(member.limit)];
    const response = await transfer(
      { from: { type: 'department', id: department.id }, to: { type: 'member', id: member.id }, amount: 120.55 },
      accessToken,
    );
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      from: { type: 'department', id: department.id, name: department.name },
      to: { type: 'member', id: member.id, name: `${member.first_name} ${member.last_name}` },
      amount: 120.55,
      currency: 'AED',
      created_by: 'Farah Al Mansoori',
    });
    expect(api.db().departments.find((row) => row.id === department.id)?.limit).toMatchObject({
      amount: Math.round((source.amount - 120.55) * 100) / 100,
      balance: Math.round((source.balance - 120.55) * 100) / 100,
      spent: source.spent,
    });
    const targetAfter = api.db().members.find((row) => row.id === member.id)!.limit;
    expect(targetAfter.balance).toBe(Math.round(((target.mode === 'inherited' ? 0 : target.balance) + 120.55) * 100) / 100);
    expect(targetAfter.mode).not.toBe('inherited');

    for (const [type, id] of [
      ['department', department.id],
      ['member', member.id],
    ] as const) {
      const list = await (await history(type, id, accessToken)).json();
      expect(list.data[0]).toMatchObject({ id: data.id, amount: 120.55 });
    }
  });

  it('answers 422 on amount above the source balance, and nothing moves', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const { department, member } = acmeFunds();
    const before = allLimits();
    const transfers = api.db().transfers.length;
    const amount = Math.round((department.limit.balance + 0.01) * 100) / 100;
    const response = await transfer(
      { from: { type: 'department', id: department.id }, to: { type: 'member', id: member.id }, amount },
      accessToken,
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.errors)).toEqual(['amount']);
    expect(body.errors.amount[0]).toContain('more than the available balance');
    expect(allLimits()).toBe(before);
    expect(api.db().transfers.length).toBe(transfers);
  });

  it('answers 422 for 3 decimals, more than 10,000,000, the same kind on both sides, or two currencies', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const { department, member } = acmeFunds();
    const before = allLimits();
    const base = { from: { type: 'department', id: department.id }, to: { type: 'member', id: member.id } };
    expect((await transfer({ ...base, amount: 1.001 }, accessToken)).status).toBe(422);
    expect((await transfer({ ...base, amount: 10_000_000.01 }, accessToken)).status).toBe(422);
    expect((await transfer({ ...base, amount: 0 }, accessToken)).status).toBe(422);
    const other = api.db().members.find((row) => row.company_id === acme.id && row.id !== member.id)!;
    const sameKind = await transfer(
      { from: { type: 'member', id: member.id }, to: { type: 'member', id: other.id }, amount: 1 },
      accessToken,
    );
    expect(sameKind.status).toBe(422);
    const usdCard = api.db().cards.find((row) => row.company_id === acme.id && row.currency === 'USD' && row.status === 'active')!;
    const currencies = await transfer(
      { from: { type: 'department', id: department.id }, to: { type: 'card', id: usdCard.id }, amount: 1 },
      accessToken,
    );
    expect(currencies.status).toBe(422);
    expect((await currencies.json()).errors.to[0]).toContain('same currency');
    expect(allLimits()).toBe(before);
  });

  it('refuses a globally denied direction (company → card) with 403, even for the firm admin', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = api.db().cards.find((row) => row.company_id === acme.id && row.currency === 'AED' && row.status === 'active')!;
    const before = allLimits();
    const response = await transfer({ from: { type: 'company' }, to: { type: 'card', id: card.id }, amount: 10 }, accessToken);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toContain('transfer_from_company_to_card');
    expect(allLimits()).toBe(before);
    const allowed = await transfer(
      { from: { type: 'company' }, to: { type: 'department', id: acmeFunds().department.id }, amount: 10 },
      accessToken,
    );
    expect(allowed.status).toBe(201);
    expect(api.db().companies[0].limit.balance).toBe(2_499_990);
  });

  it("answers 404 when either side is another company's card, member or department", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const { department } = acmeFunds();
    const foreignMember = api.db().members.find((row) => row.company_id === desertLogistics.id)!;
    const foreignCard = api.db().cards.find((row) => row.company_id === desertLogistics.id && row.currency === 'AED')!;
    const foreignDepartment = api.db().departments.find((row) => row.company_id === desertLogistics.id)!;
    const before = allLimits();
    expect(
      (
        await transfer(
          { from: { type: 'department', id: department.id }, to: { type: 'member', id: foreignMember.id }, amount: 1 },
          accessToken,
        )
      ).status,
    ).toBe(404);
    expect(
      (await transfer({ from: { type: 'member', id: foreignMember.id }, to: { type: 'card', id: foreignCard.id }, amount: 1 }, accessToken))
        .status,
    ).toBe(404);
    expect(
      (await transfer({ from: { type: 'department', id: foreignDepartment.id }, to: { type: 'company' }, amount: 1 }, accessToken)).status,
    ).toBe(404);
    expect(allLimits()).toBe(before);
    expect((await history('card', foreignCard.id, accessToken)).status).toBe(404);
  });

  it('answers 403 to the manager for a direction its role lacks, and for a history it may not read', async () => {
    // Card Operator in Desert Logistics: no transfer permission, no read card details.
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const member = api.db().members.find((row) => row.company_id === desertLogistics.id)!;
    const card = api.db().cards.find((row) => row.company_id === desertLogistics.id && row.currency === 'AED')!;
    const refused = await transfer(
      { from: { type: 'member', id: member.id }, to: { type: 'card', id: card.id }, amount: 1 },
      manager,
      desertLogistics.id,
    );
    expect(refused.status).toBe(403);
    expect((await history('card', card.id, manager, desertLogistics.id)).status).toBe(403);
  });
});

describe('transfers: history', () => {
  it("lists a party's seeded history newest first, with names, paginated", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get('/api/admin/transfers?filters[party][type]=company&per_page=2', { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    const { data, meta } = await response.json();
    expect(meta.total).toBe(
      api.db().transfers.filter((row) => row.company_id === acme.id && (row.from.type === 'company' || row.to.type === 'company')).length,
    );
    expect(data).toHaveLength(2);
    expect(data[0].created_at >= data[1].created_at).toBe(true);
    expect(data[0].from).toMatchObject({ type: 'company', id: acme.id, name: acme.name });
    expect((await api.get('/api/admin/transfers', { accessToken, tenant: acme.id })).status).toBe(422);
  });
});
