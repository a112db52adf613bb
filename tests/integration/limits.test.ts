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
  it('sets each entity’s limit; a read after answers the new limit and what was spent stays', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = api.db().cards.find((row) => row.company_id === acme.id && row.status === 'active')!;
    const member = api.db().members.find((row) => row.company_id === acme.id)!;
    const department = api.db().departments.find((row) => row.company_id === acme.id)!;
    const owners = [`card/${card.id}`, `member/${member.id}`, `department/${department.id}`, `company/${acme.id}`];
    for (const path of owners) {
      const { spent } = await readLimit(path, accessToken);
      const amount = Math.ceil(spent) + 1234.56;
      const response = await putLimit(path, { mode: '2', amount }, accessToken);
      expect(response.status).toBe(200);
      expect((await response.json()).data).toMatchObject({ mode: 'limit', amount, spent, inherited_from: null });
      expect(await readLimit(path, accessToken)).toMatchObject({
        mode: 'limit',
        amount,
        balance: Math.round((amount - spent) * 100) / 100,
      });
    }
    const cardRead = await api.get(`/api/admin/cards/${card.id}?partials[]=limit`, { accessToken, tenant: acme.id });
    expect((await cardRead.json()).data.limit.mode).toBe('limit');
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
    const department = api.db().departments.find((row) => row.company_id === acme.id && row.limit.spent > 1)!;
    const before = structuredClone(department.limit);
    const below = await putLimit(`department/${department.id}`, { mode: '1', amount: 1 }, accessToken);
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
