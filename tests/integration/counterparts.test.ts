import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { ibanFor } from '../../src/domain/uaeIdentifiers.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const counterpartsOf = (companyId: string) => api.db().counterparts.filter((row) => row.company_id === companyId);
const vendor = { name: 'Creek Catering', trn: '100 5555 6666 7003', payment_terms_days: 30 };

describe('counterparts (a catalogue under read counterparts / organize counterparts)', () => {
  it('answers 401 without a token, 403 to the Card Operator in Desert Logistics, and lets a Viewer read but not organize', async () => {
    expect((await api.get('/api/admin/counterparts', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const refused = { accessToken: manager, tenant: desertLogistics.id };
    expect((await api.get('/api/admin/counterparts', refused)).status).toBe(403);
    expect((await api.get('/api/admin/counterparts/duplicates?trn=100000100001003', refused)).status).toBe(403);
    expect((await api.send('POST', '/api/admin/counterparts', vendor, refused)).status).toBe(403);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    const viewer = { accessToken: member, tenant: acme.id };
    expect((await api.get('/api/admin/counterparts', viewer)).status).toBe(200);
    expect((await api.send('POST', '/api/admin/counterparts', vendor, viewer)).status).toBe(403);
    expect(
      (await api.send('POST', '/api/admin/counterparts/import', { rows: [{ name: 'X', payment_terms_days: '0' }] }, viewer)).status,
    ).toBe(403);
  });

  it('lists by name with search (TRN, e-mail) and the on-hold filter', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const all = await (await api.get('/api/admin/counterparts', options)).json();
    expect(all.meta.total).toBe(counterpartsOf(acme.id).length);
    expect(all.data[0]).not.toHaveProperty('company_id');
    const dewa = counterpartsOf(acme.id).find((row) => row.name === 'DEWA')!;
    expect(
      (await (await api.get(`/api/admin/counterparts?search=${dewa.trn}`, options)).json()).data.map((row: { name: string }) => row.name),
    ).toEqual(['DEWA']);
    expect((await (await api.get('/api/admin/counterparts?search=shjprint', options)).json()).data[0].name).toBe('Sharjah Print House');
    const held = await (await api.get('/api/admin/counterparts?filters[exact][is_on_hold]=true', options)).json();
    expect(held.data.map((row: { name: string }) => row.name)).toEqual(['Sharjah Print House']);
  });

  it("answers 404 for another company's counterpart on every call, and changes nothing", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = counterpartsOf(desertLogistics.id)[0];
    const before = structuredClone(foreign);
    const options = { accessToken, tenant: acme.id };
    expect((await api.get(`/api/admin/counterparts/${foreign.id}`, options)).status).toBe(404);
    expect((await api.send('PUT', `/api/admin/counterparts/${foreign.id}`, vendor, options)).status).toBe(404);
    expect((await api.send('PATCH', `/api/admin/counterparts/${foreign.id}/status`, { status: 'archived' }, options)).status).toBe(404);
    expect((await api.send('DELETE', `/api/admin/counterparts/${foreign.id}`, undefined, options)).status).toBe(404);
    expect(counterpartsOf(desertLogistics.id)[0]).toEqual(before);
  });

  it('refuses an invalid TRN, IBAN, terms over 365 days and a foreign owner, changing nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = counterpartsOf(acme.id).length;
    const foreignOwner = api.db().members.find((member) => member.company_id === desertLogistics.id)!.id;
    const iban = ibanFor('AE', '0260000010000000077');
    const response = await api.send(
      'POST',
      '/api/admin/counterparts',
      { ...vendor, trn: '123456789012345', iban: `${iban.slice(0, -2)}00`, owner_id: foreignOwner },
      options,
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['iban', 'owner_id', 'trn']);
    const terms = await api.send('POST', '/api/admin/counterparts', { ...vendor, payment_terms_days: 366 }, options);
    expect(terms.status).toBe(422);
    expect(Object.keys((await terms.json()).errors)).toEqual(['payment_terms_days']);
    expect(counterpartsOf(acme.id)).toHaveLength(count);
  });

  it('saves a second counterpart with the same TRN or IBAN, and the duplicates call names the existing one', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const gulf = counterpartsOf(acme.id).find((row) => row.name === 'Gulf Office Supplies')!;
    const spacedTrn = gulf.trn!.replace(/(\d{3})(\d{4})(\d{4})(\d{4})/, '$1 $2 $3 $4');
    const found = await (
      await api.get(`/api/admin/counterparts/duplicates?trn=${encodeURIComponent(spacedTrn)}&iban=${gulf.iban!.toLowerCase()}`, options)
    ).json();
    expect(found.data).toEqual({
      trn: [{ id: gulf.id, name: 'Gulf Office Supplies' }],
      iban: [{ id: gulf.id, name: 'Gulf Office Supplies' }],
    });
    const self = await (await api.get(`/api/admin/counterparts/duplicates?trn=${gulf.trn}&except_id=${gulf.id}`, options)).json();
    expect(self.data).toEqual({ trn: [], iban: [] });
    // Another company's counterparts are never named.
    const elsewhere = counterpartsOf(desertLogistics.id)[0];
    expect((await (await api.get(`/api/admin/counterparts/duplicates?trn=${elsewhere.trn}`, options)).json()).data.trn).toEqual([]);

    const created = await api.send(
      'POST',
      '/api/admin/counterparts',
      { ...vendor, name: 'Gulf Office (branch)', trn: spacedTrn, emails: ['ap@gulf.ae'], is_on_hold: true },
      options,
    );
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({ trn: gulf.trn, emails: ['ap@gulf.ae'], is_on_hold: true, status: 'active' });
  });

  it('imports nothing when one row is invalid, naming its line and column; a valid file imports every row', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = counterpartsOf(acme.id).length;
    const row = {
      name: 'Marina Couriers',
      legal_name: 'Marina Couriers LLC',
      trn: '100777788889003',
      emails: 'ops@marina.ae; ap@marina.ae',
      phone: '+971 4 555 0101',
      address: 'Dubai Marina',
      iban: ibanFor('AE', '0330000020000000042'),
      bank_name: 'Mashreq',
      payment_terms_days: '45',
      is_on_hold: 'no',
      owner: '',
    };
    const bad = await api.send(
      'POST',
      '/api/admin/counterparts/import',
      { rows: [row, { ...row, name: 'Bad Vendor', trn: '99', payment_terms_days: '400' }] },
      options,
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([
      { line: 3, column: 'trn', message: 'The TRN must be 15 digits starting with 100.' },
      { line: 3, column: 'payment_terms_days', message: 'The payment_terms_days must be between 0 and 365.' },
    ]);
    expect(counterpartsOf(acme.id)).toHaveLength(count);
    const ok = await api.send(
      'POST',
      '/api/admin/counterparts/import',
      { rows: [row, { ...row, name: 'Marina Couriers (Abu Dhabi)', is_on_hold: 'yes' }] },
      options,
    );
    expect(await ok.json()).toEqual({ data: { imported: 2 } });
    expect(counterpartsOf(acme.id).find((each) => each.name === 'Marina Couriers')).toMatchObject({
      emails: ['ops@marina.ae', 'ap@marina.ae'],
      payment_terms_days: 45,
      is_on_hold: false,
    });
  });

  it("keeps a default category of the company: another company's is a 422 with nothing changed, in a write and in an import", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const software = api.db().categories.find((row) => row.company_id === acme.id && row.name === 'Software')!;
    const foreign = api.db().categories.find((row) => row.company_id === desertLogistics.id)!;
    const count = counterpartsOf(acme.id).length;
    const refused = await api.send('POST', '/api/admin/counterparts', { ...vendor, default_category_id: foreign.id }, options);
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(['default_category_id']);
    expect(counterpartsOf(acme.id)).toHaveLength(count);
    const created = await api.send('POST', '/api/admin/counterparts', { ...vendor, default_category_id: software.id }, options);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data.default_category_id).toBe(software.id);
    expect((await (await api.get(`/api/admin/counterparts/${data.id}`, options)).json()).data.default_category_id).toBe(software.id);

    // An import names the category by code or name: one only another company has is unknown here.
    api.db().categories.push({ ...foreign, id: 9201, name: 'Desert freight', code: 'DST-FRT' });
    const row = { name: 'Creek Movers', payment_terms_days: '30', default_category: 'Desert freight' };
    const badImport = await api.send('POST', '/api/admin/counterparts/import', { rows: [row] }, options);
    expect(badImport.status).toBe(422);
    expect((await badImport.json()).errors).toEqual([
      { line: 2, column: 'default_category', message: 'No active category has the code or name "Desert freight".' },
    ]);
    const goodImport = await api.send(
      'POST',
      '/api/admin/counterparts/import',
      { rows: [{ ...row, default_category: software.code }] },
      options,
    );
    expect(goodImport.status).toBe(201);
    expect(counterpartsOf(acme.id).find((counterpart) => counterpart.name === 'Creek Movers')?.default_category_id).toBe(software.id);
  });
});
