import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../src/domain/permissionNames.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const acmeCard = (status: string) => api.db().cards.find((card) => card.company_id === acme.id && card.status === status)!;

describe('roles and permissions', () => {
  it("lists the active company's roles and the grouped permission catalogue", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.member);
    const roles = await (await api.get('/api/admin/roles?per_page=2', { accessToken, tenant: acme.id })).json();
    expect(roles.meta).toMatchObject({ total: api.db().roles.filter((role) => role.company_id === acme.id).length, per_page: 2 });
    expect(roles.data[0]).toMatchObject({ name: 'Owner', system: true });

    const { data } = await (await api.get('/api/admin/roles/permissions', { accessToken, tenant: acme.id })).json();
    expect(data.map((permission: { name: string }) => permission.name)).toEqual(ALL_PERMISSIONS);
    expect(data).toContainEqual(expect.objectContaining({ name: 'read departments', group: 'departments' }));
  });

  it('answers 403 without read roles / read permissions', async () => {
    // The manager is a Card Operator in Desert Logistics.
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/roles', { accessToken, tenant: desertLogistics.id })).status).toBe(403);
    expect((await api.get('/api/admin/roles/permissions', { accessToken, tenant: desertLogistics.id })).status).toBe(403);
  });
});

describe('card controls and holder restrictions', () => {
  it('answers the controls with the manage booleans from the user’s permissions', async () => {
    // A holder restricted to a region (every third id) keeps the card's countries: pick another holder.
    const card = api.db().cards.find((row) => row.company_id === acme.id && row.status === 'active' && row.member_id % 3 !== 0)!;
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const managed = await (await api.get(`/api/admin/card-controls?cardId=${card.id}`, { accessToken: admin, tenant: acme.id })).json();
    expect(managed.data).toMatchObject({ card_id: card.id, controls: { can_manage_mcc: true, can_manage_geography: true } });

    const viewer = await api.accessToken(SEEDED_ACCOUNTS.member);
    const readOnly = await (await api.get(`/api/admin/card-controls?cardId=${card.id}`, { accessToken: viewer, tenant: acme.id })).json();
    expect(readOnly.data.controls).toEqual({ ...managed.data.controls, can_manage_mcc: false, can_manage_geography: false });
  });

  it('answers 409 carrying read-only controls for a terminated card', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get(`/api/admin/card-controls?cardId=${acmeCard('terminated').id}`, { accessToken, tenant: acme.id });
    expect(response.status).toBe(409);
    expect((await response.json()).controls).toMatchObject({ can_manage_mcc: false, can_manage_geography: false });
  });

  it("answers the holder's restrictions", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = acmeCard('active');
    const response = await api.get(`/api/admin/card-holder-restrictions?cardId=${card.id}`, { accessToken, tenant: acme.id });
    expect((await response.json()).data).toMatchObject({ card_id: card.id, member_id: card.member_id });
  });

  it("answers 404 for another company's card, 403 without read card details, 422 without cardId", async () => {
    const foreign = api.db().cards.find((card) => card.company_id === desertLogistics.id)!;
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const path of ['card-controls', 'card-holder-restrictions']) {
      expect((await api.get(`/api/admin/${path}?cardId=${foreign.id}`, { accessToken: admin, tenant: acme.id })).status).toBe(404);
      expect((await api.get(`/api/admin/${path}`, { accessToken: admin, tenant: acme.id })).status).toBe(422);
    }
    const cardOperator = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const denied = await api.get(`/api/admin/card-controls?cardId=${foreign.id}`, {
      accessToken: cardOperator,
      tenant: desertLogistics.id,
    });
    expect(denied.status).toBe(403);
  });
});
