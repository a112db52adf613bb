import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../src/api/schema';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

async function search(email: string, tenant: string, q: string, extra = '') {
  const accessToken = await api.accessToken(email);
  const response = await api.get(`/api/admin/search?q=${encodeURIComponent(q)}${extra}`, { accessToken, tenant });
  return { status: response.status, body: (await response.json()) as { data: SearchHit[]; errors?: Record<string, string[]> } };
}

const idsOf = (hits: SearchHit[], kind: SearchHit['kind']) => hits.filter((hit) => hit.kind === kind).map((hit) => hit.id);

describe('GET /api/admin/search (the global search’s records)', () => {
  it('answers 401 without a token and 403 for a company the user does not belong to', async () => {
    expect((await api.get('/api/admin/search?q=acme', { tenant: acme.id })).status).toBe(401);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect((await api.get('/api/admin/search?q=acme', { accessToken: member, tenant: desertLogistics.id })).status).toBe(403);
  });

  it('finds a card by its last four digits, a person by name and e-mail, a bill by number and vendor, in the active company', async () => {
    const db = api.db();
    const card = db.cards.find((row) => row.company_id === acme.id)!;
    const lastFour = card.number.slice(-4);
    const cards = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, lastFour);
    expect(cards.status).toBe(200);
    expect(cards.body.data.find((hit) => hit.kind === 'card' && hit.id === String(card.id))).toMatchObject({
      title: card.name,
      last_four: lastFour,
      amount: null,
    });

    const person = db.members.find((row) => row.company_id === acme.id)!;
    const byName = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, `${person.first_name} ${person.last_name}`);
    expect(byName.body.data[0]).toMatchObject({ kind: 'person', id: String(person.id), subtitle: person.email });
    expect(idsOf((await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, person.email)).body.data, 'person')).toEqual([String(person.id)]);

    const bill = db.bills.find((row) => row.company_id === acme.id)!;
    const vendor = db.counterparts.find((row) => row.id === bill.vendor_id)!;
    const byNumber = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, bill.invoice_number);
    expect(byNumber.body.data.find((hit) => hit.kind === 'bill')).toMatchObject({
      id: String(bill.id),
      title: bill.invoice_number,
      subtitle: vendor.name,
      amount: bill.total,
      currency: bill.currency,
    });
    expect(idsOf((await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, vendor.name, '&limit=10')).body.data, 'bill')).toContain(
      String(bill.id),
    );
  });

  it('finds an expense by its amount typed with or without thousands commas and decimals, and by merchant', async () => {
    const expense = api.db().expenses.find((row) => row.company_id === acme.id && row.amount >= 1000 && !Number.isInteger(row.amount))!;
    const [units, decimals] = expense.amount.toFixed(2).split('.');
    const withCommas = `${Number(units).toLocaleString('en-US')}.${decimals}`;
    for (const typed of [withCommas, `${units}.${decimals}`, units]) {
      const { body } = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, typed, '&limit=10');
      const found = body.data.filter((hit) => hit.kind === 'expense');
      expect(
        found.map((hit) => hit.id),
        typed,
      ).toContain(String(expense.id));
      expect(
        found.every((hit) => Math.floor(hit.amount!) === Number(units)),
        typed,
      ).toBe(true);
    }
    const byMerchant = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, expense.merchant, '&limit=10');
    expect(byMerchant.body.data.filter((hit) => hit.kind === 'expense').every((hit) => hit.title === expense.merchant)).toBe(true);
  });

  it("never answers another company's records; companies are only the user's own", async () => {
    const db = api.db();
    const foreignCard = db.cards.find((row) => row.company_id === desertLogistics.id)!;
    const { body } = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, foreignCard.number.slice(-4), '&limit=10');
    const acmeCardIds = new Set(db.cards.filter((row) => row.company_id === acme.id).map((row) => String(row.id)));
    expect(idsOf(body.data, 'card').every((id) => acmeCardIds.has(id))).toBe(true);
    const foreignIds = new Set([
      ...db.members.filter((row) => row.company_id !== acme.id).map((row) => `person:${row.id}`),
      ...db.bills.filter((row) => row.company_id !== acme.id).map((row) => `bill:${row.id}`),
    ]);
    const broad = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, 'a', '&limit=10');
    expect(broad.body.data.some((hit) => foreignIds.has(`${hit.kind}:${hit.id}`))).toBe(false);

    const firmCompanies = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, 'Trading');
    expect(idsOf(firmCompanies.body.data, 'company').sort()).toEqual([acme.id, SEEDED_COMPANIES[6].id].sort());
    const memberCompanies = await search(SEEDED_ACCOUNTS.member, acme.id, 'Trading');
    expect(idsOf(memberCompanies.body.data, 'company')).toEqual([acme.id]);
  });

  it('leaves out the kinds the user may not list: the Card Operator in Desert Logistics sees no bills nor expenses', async () => {
    const db = api.db();
    const bill = db.bills.find((row) => row.company_id === desertLogistics.id)!;
    const asManager = await search(SEEDED_ACCOUNTS.manager, desertLogistics.id, bill.invoice_number);
    expect(asManager.status).toBe(200);
    expect(idsOf(asManager.body.data, 'bill')).toEqual([]);
    const expense = db.expenses.find((row) => row.company_id === desertLogistics.id)!;
    expect(idsOf((await search(SEEDED_ACCOUNTS.manager, desertLogistics.id, expense.merchant)).body.data, 'expense')).toEqual([]);
    const asAdmin = await search(SEEDED_ACCOUNTS.firmAdmin, desertLogistics.id, bill.invoice_number);
    expect(idsOf(asAdmin.body.data, 'bill')).toContain(String(bill.id));
  });

  it("leaves out a kind the firm's deny list denies, even for the firm admin", async () => {
    const person = api.db().members.find((row) => row.company_id === acme.id)!;
    const fullName = `${person.first_name} ${person.last_name}`;
    expect(idsOf((await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, fullName)).body.data, 'person')).toContain(String(person.id));
    api.db().denyList.api['read people'] = true;
    try {
      const denied = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, fullName);
      expect(denied.status).toBe(200);
      expect(idsOf(denied.body.data, 'person')).toEqual([]);
    } finally {
      delete api.db().denyList.api['read people'];
    }
  });

  it('answers 422 on q when it is missing, blank or longer than 100 characters, and bounds limit', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'x'.repeat(101)}`, '?q=ab&limit=11', '?q=ab&limit=0']) {
      const response = await api.get(`/api/admin/search${query}`, { accessToken, tenant: acme.id });
      expect(response.status, query).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors), query).toEqual([query.includes('limit') ? 'limit' : 'q']);
    }
    const { body } = await search(SEEDED_ACCOUNTS.firmAdmin, acme.id, 'a', '&limit=2');
    for (const kind of ['person', 'card', 'bill', 'expense', 'company'] as const)
      expect(idsOf(body.data, kind).length).toBeLessThanOrEqual(2);
    expect(idsOf(body.data, 'person')).toHaveLength(2);
  });
});
