import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulfRetail] = SEEDED_COMPANIES;

const api = useTestServer();

const PATH = '/api/admin/integration';

async function admin(tenant: string = acme.id) {
  return { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant };
}

type Options = Awaited<ReturnType<typeof admin>>;

/** Consent then connect, as the app does; answers the connection. */
async function connect(options: Options, provider: string) {
  const consent = await api.send('POST', `${PATH}/consent`, { provider }, options);
  expect(consent.status).toBe(200);
  const { data } = await consent.json();
  const connected = await api.send('POST', `${PATH}/connect`, { consent_id: data.consent_id }, options);
  expect(connected.status).toBe(200);
  return (await connected.json()).data;
}

const importKind = async (options: Options, kind: string) => {
  const response = await api.send('POST', `${PATH}/imports`, { kind }, options);
  expect(response.status, kind).toBe(200);
  return (await response.json()).data;
};

describe('integrations (one accounting connection per company)', () => {
  it('answers 401 without a token; the Card Operator (Desert Logistics) is refused; a Viewer reads but cannot write (403)', async () => {
    expect((await api.get(PATH, { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get(PATH, { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    const readOnly = { accessToken: manager, tenant: gulfRetail.id };
    const read = await api.get(PATH, readOnly);
    expect(read.status).toBe(200);
    expect((await read.json()).data).toMatchObject({
      provider: 'xero',
      status: 'needs_attention',
      status_reason: expect.stringContaining('expired'),
    });
    expect((await api.get(`${PATH}/category-mappings`, readOnly)).status).toBe(200);
    const refused = await api.send('POST', `${PATH}/consent`, { provider: 'xero' }, readOnly);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toContain('manage integrations');
    expect((await api.send('POST', `${PATH}/disconnect`, {}, readOnly)).status).toBe(403);
    expect((await api.send('POST', `${PATH}/imports`, { kind: 'vendors' }, readOnly)).status).toBe(403);
    const category = api.db().categories.find((row) => row.company_id === gulfRetail.id)!;
    const account = api.db().glAccounts.find((row) => row.company_id === gulfRetail.id && row.status === 'active')!;
    expect((await api.send('PUT', `${PATH}/category-mappings/${category.id}`, { gl_account_id: account.id }, readOnly)).status).toBe(403);
    expect(api.db().integrations.find((row) => row.company_id === gulfRetail.id)?.status).toBe('needs_attention');
  });

  it('connects through the consent screen, refuses a second provider with a 409 naming the first, and disconnects', async () => {
    const options = await admin();
    const never = await (await api.get(PATH, options)).json();
    expect(never.data).toEqual({
      provider: null,
      status: 'disconnected',
      status_reason: null,
      organisation_name: null,
      connected_at: null,
      connected_by: null,
      last_import_at: null,
    });
    const consent = await (await api.send('POST', `${PATH}/consent`, { provider: 'xero' }, options)).json();
    expect(consent.data).toMatchObject({
      provider: 'xero',
      company_name: acme.name,
      organisation_name: `${acme.name} (Xero organisation)`,
      reads: ['chart_of_accounts', 'tax_rates', 'vendors'],
      writes: ['expenses', 'bills'],
    });
    // Nothing is connected before the consent is allowed.
    expect((await (await api.get(PATH, options)).json()).data.status).toBe('disconnected');
    const connected = await api.send('POST', `${PATH}/connect`, { consent_id: consent.data.consent_id }, options);
    expect((await connected.json()).data).toMatchObject({ provider: 'xero', status: 'connected', connected_by: 'Farah Al Mansoori' });
    // A consent is used once.
    const reused = await api.send('POST', `${PATH}/connect`, { consent_id: consent.data.consent_id }, options);
    expect(reused.status).toBe(422);
    expect(Object.keys((await reused.json()).errors)).toEqual(['consent_id']);

    const second = await api.send('POST', `${PATH}/consent`, { provider: 'odoo' }, options);
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe('Acme Trading LLC is already connected to Xero; disconnect it before connecting Odoo.');
    expect((await (await api.get(PATH, options)).json()).data.provider).toBe('xero');

    const disconnected = await api.send('POST', `${PATH}/disconnect`, {}, options);
    expect((await disconnected.json()).data).toMatchObject({
      provider: 'xero',
      status: 'disconnected',
      status_reason: 'Disconnected by Farah Al Mansoori.',
      organisation_name: null,
    });
    expect((await api.send('POST', `${PATH}/disconnect`, {}, options)).status).toBe(409);
    expect((await api.send('POST', `${PATH}/imports`, { kind: 'vendors' }, options)).status).toBe(409);
    await connect(options, 'odoo');
  });

  it('refuses an unknown provider or kind with a 422 and changes nothing', async () => {
    const options = await admin();
    expect((await api.send('POST', `${PATH}/consent`, { provider: 'sage' }, options)).status).toBe(422);
    expect((await api.send('POST', `${PATH}/connect`, { consent_id: 'nope' }, options)).status).toBe(422);
    expect(api.db().integrations.find((row) => row.company_id === acme.id)).toBeUndefined();
    await connect(options, 'xero');
    const before = api.db().counterparts.length;
    expect((await api.send('POST', `${PATH}/imports`, { kind: 'payments' }, options)).status).toBe(422);
    expect(api.db().counterparts).toHaveLength(before);
  });

  it('imports vendors matched by TRN (update the match, create the new, skip with reasons); a second import changes nothing', async () => {
    const options = await admin();
    await connect(options, 'xero');
    const gulfOffice = api.db().counterparts.find((row) => row.company_id === acme.id && row.name === 'Gulf Office Supplies')!;
    const countBefore = api.db().counterparts.filter((row) => row.company_id === acme.id).length;
    const first = await importKind(options, 'vendors');
    expect(first).toMatchObject({ kind: 'vendors', provider: 'xero', created: 2, updated: 1, skipped: 4 });
    expect(
      first.rows.map((row: { name: string; outcome: string; reason_code: string | null }) => [row.name, row.outcome, row.reason_code]),
    ).toEqual([
      ['Gulf Office Supplies', 'updated', null],
      ['DEWA', 'skipped', 'unchanged'],
      ['Al Noor Stationery', 'created', null],
      ['Blue Wave Logistics', 'created', null],
      ['Blue Wave Logistics (duplicate)', 'skipped', 'duplicate_in_source'],
      ['Souk Cash Supplier', 'skipped', 'no_trn'],
      ['Unregistered Trader', 'skipped', 'invalid_trn'],
    ]);
    expect(gulfOffice).toMatchObject({ name: 'Gulf Office Supplies', emails: ['payables@gulfoffice.ae'], payment_terms_days: 60 });
    expect(api.db().counterparts.filter((row) => row.company_id === acme.id)).toHaveLength(countBefore + 2);
    const created = api.db().counterparts.find((row) => row.company_id === acme.id && row.name === 'Al Noor Stationery')!;
    expect(created).toMatchObject({ status: 'active', is_on_hold: false, default_category_id: null });
    expect(created.trn).toMatch(/^100\d{12}$/);
    expect((await (await api.get(PATH, options)).json()).data.last_import_at).toBe(first.imported_at);

    const second = await importKind(options, 'vendors');
    expect(second).toMatchObject({ created: 0, updated: 0, skipped: 7 });
    expect(api.db().counterparts.filter((row) => row.company_id === acme.id)).toHaveLength(countBefore + 2);
  });

  it('imports the chart of accounts and tax rates; under the lock date a type or rate change is skipped; twice changes nothing', async () => {
    const options = await admin();
    await connect(options, 'zoho_books');
    const chart = await importKind(options, 'chart_of_accounts');
    const outcome = (name: string) => chart.rows.find((row: { name: string }) => row.name === name);
    expect(chart).toMatchObject({ created: 2, updated: 1 });
    expect(outcome('1300 Card clearing')).toMatchObject({ outcome: 'skipped', reason_code: 'default_account' });
    // Acme's books are locked: Office equipment keeps its type.
    expect(outcome('1500 Office equipment')).toMatchObject({ outcome: 'skipped', reason_code: 'locked' });
    expect(outcome('6400 Software and cloud subscriptions')).toMatchObject({ outcome: 'updated' });
    expect(outcome('6990 Suspense (old)')).toMatchObject({ reason_code: 'inactive_in_source' });
    expect(outcome('61 00 Travel (typo)')).toMatchObject({ reason_code: 'invalid', reason: expect.stringContaining('code') });
    expect(api.db().glAccounts.find((row) => row.company_id === acme.id && row.code === '7000')).toMatchObject({
      type: 'expense',
      status: 'active',
    });
    expect(await importKind(options, 'chart_of_accounts')).toMatchObject({ created: 0, updated: 0 });

    const vat = api.db().taxRates.find((row) => row.company_id === acme.id && row.name === 'UAE VAT 5%')!;
    vat.rate = 4.5;
    const rates = await importKind(options, 'tax_rates');
    expect(rates).toMatchObject({ created: 2, updated: 0 });
    expect(rates.rows[0]).toMatchObject({ name: 'UAE VAT 5%', outcome: 'skipped', reason_code: 'locked' });
    expect(vat.rate).toBe(4.5);
    // Without a lock date the rate follows the connected system.
    api.db().accountingSettings.find((row) => row.company_id === acme.id)!.lock_date = null;
    expect((await importKind(options, 'tax_rates')).rows[0]).toMatchObject({ outcome: 'updated' });
    expect(vat.rate).toBe(5);
    expect(await importKind(options, 'tax_rates')).toMatchObject({ created: 0, updated: 0 });
  });

  it('lists categories unmapped first with the count, maps one (404 foreign, 422 inactive account, nothing changed)', async () => {
    const options = await admin();
    const categories = api.db().categories.filter((row) => row.company_id === acme.id);
    const fuel = categories.find((row) => row.name === 'Fuel')!;
    const software = categories.find((row) => row.name === 'Software')!;
    fuel.gl_account_id = null;
    const archived = api.db().glAccounts.find((row) => row.company_id === acme.id && row.status === 'archived')!;
    software.gl_account_id = archived.id;
    const list = await (await api.get(`${PATH}/category-mappings`, options)).json();
    expect(list.meta).toEqual({ total: categories.length, unmapped: 2 });
    expect(list.data.slice(0, 3).map((row: { name: string; is_mapped: boolean }) => [row.name, row.is_mapped])).toEqual([
      // Tree order inside each group: Software (top level) before Vehicle › Fuel.
      ['Software', false],
      ['Fuel', false],
      ['Government fees', true],
    ]);
    const account = api.db().glAccounts.find((row) => row.company_id === acme.id && row.code === '6300')!;
    const foreign = api.db().categories.find((row) => row.company_id === desertLogistics.id)!;
    expect((await api.send('PUT', `${PATH}/category-mappings/${foreign.id}`, { gl_account_id: account.id }, options)).status).toBe(404);
    const inactive = await api.send('PUT', `${PATH}/category-mappings/${fuel.id}`, { gl_account_id: archived.id }, options);
    expect(inactive.status).toBe(422);
    expect(Object.keys((await inactive.json()).errors)).toEqual(['gl_account_id']);
    const foreignAccount = api.db().glAccounts.find((row) => row.company_id === desertLogistics.id)!;
    expect((await api.send('PUT', `${PATH}/category-mappings/${fuel.id}`, { gl_account_id: foreignAccount.id }, options)).status).toBe(422);
    expect(fuel.gl_account_id).toBeNull();
    const mapped = await api.send('PUT', `${PATH}/category-mappings/${fuel.id}`, { gl_account_id: account.id }, options);
    expect((await mapped.json()).data).toMatchObject({
      category_id: fuel.id,
      gl_account_code: '6300',
      is_mapped: true,
      parent_name: 'Vehicle',
    });
    expect((await (await api.get(`${PATH}/category-mappings`, options)).json()).meta.unmapped).toBe(1);
  });
});
