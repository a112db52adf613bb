import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const putLimit = (path: string, body: unknown, accessToken: string, tenant: string = acme.id) =>
  api.send('PUT', `/api/admin/limits/${path}`, body, { accessToken, tenant });
const readLimit = async (path: string, accessToken: string) => {
  const response = await api.get(`/api/admin/limits/${path}`, { accessToken, tenant: acme.id });
  expect(response.status).toBe(200);
  return (await response.json()).data;
};

describe('limits: one call for member, department, company and card', () => {
  it('sets each entity’s limit as a cap: the amount and mode change, what was spent stays, and no money moves', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const notPrefunded = (row: { company_id: string; limit: { mode: string } }) =>
      row.company_id === acme.id && row.limit.mode !== 'balance';
    const card = api.db().cards.find((row) => notPrefunded(row) && row.status === 'active')!;
    const member = api.db().members.find(notPrefunded)!;
    const department = api.db().departments.find(notPrefunded)!;
    const wallet = () => structuredClone(api.db().companies.find((row) => row.id === acme.id)!.limit);
    const walletBefore = wallet();
    const ledgerBefore = api.db().ledger.length;
    for (const path of [`card/${card.id}`, `member/${member.id}`, `department/${department.id}`]) {
      const { spent } = await readLimit(path, accessToken);
      const amount = Math.round((Math.ceil(spent) + 1234.56) * 100) / 100;
      const response = await putLimit(path, { mode: '2', amount }, accessToken);
      expect(response.status).toBe(200);
      expect((await response.json()).data).toMatchObject({ mode: 'limit', amount, spent, inherited_from: null });
      // A cap holds no money: its balance stays 0, whatever the limit.
      expect(await readLimit(path, accessToken)).toMatchObject({ mode: 'limit', amount, spent, balance: 0 });
    }
    expect(wallet()).toEqual(walletBefore);
    expect(api.db().ledger).toHaveLength(ledgerBefore);
    const cardRead = await api.get(`/api/admin/cards/${card.id}?partials[]=limit`, { accessToken, tenant: acme.id });
    expect((await cardRead.json()).data.limit.mode).toBe('limit');
  });

  it('refuses every limit write on the company: its money is its wallet (422 on mode), and the wallet stays', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const before = structuredClone(api.db().companies.find((row) => row.id === acme.id)!.limit);
    for (const mode of ['1', '2']) {
      const response = await putLimit(`company/${acme.id}`, { mode, amount: before.amount + 750 }, accessToken);
      expect(response.status).toBe(422);
      expect((await response.json()).errors.mode[0]).toContain('never by a limit write');
    }
    expect(api.db().companies.find((row) => row.id === acme.id)!.limit).toEqual(before);
  });

  it('a prefunded account keeps the balance mode while it holds money (422 on mode); set to balance, it holds only what it held', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = api
      .db()
      .departments.find((row) => row.company_id === acme.id && row.limit.mode === 'balance' && row.limit.balance > 0)!;
    const before = structuredClone(department.limit);
    const refused = await putLimit(`department/${department.id}`, { mode: '2', amount: before.spent + 100 }, accessToken);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.mode[0]).toContain('move that money out');
    expect(api.db().departments.find((row) => row.id === department.id)!.limit).toEqual(before);

    const capped = api.db().departments.find((row) => row.company_id === acme.id && row.limit.mode === 'limit')!;
    const toBalance = await putLimit(`department/${capped.id}`, { mode: '1', amount: 50_000 }, accessToken);
    expect(toBalance.status).toBe(200);
    // The amount of a balance write is not money: the account holds nothing until money is moved into it.
    expect((await toBalance.json()).data).toMatchObject({ mode: 'balance', amount: 0, balance: 0 });
  });

  it('inherits from the parent: card from member, member from department, department from company', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = api.db().cards.find((row) => row.company_id === acme.id && row.status === 'active')!;
    const member = api.db().members.find((row) => row.company_id === acme.id && row.department_id !== null)!;
    const department = api.db().departments.find((row) => row.company_id === acme.id)!;
    for (const [path, parent] of [
      [`card/${card.id}`, 'member'],
      [`member/${member.id}`, 'department'],
      [`department/${department.id}`, 'company'],
    ]) {
      const response = await putLimit(path, { mode: '3', amount: 0 }, accessToken);
      expect((await response.json()).data).toMatchObject({ mode: 'inherited', inherited_from: parent });
    }
  });

  it('answers 422 below what was spent and for an inherited company limit; nothing changes', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = api.db().departments.find((row) => row.company_id === acme.id && row.limit.spent > 1 && row.limit.mode === 'limit')!;
    const before = structuredClone(department.limit);
    const below = await putLimit(`department/${department.id}`, { mode: '2', amount: 1 }, accessToken);
    expect(below.status).toBe(422);
    expect((await below.json()).errors.amount[0]).toContain('below what was already spent');
    expect(api.db().departments.find((row) => row.id === department.id)?.limit).toEqual(before);

    const company = await putLimit(`company/${acme.id}`, { mode: '3', amount: 0 }, accessToken);
    expect(company.status).toBe(422);
    expect((await company.json()).errors).toHaveProperty('mode');
    expect((await putLimit(`card/1`, { mode: '2', amount: 10_000_001 }, accessToken)).status).toBe(422);
  });

  it('gates each mode by update_{entity}_limits_{mode}: the Card Operator may set card limits, not member limits', async () => {
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const card = api.db().cards.find((row) => row.company_id === desertLogistics.id && row.status === 'active')!;
    const member = api.db().members.find((row) => row.company_id === desertLogistics.id)!;
    const before = structuredClone(member.limit);
    expect(
      (await putLimit(`card/${card.id}`, { mode: '2', amount: Math.ceil(card.limit.spent) + 500 }, manager, desertLogistics.id)).status,
    ).toBe(200);
    const refused = await putLimit(`member/${member.id}`, { mode: '2', amount: 500 }, manager, desertLogistics.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain('update_member_limits_limit');
    expect(api.db().members.find((row) => row.id === member.id)?.limit).toEqual(before);
  });

  it("answers 404 for another company's card, member, department or company, and 409 for a closed card", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = {
      card: api.db().cards.find((row) => row.company_id === desertLogistics.id)!.id,
      member: api.db().members.find((row) => row.company_id === desertLogistics.id)!.id,
      department: api.db().departments.find((row) => row.company_id === desertLogistics.id)!.id,
      company: desertLogistics.id,
    };
    for (const [entity, id] of Object.entries(foreign)) {
      expect((await putLimit(`${entity}/${id}`, { mode: '2', amount: 100 }, accessToken)).status).toBe(404);
      expect((await api.get(`/api/admin/limits/${entity}/${id}`, { accessToken, tenant: acme.id })).status).toBe(404);
    }
    const terminated = api.db().cards.find((row) => row.company_id === acme.id && row.status === 'terminated')!;
    expect((await putLimit(`card/${terminated.id}`, { mode: '2', amount: terminated.limit.spent + 1 }, accessToken)).status).toBe(409);
  });
});
