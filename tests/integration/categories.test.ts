import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const categoriesOf = (companyId: string) => api.db().categories.filter((row) => row.company_id === companyId);
const named = (companyId: string, name: string) => categoriesOf(companyId).find((row) => row.name === name)!;
const account = (companyId: string, code: string) => api.db().glAccounts.find((row) => row.company_id === companyId && row.code === code)!;

describe('categories (a catalogue, a tree two levels deep)', () => {
  it('answers 401 without a token and 403 without read or create categories (the Card Operator in Desert Logistics)', async () => {
    expect((await api.get('/api/admin/categories', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const desert = { accessToken: manager, tenant: desertLogistics.id };
    expect((await api.get('/api/admin/categories', desert)).status).toBe(403);
    expect((await api.send('POST', '/api/admin/categories', { name: 'Mine', code: 'MINE' }, desert)).status).toBe(403);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect((await api.get('/api/admin/categories', { accessToken: member, tenant: acme.id })).status).toBe(200);
  });

  it('lists in tree order: each parent followed by its children, with the parent’s name', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const list = await (await api.get('/api/admin/categories', { accessToken, tenant: acme.id })).json();
    const names = list.data.map((row: { name: string }) => row.name);
    expect(names.slice(0, 7)).toEqual([
      'Government fees',
      'Marketing',
      'Meals and entertainment',
      'Client meals',
      'Team meals',
      'Office supplies',
      'Pantry',
    ]);
    expect(list.data[3]).toMatchObject({ name: 'Client meals', parent_name: 'Meals and entertainment' });
    const travel = named(acme.id, 'Travel');
    const children = await (
      await api.get(`/api/admin/categories?filters[exact][parent_id]=${travel.id}`, { accessToken, tenant: acme.id })
    ).json();
    expect(children.data.map((row: { name: string }) => row.name)).toEqual(['Car rental', 'Flights', 'Hotels']);
  });

  it("answers 404 for another company's category on every call, and changes nothing", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const foreign = categoriesOf(desertLogistics.id)[0];
    const before = structuredClone(foreign);
    const path = `/api/admin/categories/${foreign.id}`;
    expect((await api.get(path, options)).status).toBe(404);
    expect((await api.send('PUT', path, { name: 'Taken over', code: 'TKN' }, options)).status).toBe(404);
    expect((await api.send('PATCH', `${path}/status`, { status: 'archived' }, options)).status).toBe(404);
    expect((await api.send('DELETE', path, undefined, options)).status).toBe(404);
    expect(categoriesOf(desertLogistics.id)[0]).toEqual(before);
  });

  it('refuses a grandchild, a parent becoming a child, a foreign GL account, a mapped MCC and an amount over 10,000,000, changing nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = categoriesOf(acme.id).length;
    const flights = named(acme.id, 'Flights');
    const grandchild = await api.send(
      'POST',
      '/api/admin/categories',
      {
        name: 'Business class',
        code: 'TRV-BIZ',
        parent_id: flights.id,
        gl_account_id: account(desertLogistics.id, '6110').id,
        mcc_categories: ['airlines'],
      },
      options,
    );
    expect(grandchild.status).toBe(422);
    expect((await grandchild.json()).errors).toEqual({
      parent_id: ['This category is itself a child: categories are two levels deep at most.'],
      gl_account_id: ['Choose an active account of the chart of accounts.'],
      mcc_categories: ['airlines is already mapped to Flights.'],
    });
    expect(categoriesOf(acme.id)).toHaveLength(count);
    const tooMuch = await api.send(
      'POST',
      '/api/admin/categories',
      { name: 'Big', code: 'BIG', receipt_required_above: 10_000_001 },
      options,
    );
    expect(tooMuch.status).toBe(422);
    expect(Object.keys((await tooMuch.json()).errors)).toEqual(['receipt_required_above']);
    expect(categoriesOf(acme.id)).toHaveLength(count);

    const travel = named(acme.id, 'Travel');
    const before = structuredClone(travel);
    const software = named(acme.id, 'Software');
    const moved = await api.send(
      'PUT',
      `/api/admin/categories/${travel.id}`,
      { name: 'Travel', code: 'TRV', parent_id: software.id },
      options,
    );
    expect(moved.status).toBe(422);
    expect((await moved.json()).errors).toEqual({
      parent_id: ['This category has children, so it cannot become a child: move its children first.'],
    });
    expect(named(acme.id, 'Travel')).toEqual(before);
  });

  it('creates a child with its GL account, VAT treatment and MCC, and deletes only a category without children', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const vehicle = named(acme.id, 'Vehicle');
    const created = await api.send(
      'POST',
      '/api/admin/categories',
      {
        name: 'Car wash',
        code: 'VEH-WASH',
        parent_id: vehicle.id,
        gl_account_id: account(acme.id, '6300').id,
        tax_rate_id: api.db().taxRates.find((row) => row.company_id === acme.id && row.type === 'standard')!.id,
        receipt_required_above: 50.5,
        mcc_categories: [],
      },
      options,
    );
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ name: 'Car wash', parent_id: vehicle.id, parent_name: 'Vehicle', receipt_required_above: 50.5 });
    const used = await api.send('DELETE', `/api/admin/categories/${vehicle.id}`, undefined, options);
    expect(used.status).toBe(409);
    expect((await used.json()).message).toContain('3 child categories');
    expect((await api.send('DELETE', `/api/admin/categories/${data.id}`, undefined, options)).status).toBe(204);
  });

  it('imports nothing when one row is invalid, naming line and column; a valid file imports every row', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = categoriesOf(acme.id).length;
    const travel = named(acme.id, 'Travel');
    const row = { parent_id: '', gl_account: '', tax_rate: '', receipt_required_above: '', mcc_categories: '' };
    const bad = await api.send(
      'POST',
      '/api/admin/categories/import',
      {
        rows: [
          { ...row, name: 'Visas', code: 'VISA', parent_id: String(travel.id) },
          { ...row, name: 'Training', code: 'TRN', mcc_categories: 'fuel' },
          { ...row, name: 'Courses', code: 'TRN-2', mcc_categories: 'professional_services;casino' },
        ],
      },
      options,
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([
      { line: 3, column: 'mcc_categories', message: 'fuel is already mapped to Fuel.' },
      { line: 4, column: 'mcc_categories', message: 'Unknown merchant categories: casino.' },
    ]);
    expect(categoriesOf(acme.id)).toHaveLength(count);
    const good = await api.send(
      'POST',
      '/api/admin/categories/import',
      {
        rows: [
          { ...row, name: 'Visas', code: 'VISA', parent_id: String(travel.id), receipt_required_above: '100' },
          { ...row, name: 'Training', code: 'TRN' },
        ],
      },
      options,
    );
    expect(await good.json()).toEqual({ data: { imported: 2 } });
    expect(named(acme.id, 'Visas')).toMatchObject({ parent_id: travel.id, receipt_required_above: 100, status: 'active' });
  });

  it('imports a child whose parent is another row of the same file (in any order), by parent_code; exports parent_code', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = categoriesOf(acme.id).length;
    const row = { parent_code: '', parent_id: '', gl_account: '', tax_rate: '', receipt_required_above: '', mcc_categories: '' };
    const bad = await api.send(
      'POST',
      '/api/admin/categories/import',
      {
        rows: [
          { ...row, name: 'Seminars', code: 'TRN-SEM', parent_code: 'TRN' },
          { ...row, name: 'Workshops', code: 'TRN-WSH', parent_code: 'TRN-SEM' },
          { ...row, name: 'Lunches', code: 'MEA-LUN', parent_code: 'MEA-CLI' },
          { ...row, name: 'Nowhere', code: 'NOW', parent_code: 'NONE' },
          { ...row, name: 'Both', code: 'BOTH', parent_code: 'TRV', parent_id: String(named(acme.id, 'Travel').id) },
          { ...row, name: 'Training', code: 'TRN' },
        ],
      },
      options,
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.map((error: { line: number; column: string }) => [error.line, error.column])).toEqual([
      [3, 'parent_code'],
      [4, 'parent_code'],
      [5, 'parent_code'],
      [6, 'parent_code'],
    ]);
    expect(categoriesOf(acme.id)).toHaveLength(count);

    const good = await api.send(
      'POST',
      '/api/admin/categories/import',
      {
        rows: [
          { ...row, name: 'Seminars', code: 'TRN-SEM', parent_code: 'trn' },
          { ...row, name: 'Visas', code: 'TRV-VISA', parent_code: 'TRV' },
          { ...row, name: 'Training', code: 'TRN' },
        ],
      },
      options,
    );
    expect(await good.json()).toEqual({ data: { imported: 3 } });
    const training = named(acme.id, 'Training');
    expect(training.parent_id).toBeNull();
    expect(named(acme.id, 'Seminars').parent_id).toBe(training.id);
    expect(named(acme.id, 'Visas').parent_id).toBe(named(acme.id, 'Travel').id);
    const read = await (await api.get(`/api/admin/categories/${named(acme.id, 'Seminars').id}`, options)).json();
    expect(read.data).toMatchObject({ parent_name: 'Training', parent_code: 'TRN' });
  });
});
