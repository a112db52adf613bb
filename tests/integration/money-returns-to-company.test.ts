import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import type { Limit, MockDatabase } from '../../server/mock-api/store/types.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const api = useTestServer();

/** An owner's own money: an inherited limit spends its parent's, it holds none. */
const ownMoney = (limit: Limit) => (limit.mode === 'inherited' ? 0 : limit.balance);
const cents = (amount: number) => Math.round(amount * 100);

/** All the money of Acme per currency, in cents: company funds (every currency) and every balance. */
function acmeMoney(db: MockDatabase): Record<string, number> {
  const totals: Record<string, number> = {};
  const add = (currency: string, amount: number) => (totals[currency] = (totals[currency] ?? 0) + cents(amount));
  const company = db.companies.find((row) => row.id === acme.id)!;
  add(company.limit.currency, company.limit.balance);
  for (const other of company.limit.other_currencies ?? []) add(other.currency, other.balance);
  for (const rows of [db.members, db.departments, db.cards]) {
    for (const row of rows) if (row.company_id === acme.id) add(row.limit.currency, ownMoney(row.limit));
  }
  return totals;
}

const transfersTo = (type: string, id: number) =>
  api
    .db()
    .transfers.filter((row) => row.company_id === acme.id && row.from.type === type && row.from.id === id && row.to.type === 'company');

describe('removing a person returns their money to the company', () => {
  it('keeps the money of the company, records a transfer per funded card and terminates the cards', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const fundedCards = (memberId: number) => db.cards.filter((card) => card.member_id === memberId && ownMoney(card.limit) > 0);
    const person = db.members.find(
      (row) => row.company_id === acme.id && row.limit.mode !== 'limit' && fundedCards(row.id).some((card) => card.currency !== 'AED'),
    )!;
    expect(person, 'the seed has an Acme person with a funded card in another currency').toBeDefined();
    // The person gets money of their own from the company first (they become prefunded).
    const funded = await api.send(
      'POST',
      '/api/admin/transfers',
      { from: { type: 'company' }, to: { type: 'member', id: person.id }, amount: 640.5 },
      { accessToken, tenant: acme.id },
    );
    expect(funded.status).toBe(201);
    const cards = fundedCards(person.id).map((card) => ({ id: card.id, currency: card.currency, balance: card.limit.balance }));
    const ownBalance = person.limit.balance;
    const before = acmeMoney(db);

    const response = await api.send('DELETE', `/api/admin/members/${person.id}`, undefined, { accessToken, tenant: acme.id });
    expect(response.status).toBe(204);

    expect(acmeMoney(api.db())).toEqual(before);
    for (const card of cards) {
      expect(transfersTo('card', card.id)).toEqual([expect.objectContaining({ amount: card.balance, currency: card.currency })]);
      const stored = api.db().cards.find((row) => row.id === card.id)!;
      expect(ownMoney(stored.limit)).toBe(0);
      expect(['terminated', 'expired']).toContain(stored.status);
    }
    expect(transfersTo('member', person.id)).toEqual([expect.objectContaining({ amount: ownBalance, currency: 'AED' })]);

    // The company's funds show every currency it received; its history and each card's list the transfers.
    const funds = await (await api.get(`/api/admin/limits/company/${acme.id}`, { accessToken, tenant: acme.id })).json();
    const foreign = cards.filter((card) => card.currency !== funds.data.currency).map((card) => card.currency);
    expect(funds.data.other_currencies.map((row: { currency: string }) => row.currency)).toEqual(expect.arrayContaining(foreign));
    const companyHistory = await (
      await api.get(`/api/admin/transfers?filters[party][type]=company&per_page=100`, { accessToken, tenant: acme.id })
    ).json();
    const fromPerson = companyHistory.data.filter((row: { from: { type: string; id: number } }) => row.from.type === 'member');
    expect(fromPerson).toEqual([
      expect.objectContaining({ from: { type: 'member', id: person.id, name: `${person.first_name} ${person.last_name}` } }),
    ]);
    const cardHistory = await (
      await api.get(`/api/admin/transfers?filters[party][type]=card&filters[party][id]=${cards[0].id}`, { accessToken, tenant: acme.id })
    ).json();
    expect(cardHistory.data[0]).toMatchObject({ amount: cards[0].balance, to: { type: 'company', name: acme.name } });
  });
});

describe('deleting a department returns its balance to the company', () => {
  it('moves the balance with a transfer named after the department; its members keep their money, without a department', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const department = db.departments.find((row) => row.company_id === acme.id && ownMoney(row.limit) > 0)!;
    const members = db.members.filter((row) => row.department_id === department.id).map((row) => row.id);
    expect(members.length).toBeGreaterThan(0);
    const balance = department.limit.balance;
    const before = acmeMoney(db);

    const response = await api.send('DELETE', `/api/admin/departments/${department.id}`, undefined, { accessToken, tenant: acme.id });
    expect(response.status).toBe(204);

    expect(acmeMoney(api.db())).toEqual(before);
    expect(transfersTo('department', department.id)).toEqual([expect.objectContaining({ amount: balance, currency: 'AED' })]);
    const history = await (await api.get(`/api/admin/transfers?filters[party][type]=company`, { accessToken, tenant: acme.id })).json();
    expect(history.data[0]).toMatchObject({ amount: balance, from: { type: 'department', name: department.name } });
    for (const id of members) {
      const member = api.db().members.find((row) => row.id === id)!;
      expect(member.department_id).toBeNull();
      if (member.limit.mode === 'inherited') expect(member.limit.inherited_from).toBe('company');
    }
  });
});

describe('terminating a card returns its balance to the company', () => {
  it('moves the balance with a transfer; the money of the company stays', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const db = api.db();
    const card = db.cards.find((row) => row.company_id === acme.id && row.status === 'active' && ownMoney(row.limit) > 0)!;
    const { balance, currency } = card.limit;
    const before = acmeMoney(db);

    const response = await api.send('POST', `/api/admin/cards/${card.id}/terminate`, {}, { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);

    expect(acmeMoney(api.db())).toEqual(before);
    expect(transfersTo('card', card.id)).toEqual([expect.objectContaining({ amount: balance, currency })]);
    expect(ownMoney(api.db().cards.find((row) => row.id === card.id)!.limit)).toBe(0);
  });
});
