import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

/** An Acme person who holds cards and administers a department. */
const acmeAdministrator = () => {
  const ids = new Set(
    api
      .db()
      .departments.filter((row) => row.company_id === acme.id)
      .flatMap((row) => row.administrator_ids),
  );
  return api.db().members.find((member) => ids.has(member.id) && api.db().cards.some((card) => card.member_id === member.id))!;
};

describe('people', () => {
  it('lists the company people with search, department filter and pagination', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const person = acmeAdministrator();
    const all = await (await api.get('/api/admin/members?per_page=5', { accessToken, tenant: acme.id })).json();
    expect(all.meta).toMatchObject({ total: api.db().members.filter((member) => member.company_id === acme.id).length, per_page: 5 });
    expect(all.data).toHaveLength(5);

    const searched = await (
      await api.get(`/api/admin/members?search=${encodeURIComponent(person.email)}`, { accessToken, tenant: acme.id })
    ).json();
    expect(searched.data.map((member: { id: number }) => member.id)).toEqual([person.id]);

    const query = `filters[in][department_id][]=${person.department_id}&partials[]=department`;
    const filtered = await (await api.get(`/api/admin/members?${query}&per_page=100`, { accessToken, tenant: acme.id })).json();
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((member: { department: { id: number } }) => member.department.id === person.department_id)).toBe(true);
  });

  it('shows one person with cards and their limits, limit, department and addresses', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const person = acmeAdministrator();
    const query = 'partials[]=cards.limit&partials[]=limit&partials[]=department&partials[]=addresses';
    const response = await api.get(`/api/admin/members/${person.id}?${query}`, { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    const cards = api.db().cards.filter((card) => card.member_id === person.id);
    expect(data).toMatchObject({ id: person.id, cards_count: cards.length, limit: person.limit, addresses: person.addresses });
    expect(data.department.id).toBe(person.department_id);
    expect(data.cards.map((card: { id: number }) => card.id)).toEqual(cards.map((card) => card.id));
    expect(data.cards[0].limit).toEqual(cards[0].limit);
  });

  it("answers 404 for another company's person", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = api.db().members.find((member) => member.company_id === desertLogistics.id)!;
    expect((await api.get(`/api/admin/members/${foreign.id}`, { accessToken, tenant: acme.id })).status).toBe(404);
    expect((await api.send('DELETE', `/api/admin/members/${foreign.id}`, undefined, { accessToken, tenant: acme.id })).status).toBe(404);
    expect(api.db().members).toContainEqual(foreign);
  });

  it('answers 403 to a role without manage people, and removes nobody', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.member);
    const person = acmeAdministrator();
    const response = await api.send('DELETE', `/api/admin/members/${person.id}`, undefined, { accessToken, tenant: acme.id });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'You do not have permission to manage people.' });
    expect((await api.get(`/api/admin/members/${person.id}`, { accessToken, tenant: acme.id })).status).toBe(200);
  });

  it('removes a person: their cards are terminated and kept, their department roles end', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const person = acmeAdministrator();
    const options = { accessToken, tenant: acme.id };
    expect((await api.send('DELETE', `/api/admin/members/${person.id}`, undefined, options)).status).toBe(204);
    expect((await api.get(`/api/admin/members/${person.id}`, options)).status).toBe(404);

    const cards = await (
      await api.get(`/api/admin/cards?filters[in][member_id][]=${person.id}&partials[]=administrator&per_page=100`, options)
    ).json();
    expect(cards.data.length).toBeGreaterThan(0);
    for (const card of cards.data) {
      expect(card.status).toBe('terminated');
      expect(card.administrator).toBeUndefined();
    }
    const departments = await (await api.get('/api/admin/departments?per_page=100', options)).json();
    const administratorIds = departments.data.flatMap((row: { administrators: { id: number }[] }) =>
      row.administrators.map((admin) => admin.id),
    );
    expect(administratorIds).not.toContain(person.id);
  });
});
