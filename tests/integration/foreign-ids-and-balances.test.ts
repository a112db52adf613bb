import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

/**
 * Issue "manager gating" — integration half:
 * - every call that takes a card, member or department id answers 404 `{message: 'Not found.'}` for
 *   another company's id (GET and every write), changes nothing — even when the caller belongs to
 *   that other company (the manager is in Gulf Retail) and even for the firm admin;
 * - a transfer above the source's available balance is 422 with the error on `amount` only, and
 *   neither side's balance moves (each side checked on its own, through the API and in the store).
 * Every answer here passes through the mock's OpenAPI response validator: a body that breaks the
 * contract would be a 500, so each exact status below also checks the contract.
 */

const [acme, , gulfRetail] = SEEDED_COMPANIES;

const api = useTestServer();

/** Everything a write could touch, as one string. */
const storeSnapshot = () => {
  const { cards, members, departments, companies, transfers, roles, memberships } = api.db();
  return JSON.stringify({ cards, members, departments, companies, transfers, roles, memberships });
};

type Call = { method: string; path: string; body?: unknown; deletes?: boolean };

/** A card, a person holding a role and a department of Gulf Retail, seen from Acme. */
function foreignCalls(): Call[] {
  const card = (status: string) => api.db().cards.find((row) => row.company_id === gulfRetail.id && row.status === status)!;
  const active = card('active');
  const frozen = api.db().cards.find((row) => row.company_id === gulfRetail.id && row.status === 'frozen') ?? active;
  const member = api.db().members.find((row) => row.company_id === gulfRetail.id && row.role_ids.length > 0)!;
  const department = api.db().departments.find((row) => row.company_id === gulfRetail.id)!;
  const acmeDepartment = api
    .db()
    .departments.find((row) => row.company_id === acme.id && row.limit.mode !== 'inherited' && row.limit.balance > 10)!;
  const acmeMember = api.db().members.find((row) => row.company_id === acme.id)!;
  const acmeViewer = api.db().roles.find((row) => row.company_id === acme.id && row.name === 'Viewer')!;
  const history = (type: string, id: number) => `/api/admin/transfers?filters[party][type]=${type}&filters[party][id]=${id}`;
  return [
    // Cards
    { method: 'GET', path: `/api/admin/cards/${active.id}` },
    { method: 'PATCH', path: `/api/admin/cards/${active.id}`, body: { name: 'Taken over' } },
    { method: 'POST', path: `/api/admin/cards/${active.id}/freeze` },
    { method: 'POST', path: `/api/admin/cards/${frozen.id}/unfreeze` },
    { method: 'POST', path: `/api/admin/cards/${active.id}/terminate` },
    { method: 'GET', path: `/api/admin/card-controls?cardId=${active.id}` },
    { method: 'PUT', path: `/api/admin/card-controls?cardId=${active.id}`, body: { allowed_mcc_categories: [] } },
    { method: 'GET', path: `/api/admin/card-holder-restrictions?cardId=${active.id}` },
    { method: 'GET', path: `/api/admin/limits/card/${active.id}` },
    { method: 'PUT', path: `/api/admin/limits/card/${active.id}`, body: { mode: '2', amount: 100 } },
    { method: 'GET', path: history('card', active.id) },
    {
      method: 'POST',
      path: '/api/admin/transfers',
      body: { from: { type: 'department', id: acmeDepartment.id }, to: { type: 'card', id: active.id }, amount: 1 },
    },
    {
      method: 'POST',
      path: '/api/admin/transfers',
      body: { from: { type: 'card', id: active.id }, to: { type: 'member', id: acmeMember.id }, amount: 1 },
    },
    // People (members) and the same people as users (administrators)
    { method: 'GET', path: `/api/admin/members/${member.id}` },
    { method: 'PATCH', path: `/api/admin/members/${member.id}`, body: { last_name: 'Taken over' } },
    { method: 'DELETE', path: `/api/admin/members/${member.id}` },
    { method: 'GET', path: `/api/admin/limits/member/${member.id}` },
    { method: 'PUT', path: `/api/admin/limits/member/${member.id}`, body: { mode: '2', amount: 100 } },
    { method: 'GET', path: history('member', member.id) },
    {
      method: 'POST',
      path: '/api/admin/transfers',
      body: { from: { type: 'department', id: acmeDepartment.id }, to: { type: 'member', id: member.id }, amount: 1 },
    },
    {
      method: 'POST',
      path: '/api/admin/transfers',
      body: { from: { type: 'member', id: member.id }, to: { type: 'department', id: acmeDepartment.id }, amount: 1 },
    },
    { method: 'PUT', path: `/api/admin/administrators/${member.id}/roles`, body: { role_ids: [acmeViewer.id] } },
    { method: 'DELETE', path: `/api/admin/administrators/${member.id}`, deletes: true },
    // Departments
    { method: 'GET', path: `/api/admin/departments/${department.id}` },
    { method: 'PUT', path: `/api/admin/departments/${department.id}`, body: { name: 'Taken over' } },
    { method: 'DELETE', path: `/api/admin/departments/${department.id}`, deletes: true },
    { method: 'GET', path: `/api/admin/limits/department/${department.id}` },
    { method: 'PUT', path: `/api/admin/limits/department/${department.id}`, body: { mode: '2', amount: 100 } },
    { method: 'GET', path: history('department', department.id) },
    {
      method: 'POST',
      path: '/api/admin/transfers',
      body: { from: { type: 'department', id: department.id }, to: { type: 'member', id: acmeMember.id }, amount: 1 },
    },
    {
      method: 'POST',
      path: '/api/admin/transfers',
      body: { from: { type: 'member', id: acmeMember.id }, to: { type: 'department', id: department.id }, amount: 1 },
    },
  ];
}

const call = ({ method, path, body }: Call, accessToken: string) =>
  method === 'GET' ? api.get(path, { accessToken, tenant: acme.id }) : api.send(method, path, body, { accessToken, tenant: acme.id });

describe("another company's card, member or department id", () => {
  it('is 404 Not found on every read and write for the firm admin, and nothing changes', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const before = storeSnapshot();
    for (const request of foreignCalls()) {
      const response = await call(request, accessToken);
      const label = `${request.method} ${request.path} ${JSON.stringify(request.body ?? '')}`;
      expect(response.status, label).toBe(404);
      expect(await response.json(), label).toEqual({ message: 'Not found.' });
    }
    expect(storeSnapshot()).toBe(before);
  });

  it('is 404 for the manager in Acme although the manager belongs to Gulf Retail too; nothing changes', async () => {
    // Finance Manager in Acme holds every permission these calls need except the deletes (403 first).
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const before = storeSnapshot();
    for (const request of foreignCalls()) {
      const response = await call(request, accessToken);
      const label = `${request.method} ${request.path} ${JSON.stringify(request.body ?? '')}`;
      expect(response.status, label).toBe(request.deletes ? 403 : 404);
    }
    expect(storeSnapshot()).toBe(before);
  });

  it('answers the same ids in their own company (the 404 is about ownership, not a bad id)', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const request of foreignCalls().filter((entry) => entry.method === 'GET')) {
      const response = await api.get(request.path, { accessToken, tenant: gulfRetail.id });
      expect(response.status, request.path).toBe(200);
    }
  });
});

describe('a transfer above the source balance', () => {
  const limitOf = async (type: string, id: number | string, accessToken: string) => {
    const response = await api.get(`/api/admin/limits/${type}/${id}`, { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    return (await response.json()).data as { mode: string; amount: number; spent: number; balance: number };
  };
  const historyLength = async (type: string, id: number, accessToken: string) => {
    const response = await api.get(`/api/admin/transfers?filters[party][type]=${type}&filters[party][id]=${id}`, {
      accessToken,
      tenant: acme.id,
    });
    expect(response.status).toBe(200);
    return (await response.json()).meta.total as number;
  };

  type Side = { type: 'card' | 'member' | 'department' | 'company'; id: number | string };
  const body = (side: Side) => (side.type === 'company' ? { type: 'company' } : side);

  async function expectRefusedAndNothingMoved(from: Side, to: Side, amount: number, accessToken: string) {
    const [fromBefore, toBefore] = [await limitOf(from.type, from.id, accessToken), await limitOf(to.type, to.id, accessToken)];
    const parties = [from, to].filter((side) => side.type !== 'company');
    const historiesBefore = await Promise.all(parties.map((side) => historyLength(side.type, Number(side.id), accessToken)));
    const transfers = api.db().transfers.length;
    const response = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: body(from), to: body(to), amount },
      { accessToken, tenant: acme.id },
    );
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(Object.keys(answer.errors)).toEqual(['amount']);
    expect(answer.errors.amount[0]).toMatch(/more than the available balance/);
    expect(await limitOf(from.type, from.id, accessToken)).toEqual(fromBefore);
    expect(await limitOf(to.type, to.id, accessToken)).toEqual(toBefore);
    expect(api.db().transfers.length).toBe(transfers);
    expect(await Promise.all(parties.map((side) => historyLength(side.type, Number(side.id), accessToken)))).toEqual(historiesBefore);
  }

  it('from a card: 422 on amount, the card and the person keep their balances; one cent less moves', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = api
      .db()
      .cards.find(
        (row) =>
          row.company_id === acme.id &&
          row.status === 'active' &&
          row.currency === 'AED' &&
          row.limit.mode !== 'inherited' &&
          row.limit.balance > 1,
      )!;
    const holder = api.db().members.find((row) => row.id === card.member_id)!;
    await expectRefusedAndNothingMoved(
      { type: 'card', id: card.id },
      { type: 'member', id: holder.id },
      Math.round((card.limit.balance + 0.01) * 100) / 100,
      accessToken,
    );

    // The boundary: exactly the balance moves (the refusal above was about the amount, nothing else).
    const balance = card.limit.balance;
    const moved = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'card', id: card.id }, to: { type: 'member', id: holder.id }, amount: balance },
      { accessToken, tenant: acme.id },
    );
    expect(moved.status).toBe(201);
    expect((await limitOf('card', card.id, accessToken)).balance).toBe(0);
  });

  it("from the company: more than its funds is 422 on amount; the company's and the department's balances stay", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = api.db().departments.find((row) => row.company_id === acme.id && row.limit.mode === 'balance')!;
    const funds = api.db().companies.find((row) => row.id === acme.id)!.limit.balance;
    await expectRefusedAndNothingMoved(
      { type: 'company', id: acme.id },
      { type: 'department', id: department.id },
      Math.round((funds + 0.01) * 100) / 100,
      accessToken,
    );
  });

  it('from an inherited limit (no balance of its own): any amount is 422 on amount and nothing moves', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const member = api.db().members.find((row) => {
      const department = api.db().departments.find((candidate) => candidate.id === row.department_id);
      return row.company_id === acme.id && row.limit.mode === 'inherited' && department?.limit.mode === 'balance';
    })!;
    expect(member, 'the seed has an Acme person with an inherited limit in a prefunded department').toBeDefined();
    await expectRefusedAndNothingMoved(
      { type: 'member', id: member.id },
      { type: 'department', id: member.department_id! },
      1,
      accessToken,
    );
  });

  it('for the manager with the direction permitted (Finance Manager in Acme): 422, not 403, and nothing moves', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const department = api
      .db()
      .departments.find((row) => row.company_id === acme.id && row.limit.mode === 'balance' && row.limit.balance > 1)!;
    const member = api
      .db()
      .members.find((row) => row.company_id === acme.id && row.department_id === department.id && row.limit.mode !== 'limit')!;
    await expectRefusedAndNothingMoved(
      { type: 'department', id: department.id },
      { type: 'member', id: member.id },
      Math.round((department.limit.balance + 0.01) * 100) / 100,
      accessToken,
    );
  });

  it('from a limit (a cap holds no money): its limit cannot be moved, any amount is 422 on amount and nothing moves', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const department = api
      .db()
      .departments.find((row) => row.company_id === acme.id && row.limit.mode === 'limit' && row.limit.amount > row.limit.spent + 100)!;
    expect(department, 'the seed has an Acme department with room under its limit').toBeDefined();
    await expectRefusedAndNothingMoved({ type: 'department', id: department.id }, { type: 'company', id: acme.id }, 100, accessToken);
  });
});
