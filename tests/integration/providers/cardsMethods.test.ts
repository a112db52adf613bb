import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../../server/mock-api/index.ts';
import { useTestServer } from '../mockServer.ts';
import { useAppDataProviderOf } from './appServer';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();
const provider = useAppDataProviderOf(api, SEEDED_ACCOUNTS.firmAdmin, acme.id);

const acmeCard = (status: string) => api.db().cards.find((card) => card.company_id === acme.id && card.status === status)!;
const storedCard = (id: number) => api.db().cards.find((card) => card.id === id)!;

describe('dataProvider card methods (against the mock API)', () => {
  const dataProvider = new Proxy({}, { get: (_, name) => provider()[name as keyof ReturnType<typeof provider>] }) as ReturnType<
    typeof provider
  >;

  it('runCardAction freezes, unfreezes and terminates; the API refuses what the status does not allow', async () => {
    const card = acmeCard('active');
    expect((await dataProvider.runCardAction(card.id, 'freeze')).status).toBe('frozen');
    expect(storedCard(card.id).status).toBe('frozen');
    expect((await dataProvider.runCardAction(card.id, 'unfreeze')).status).toBe('active');
    expect((await dataProvider.runCardAction(card.id, 'terminate')).status).toBe('terminated');
    await expect(dataProvider.runCardAction(card.id, 'unfreeze')).rejects.toBeInstanceOf(HttpError);
    expect(storedCard(card.id).status).toBe('terminated');
  });

  it('renameCard stores the name; a blank name is a 422 whose message is on `name`', async () => {
    const card = acmeCard('active');
    expect((await dataProvider.renameCard(card.id, 'Team offsite')).name).toBe('Team offsite');
    expect(storedCard(card.id).name).toBe('Team offsite');
    const refused = await dataProvider.renameCard(card.id, ' ').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(422);
    expect((refused as HttpError).body.errors).toHaveProperty('name');
    expect(storedCard(card.id).name).toBe('Team offsite');
  });

  it('getCardControls: a closed card answers its controls as data with the notice; a foreign card is a 404', async () => {
    const open = await dataProvider.getCardControls(acmeCard('active').id);
    expect(open.notice).toBeUndefined();
    expect(open.controls).toMatchObject({ can_manage_mcc: expect.any(Boolean), can_manage_geography: expect.any(Boolean) });

    const closed = await dataProvider.getCardControls(acmeCard('terminated').id);
    expect(closed.notice).toBe('This card is terminated; its controls can no longer change.');
    expect(closed.controls.allowed_mcc_categories).toEqual(expect.any(Array));

    const foreign = api.db().cards.find((card) => card.company_id === desertLogistics.id)!;
    await expect(dataProvider.getCardControls(foreign.id)).rejects.toMatchObject({ status: 404 });
  });

  it('saveCardControls answers the saved controls, and reading them again agrees', async () => {
    const card = api
      .db()
      .cards.find((row) => row.company_id === acme.id && row.status === 'active' && row.controls.allowed_countries.length === 0)!;
    const saved = await dataProvider.saveCardControls(card.id, { allowed_mcc_categories: ['fuel'], allowed_countries: [] });
    expect(saved.allowed_mcc_categories).toEqual(['fuel']);
    expect((await dataProvider.getCardControls(card.id)).controls.allowed_mcc_categories).toEqual(['fuel']);
    const refused = dataProvider.saveCardControls(card.id, { allowed_mcc_categories: ['not_a_category' as never] });
    await expect(refused).rejects.toMatchObject({ status: 422, body: { errors: expect.any(Object) } });
    expect(storedCard(card.id).controls.allowed_mcc_categories).toEqual(['fuel']);
  });

  it('getHolderRestrictions and getCountries read the reference data', async () => {
    const card = acmeCard('active');
    expect(await dataProvider.getHolderRestrictions(card.id)).toMatchObject({ card_id: card.id, member_id: card.member_id });
    const countries = await dataProvider.getCountries();
    expect(countries.length).toBeGreaterThan(0);
    expect(countries[0]).toHaveProperty('display_name');
  });
});
