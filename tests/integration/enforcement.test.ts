import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail, falconVentures] = SEEDED_COMPANIES;

const api = useTestServer();

describe('company membership (X-Tenant)', () => {
  it('answers 403 when X-Tenant names a company the user does not belong to', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const response = await api.get('/api/admin/cards', { accessToken, tenant: falconVentures.id });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'The subtenant does not exist or your account is not assigned to it' });
  });

  it('answers 403 for every company when the account is assigned to none', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.unassigned);
    expect((await api.get('/api/admin/me', { accessToken, tenant: acme.id })).status).toBe(403);
    expect((await (await api.get('/api/admin/sub-tenants', { accessToken })).json()).data).toEqual([]);
  });

  it('answers 403 with a clear message when a company-scoped call has no X-Tenant', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const response = await api.get('/api/admin/cards', { accessToken });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/X-Tenant/);
  });

  it('lets a firm_admin into every company and lists them all', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const companies = (await (await api.get('/api/admin/sub-tenants', { accessToken })).json()).data;
    expect(companies.map((company: { name: string }) => company.name)).toEqual(SEEDED_COMPANIES.map((company) => company.name));
    expect((await api.get('/api/admin/cards', { accessToken, tenant: falconVentures.id })).status).toBe(200);
  });

  it("lists only the manager's three companies", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const companies = (await (await api.get('/api/admin/sub-tenants', { accessToken })).json()).data;
    expect(companies.map((company: { id: string }) => company.id)).toEqual([acme.id, desertLogistics.id, gulfRetail.id]);
  });
});

describe('role permissions and the deny list', () => {
  it("answers 403 when the manager's roles in that company lack the permission", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const cardId = api.db().cards.find((card) => card.company_id === desertLogistics.id)!.id;
    expect((await api.get('/api/admin/cards', { accessToken, tenant: desertLogistics.id })).status).toBe(200);
    const details = await api.get(`/api/admin/cards/${cardId}`, { accessToken, tenant: desertLogistics.id });
    expect(details.status).toBe(403);
    expect(await details.json()).toEqual({ message: 'You do not have permission to read card details.' });
  });

  it('grants the same permission where another of the manager’s roles has it', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const cardId = api.db().cards.find((card) => card.company_id === gulfRetail.id)!.id;
    expect((await api.get(`/api/admin/cards/${cardId}`, { accessToken, tenant: gulfRetail.id })).status).toBe(200);
  });

  it('answers 403 for a denied permission even to a firm_admin', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect((await api.get('/api/admin/cards', { accessToken, tenant: acme.id })).status).toBe(200);
    api.db().denyList.api['read cards'] = true;
    const denied = await api.get('/api/admin/cards', { accessToken, tenant: acme.id });
    expect(denied.status).toBe(403);
    expect((await denied.json()).message).toBe('The permission "read cards" is denied for this firm.');
  });

  it('returns the roles of the active company in me', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const me = (await (await api.get('/api/admin/me', { accessToken, tenant: gulfRetail.id })).json()).data;
    expect(me.roles.map((role: { name: string }) => role.name)).toEqual(['Department Lead', 'Viewer']);
    const withoutCompany = (await (await api.get('/api/admin/me', { accessToken })).json()).data;
    expect(withoutCompany.roles).toEqual([]);
  });
});

describe('ownership', () => {
  it("answers 404 for another company's card id, even to a firm_admin", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreignCard = api.db().cards.find((card) => card.company_id === desertLogistics.id)!;
    const response = await api.get(`/api/admin/cards/${foreignCard.id}`, { accessToken, tenant: acme.id });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
    expect((await api.get(`/api/admin/cards/${foreignCard.id}`, { accessToken, tenant: desertLogistics.id })).status).toBe(200);
  });

  it('answers 404 for an id that does not exist', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    expect((await api.get('/api/admin/cards/999999', { accessToken, tenant: acme.id })).status).toBe(404);
  });
});
