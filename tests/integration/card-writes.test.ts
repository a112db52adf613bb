import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail] = SEEDED_COMPANIES;

const api = useTestServer();

const acmeCard = (status: string) => api.db().cards.find((card) => card.company_id === acme.id && card.status === status)!;
const acmeHolder = () => api.db().members.find((member) => member.company_id === acme.id && member.status === 'active')!;

describe('cards: create', () => {
  it('issues a virtual AED card with defaults, and it survives a read', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const holder = acmeHolder();
    const body = { member_id: holder.id, name: 'Conference travel', limit: { mode: '2', amount: 1500.25 } };
    const response = await api.send('POST', '/api/admin/cards', body, { accessToken, tenant: acme.id });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({
      name: 'Conference travel',
      type: 'virtual',
      currency: 'AED',
      status: 'active',
      member_id: holder.id,
      last_charged_at: null,
      administrator: { id: holder.id },
      // A cap is not money: the new card holds nothing.
      limit: { mode: 'limit', amount: 1500.25, spent: 0, balance: 0, currency: 'AED' },
    });
    expect(data.number).toMatch(/^\*{12}\d{4}$/);
    const read = await api.get(`/api/admin/cards/${data.id}?partials[]=limit`, { accessToken, tenant: acme.id });
    expect((await read.json()).data).toMatchObject({ name: 'Conference travel', limit: { amount: 1500.25 } });
  });

  it("starts a physical card inactive ('0'), and needs update_card_type for it", async () => {
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const body = { member_id: acmeHolder().id, name: 'Fuel', type: '0' };
    const created = await api.send('POST', '/api/admin/cards', body, { accessToken: admin, tenant: acme.id });
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({
      type: 'physical',
      status: 'inactive',
      limit: { mode: 'inherited', inherited_from: 'member' },
    });

    // Card Operator (Desert Logistics) has every card permission but update_card_type; its card services are made active here.
    const desert = api.db().companies.find((company) => company.id === desertLogistics.id)!;
    desert.settings = { ...desert.settings, is_stripe_enabled: 1, stripe_onboarding_status: 'completed' };
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const holder = api.db().members.find((member) => member.company_id === desertLogistics.id && member.status === 'active')!;
    const count = api.db().cards.length;
    const refused = await api.send(
      'POST',
      '/api/admin/cards',
      { ...body, member_id: holder.id },
      { accessToken: manager, tenant: desertLogistics.id },
    );
    expect(refused.status).toBe(403);
    const allowed = await api.send(
      'POST',
      '/api/admin/cards',
      { member_id: holder.id, name: 'Fuel' },
      { accessToken: manager, tenant: desertLogistics.id },
    );
    expect(allowed.status).toBe(201);
    expect(api.db().cards.length).toBe(count + 1);
  });

  it('refuses a non-default currency even to the firm admin (update_card_currency is denied firm-wide)', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const count = api.db().cards.length;
    const response = await api.send(
      'POST',
      '/api/admin/cards',
      { member_id: acmeHolder().id, name: 'USD card', currency: 'USD' },
      { accessToken, tenant: acme.id },
    );
    expect(response.status).toBe(403);
    expect((await response.json()).message).toContain('update_card_currency');
    expect(api.db().cards.length).toBe(count);
  });

  it('answers 422 with field errors for a foreign holder, a bad limit or a missing name; nothing is created', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreignHolder = api.db().members.find((member) => member.company_id === desertLogistics.id)!;
    const count = api.db().cards.length;
    const foreign = await api.send(
      'POST',
      '/api/admin/cards',
      { member_id: foreignHolder.id, name: 'X' },
      { accessToken, tenant: acme.id },
    );
    expect(foreign.status).toBe(422);
    expect((await foreign.json()).errors).toHaveProperty('member_id');
    const tooPrecise = await api.send(
      'POST',
      '/api/admin/cards',
      { member_id: acmeHolder().id, name: 'X', limit: { mode: '2', amount: 10.001 } },
      { accessToken, tenant: acme.id },
    );
    expect(tooPrecise.status).toBe(422);
    expect((await tooPrecise.json()).errors).toHaveProperty(['limit.amount']);
    const nameless = await api.send('POST', '/api/admin/cards', { member_id: acmeHolder().id }, { accessToken, tenant: acme.id });
    expect(nameless.status).toBe(422);
    expect((await nameless.json()).errors).toHaveProperty('name');
    expect(api.db().cards.length).toBe(count);
  });

  it('answers 403 without create cards', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.member);
    const response = await api.send(
      'POST',
      '/api/admin/cards',
      { member_id: acmeHolder().id, name: 'X' },
      { accessToken, tenant: acme.id },
    );
    expect(response.status).toBe(403);
  });
});

describe('cards: edit', () => {
  it('renames a card and changes its limit; the change survives a read', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = acmeCard('active');
    const amount = Math.ceil(card.limit.spent) + 100;
    const response = await api.send(
      'PATCH',
      `/api/admin/cards/${card.id}`,
      { name: 'Renamed', limit: { mode: '2', amount } },
      { accessToken, tenant: acme.id },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({ name: 'Renamed', limit: { mode: 'limit', amount } });
    const read = await api.get(`/api/admin/cards/${card.id}?partials[]=limit`, { accessToken, tenant: acme.id });
    expect((await read.json()).data).toMatchObject({ name: 'Renamed', limit: { mode: 'limit', amount, spent: card.limit.spent } });
  });

  it('refuses a limit below what was spent (422), a closed card (409) and a foreign card (404)', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = api.db().cards.find((row) => row.company_id === acme.id && row.status === 'active' && row.limit.spent > 1)!;
    const before = structuredClone(card);
    const below = await api.send(
      'PATCH',
      `/api/admin/cards/${card.id}`,
      { name: 'Nope', limit: { mode: '2', amount: 0 } },
      { accessToken, tenant: acme.id },
    );
    expect(below.status).toBe(422);
    expect((await below.json()).errors['limit.amount'][0]).toContain('below what was already spent');
    expect(api.db().cards.find((row) => row.id === card.id)).toEqual(before);

    const closed = await api.send(
      'PATCH',
      `/api/admin/cards/${acmeCard('terminated').id}`,
      { name: 'Nope' },
      { accessToken, tenant: acme.id },
    );
    expect(closed.status).toBe(409);
    const foreignCard = api.db().cards.find((row) => row.company_id === desertLogistics.id)!;
    expect((await api.send('PATCH', `/api/admin/cards/${foreignCard.id}`, { name: 'Nope' }, { accessToken, tenant: acme.id })).status).toBe(
      404,
    );
  });
});

describe('cards: quick actions', () => {
  it('freezes, unfreezes and terminates, and terminated is final', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = acmeCard('active');
    const act = (action: string) => api.send('POST', `/api/admin/cards/${card.id}/${action}`, undefined, { accessToken, tenant: acme.id });
    const frozen = await act('freeze');
    expect(frozen.status).toBe(200);
    expect((await frozen.json()).data).toMatchObject({ id: card.id, status: 'frozen' });
    expect((await act('freeze')).status).toBe(409);
    expect((await (await act('unfreeze')).json()).data.status).toBe('active');
    expect((await (await act('terminate')).json()).data.status).toBe('terminated');
    for (const action of ['freeze', 'unfreeze', 'terminate']) {
      const refused = await act(action);
      expect(refused.status).toBe(409);
      expect((await refused.json()).message).toContain('This card is terminated');
    }
    expect(api.db().cards.find((row) => row.id === card.id)?.status).toBe('terminated');
  });

  it('never unfreezes an expired card', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = acmeCard('expired');
    const response = await api.send('POST', `/api/admin/cards/${card.id}/unfreeze`, undefined, { accessToken, tenant: acme.id });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('This card is expired; it cannot be unfrozen.');
    expect(api.db().cards.find((row) => row.id === card.id)?.status).toBe('expired');
  });

  it('answers 403 without quick actions and 404 for a foreign card', async () => {
    // Department Lead + Viewer in Gulf Retail: no quick actions.
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const gulfCard = api.db().cards.find((row) => row.company_id === gulfRetail.id && row.status === 'active')!;
    expect(
      (await api.send('POST', `/api/admin/cards/${gulfCard.id}/freeze`, undefined, { accessToken: manager, tenant: gulfRetail.id })).status,
    ).toBe(403);
    expect(api.db().cards.find((row) => row.id === gulfCard.id)?.status).toBe('active');
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect(
      (await api.send('POST', `/api/admin/cards/${gulfCard.id}/freeze`, undefined, { accessToken: admin, tenant: acme.id })).status,
    ).toBe(404);
  });
});
