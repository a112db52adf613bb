import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const acme = SEEDED_COMPANIES[0];
type Card = {
  id: number;
  name: string;
  number: string;
  type: string;
  status: string;
  currency: string;
  member_id: number;
  last_charged_at: string | null;
  expired_at: string;
  created_at: string;
  administrator?: { first_name: string; last_name: string };
  limit?: unknown;
};

const api = useTestServer({ resetEachTest: false });
let accessToken: string;
beforeAll(async () => {
  accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
});

const acmeCards = () => api.db().cards.filter((card) => card.company_id === acme.id);

/** GET cards with the app's query conventions (qs, brackets). */
async function listCards(
  query: Record<string, unknown>,
): Promise<{ data: Card[]; meta: { total: number; current_page: number; per_page: number; last_page: number } }> {
  const response = await api.get(`/api/admin/cards?${qs.stringify(query, { arrayFormat: 'brackets' })}`, { accessToken, tenant: acme.id });
  expect(response.status).toBe(200);
  return response.json();
}

const ids = (cards: { id: number }[]) => cards.map((card) => card.id).sort((a, b) => a - b);

describe('GET /api/admin/cards', () => {
  it('pages 20 at a time by default, newest first, with meta', async () => {
    const page = await listCards({ sorts: ['created_at:desc'] });
    const newest = [...acmeCards()].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, 20);
    expect(page.data.map((card) => card.id)).toEqual(newest.map((card) => card.id));
    expect(page.meta).toEqual({ total: acmeCards().length, current_page: 1, per_page: 20, last_page: Math.ceil(acmeCards().length / 20) });
  });

  it('embeds administrator and limit only when asked', async () => {
    const plain = await listCards({ per_page: 1 });
    expect(plain.data[0]).not.toHaveProperty('administrator');
    expect(plain.data[0]).not.toHaveProperty('limit');
    const full = await listCards({ per_page: 1, partials: ['administrator', 'limit'] });
    expect(full.data[0].administrator).toMatchObject({ id: full.data[0].member_id });
    expect(full.data[0].limit).toMatchObject({ currency: full.data[0].currency });
  });

  it('filters by type code, status and currency', async () => {
    const result = await listCards({
      per_page: 1000,
      filters: { in: { type: ['1'], status: ['active', 'frozen'] }, exact: { currency: 'USD' } },
    });
    const expected = acmeCards().filter(
      (card) => card.type === 'virtual' && ['active', 'frozen'].includes(card.status) && card.currency === 'USD',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(result.data)).toEqual(ids(expected));
    const physical = await listCards({ per_page: 1000, filters: { in: { type: ['0'] } } });
    expect(physical.data.every((card) => card.type === 'physical')).toBe(true);
    expect(physical.meta.total).toBe(acmeCards().filter((card) => card.type === 'physical').length);
  });

  it('filters by card holder', async () => {
    const holderIds = [...new Set(acmeCards().map((card) => card.member_id))].slice(0, 2);
    const result = await listCards({ per_page: 1000, filters: { in: { member_id: holderIds.map(String) } } });
    expect(ids(result.data)).toEqual(ids(acmeCards().filter((card) => holderIds.includes(card.member_id))));
  });

  it('filters by last charge window and expiry (calendar days, inclusive)', async () => {
    // The seed is relative to now, so the window is too.
    const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const from = daysFromNow(-75);
    const to = daysFromNow(-15);
    const expiresBy = daysFromNow(2 * 365);
    const result = await listCards({
      per_page: 1000,
      filters: { date_min: { last_charged_at: from }, date_max: { last_charged_at: to, expired_at: expiresBy } },
    });
    const expected = acmeCards().filter((card) => {
      const day = card.last_charged_at?.slice(0, 10);
      return day !== undefined && day >= from && day <= to && card.expired_at <= expiresBy;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(result.data)).toEqual(ids(expected));
  });

  it('searches the name, the holder name and the last 4 digits', async () => {
    const card = acmeCards()[5];
    const byDigits = await listCards({ per_page: 1000, search: card.number.slice(-4) });
    expect(byDigits.data.map((row) => row.id)).toContain(card.id);
    const holder = api.db().members.find((member) => member.id === card.member_id)!;
    const byHolder = await listCards({ per_page: 1000, search: holder.last_name.toUpperCase(), partials: ['administrator'] });
    expect(byHolder.data.map((row) => row.id)).toContain(card.id);
    for (const row of byHolder.data) {
      const holderName = `${row.administrator?.first_name} ${row.administrator?.last_name}`;
      expect(`${row.name} ${holderName}`.toLowerCase()).toContain(holder.last_name.toLowerCase());
    }
    const byName = await listCards({ per_page: 1000, search: 'courier' });
    expect(byName.data.length).toBeGreaterThan(0);
    expect(byName.data.every((row) => row.name.toLowerCase().includes('courier'))).toBe(true);
  });

  it('sorts by name ascending across pages', async () => {
    const first = await listCards({ sorts: ['name:asc'], per_page: 10, page: 1 });
    const second = await listCards({ sorts: ['name:asc'], per_page: 10, page: 2 });
    const names = [...first.data, ...second.data].map((card) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(second.meta.current_page).toBe(2);
  });

  it('answers 422 naming each invalid query parameter', async () => {
    const response = await api.get('/api/admin/cards?per_page=0&filters[in][status][]=lost&sorts[]=colour:up', {
      accessToken,
      tenant: acme.id,
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['filters.in.status.0', 'per_page', 'sorts.0']);
  });
});
