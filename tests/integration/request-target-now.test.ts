import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { dayOf, dubaiToday } from '../../src/domain/accountingLock.ts';
import { isCardClosed, OPEN_CARD_STATUSES } from '../../src/domain/cardActions.ts';
import { countsAsSpent } from '../../src/domain/spend.ts';
import { useTestServer } from './mockServer.ts';

// Issue 33: a limit request being decided carries its card's (or person's) limit and last 30 days of
// spend, computed by the mock from the expenses, for who may read the target; absent otherwise.
const [acme] = SEEDED_COMPANIES;
const api = useTestServer();
const REQUESTS = '/api/admin/requests';

const signedIn = async (email: string) => ({ accessToken: await api.accessToken(email), tenant: acme.id });
const pendingCardLimitRequest = () =>
  api
    .db()
    .spendRequests.find(
      (row) => row.company_id === acme.id && row.kind === 'limit' && row.status === 'pending' && row.target_type === 'card',
    )!;
const cents = (amount: number) => Math.round(amount * 100);

/** What the card spent in the last 30 Dubai days, counted here from the stored expenses. */
function expectedRecent(cardId: number, currency: string) {
  const to = dubaiToday();
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const rows = api
    .db()
    .expenses.filter(
      (row) => row.company_id === acme.id && row.card_id === cardId && row.currency === currency && countsAsSpent(row.status),
    )
    .filter((row) => {
      const day = dayOf(row.spent_at)!;
      return day >= from && day <= to;
    });
  return { from, to, count: rows.length, cents: rows.reduce((sum, row) => sum + cents(row.amount), 0) };
}

describe("a limit request's target now", () => {
  it("carries the card's limit and its last 30 days of spend, from the card's own expenses", async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const request = pendingCardLimitRequest();
    const card = api.db().cards.find((row) => row.id === request.target_id)!;
    // One more captured expense of the card today and one 40 days ago: only the first is recent.
    const template =
      api.db().expenses.find((row) => row.company_id === acme.id && row.card_id === card.id) ??
      api.db().expenses.find((row) => row.company_id === acme.id && row.card_id !== null)!;
    const nextId = Math.max(...api.db().expenses.map((row) => row.id)) + 1;
    api.db().expenses.push(
      {
        ...template,
        id: nextId,
        card_id: card.id,
        currency: card.limit.currency,
        amount: 123.45,
        status: 'captured',
        spent_at: new Date().toISOString(),
      },
      {
        ...template,
        id: nextId + 1,
        card_id: card.id,
        currency: card.limit.currency,
        amount: 999,
        status: 'captured',
        spent_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      },
    );
    const expected = expectedRecent(card.id, card.limit.currency);
    expect(expected.count).toBeGreaterThan(0);

    const { data } = await (await api.get(`${REQUESTS}/${request.id}`, admin)).json();
    expect(data.target_now.limit).toEqual(card.limit);
    expect(data.target_now.recent_spend).toEqual({
      days: 30,
      from: expected.from,
      to: expected.to,
      amount: expected.cents / 100,
      currency: card.limit.currency,
      count: expected.count,
    });
    // The list stays light: rows carry no target figures.
    const list = await (await api.get(`${REQUESTS}?per_page=50`, admin)).json();
    expect(list.data.every((row: object) => !('target_now' in row))).toBe(true);
  });

  it('is absent (not zero) for a reader without the card details permission, and on a card request', async () => {
    const request = pendingCardLimitRequest();
    const member = await signedIn(SEEDED_ACCOUNTS.member);
    expect((await (await api.get(`${REQUESTS}/${request.id}`, member)).json()).data.target_now).toBeDefined();
    // The member is a Viewer in Acme; without `read card details` the figures go.
    const viewer = api.db().roles.find((row) => row.company_id === acme.id && row.name === 'Viewer')!;
    viewer.permissions = viewer.permissions.filter((permission) => permission.name !== 'read card details');
    const response = await api.get(`${REQUESTS}/${request.id}`, member);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).not.toHaveProperty('target_now');
    expect(data.target_name).toMatch(/\(.+\)$/);

    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const cardRequest = api.db().spendRequests.find((row) => row.company_id === acme.id && row.kind === 'card')!;
    expect((await (await api.get(`${REQUESTS}/${cardRequest.id}`, admin)).json()).data).not.toHaveProperty('target_now');
  });

  it('follows the decision: the approval answers with the new limit', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const request = pendingCardLimitRequest();
    const approved = await api.send('PATCH', `${REQUESTS}/${request.id}/status`, { status: 'approved' }, admin);
    expect(approved.status).toBe(200);
    const { data } = await approved.json();
    expect(data.target_now.limit).toMatchObject({ mode: 'limit', amount: request.new_amount });
  });
});

describe('the card picker of a limit request', () => {
  it('asks for open cards only and searches on the server: no terminated or expired card comes back', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const cards = api.db().cards.filter((row) => row.company_id === acme.id);
    expect(cards.some((row) => isCardClosed(row.status))).toBe(true);
    // The query the picker sends (react-admin filter `status` → filters[in][status][], its typing → search).
    const query = qs.stringify(
      { page: 1, per_page: 100, filters: { in: { status: [...OPEN_CARD_STATUSES] } } },
      { arrayFormat: 'brackets' },
    );
    const open = await (await api.get(`/api/admin/cards?${query}`, admin)).json();
    expect(open.meta.total).toBe(cards.filter((row) => !isCardClosed(row.status)).length);
    expect(open.data.every((row: { status: 'active' }) => !isCardClosed(row.status))).toBe(true);

    const closed = cards.find((row) => isCardClosed(row.status))!;
    const byName = qs.stringify({ search: closed.name, filters: { in: { status: [...OPEN_CARD_STATUSES] } } }, { arrayFormat: 'brackets' });
    const searched = await (await api.get(`/api/admin/cards?${byName}`, admin)).json();
    expect(searched.data.map((row: { id: number }) => row.id)).not.toContain(closed.id);
    // An open card is found by what is typed (its name).
    const wanted = cards.find((row) => !isCardClosed(row.status))!;
    const typed = qs.stringify({ search: wanted.name, filters: { in: { status: [...OPEN_CARD_STATUSES] } } }, { arrayFormat: 'brackets' });
    const found = await (await api.get(`/api/admin/cards?${typed}`, admin)).json();
    expect(found.data.map((row: { id: number }) => row.id)).toContain(wanted.id);
  });
});
