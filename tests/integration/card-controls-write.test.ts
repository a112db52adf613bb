import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

/** Holders with an id divisible by 3 are restricted to the GCC: their cards' countries are not editable. */
const acmeCard = (geoRestrictedHolder: boolean) =>
  api
    .db()
    .cards.find((card) => card.company_id === acme.id && card.status === 'active' && (card.member_id % 3 === 0) === geoRestrictedHolder)!;
const saveControls = (cardId: number, body: unknown, accessToken: string, tenant: string = acme.id) =>
  api.send('PUT', `/api/admin/card-controls?cardId=${cardId}`, body, { accessToken, tenant });

describe('card controls: saving', () => {
  it('stores categories and countries; a read after answers what was saved', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = acmeCard(false);
    const body = { allowed_mcc_categories: ['fuel', 'software'], allowed_countries: ['AE', 'SA', 'GB'] };
    const response = await saveControls(card.id, body, accessToken);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({
      card_id: card.id,
      controls: { ...body, can_manage_mcc: true, can_manage_geography: true },
    });
    const read = await api.get(`/api/admin/card-controls?cardId=${card.id}`, { accessToken, tenant: acme.id });
    expect((await read.json()).data.controls).toMatchObject(body);

    const cleared = await saveControls(card.id, { allowed_countries: [] }, accessToken);
    expect((await cleared.json()).data.controls).toMatchObject({ allowed_mcc_categories: ['fuel', 'software'], allowed_countries: [] });
  });

  it('checks MCC and geography apart: a region-restricted holder keeps the countries, categories still save', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = acmeCard(true);
    const read = await api.get(`/api/admin/card-controls?cardId=${card.id}`, { accessToken, tenant: acme.id });
    expect((await read.json()).data.controls).toMatchObject({ can_manage_mcc: true, can_manage_geography: false });
    const before = structuredClone(card.controls);

    const countries = await saveControls(card.id, { allowed_mcc_categories: ['fuel'], allowed_countries: ['FR'] }, accessToken);
    expect(countries.status).toBe(403);
    expect(api.db().cards.find((row) => row.id === card.id)?.controls).toEqual(before);

    const unchangedCountries = { allowed_mcc_categories: ['fuel'], allowed_countries: before.allowed_countries };
    const categories = await saveControls(card.id, unchangedCountries, accessToken);
    expect(categories.status).toBe(200);
    expect(api.db().cards.find((row) => row.id === card.id)?.controls.allowed_mcc_categories).toEqual(['fuel']);
  });

  it('answers 422 for unknown country codes or categories, and nothing changes', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = acmeCard(false);
    const before = structuredClone(card.controls);
    const country = await saveControls(card.id, { allowed_countries: ['AE', 'ZZ'] }, accessToken);
    expect(country.status).toBe(422);
    expect((await country.json()).errors.allowed_countries[0]).toContain('ZZ');
    const category = await saveControls(card.id, { allowed_mcc_categories: ['casinos'] }, accessToken);
    expect(category.status).toBe(422);
    expect(Object.keys((await category.json()).errors)[0]).toMatch(/^allowed_mcc_categories/);
    expect(api.db().cards.find((row) => row.id === card.id)?.controls).toEqual(before);
  });

  it('answers 403 without manage card controls, 409 for a closed card, 404 for a foreign card', async () => {
    const viewer = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect((await saveControls(acmeCard(false).id, { allowed_mcc_categories: [] }, viewer)).status).toBe(403);
    const admin = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const terminated = api.db().cards.find((card) => card.company_id === acme.id && card.status === 'terminated')!;
    expect((await saveControls(terminated.id, { allowed_mcc_categories: [] }, admin)).status).toBe(409);
    const foreign = api.db().cards.find((card) => card.company_id === desertLogistics.id)!;
    expect((await saveControls(foreign.id, { allowed_mcc_categories: [] }, admin)).status).toBe(404);
  });
});
