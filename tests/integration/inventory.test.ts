import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;

const api = useTestServer();

const itemsOf = (companyId: string) => api.db().inventoryItems.filter((row) => row.company_id === companyId);
const item = {
  sku: 'BAT-AA-24',
  name: 'AA batteries, 24',
  unit: 'pack',
  unit_price: 39.9,
  vat_rate: 'standard',
  quantity_on_hand: 5,
  reorder_level: 2,
};

describe('inventory (a catalogue)', () => {
  it('answers 401 without a token and 403 without read or create inventory (the Card Operator in Desert Logistics)', async () => {
    expect((await api.get('/api/admin/inventory', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const options = { accessToken: manager, tenant: desertLogistics.id };
    expect((await api.get('/api/admin/inventory', options)).status).toBe(403);
    expect((await api.send('POST', '/api/admin/inventory', item, options)).status).toBe(403);
  });

  it('lists by name with search, the VAT filter and sorts', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const all = await (await api.get('/api/admin/inventory', options)).json();
    expect(all.meta.total).toBe(itemsOf(acme.id).length);
    expect(all.data[0]).not.toHaveProperty('company_id');
    expect((await (await api.get('/api/admin/inventory?search=toner', options)).json()).data[0].sku).toBe('TNR-HP-26A');
    const exempt = await (await api.get('/api/admin/inventory?filters[exact][vat_rate]=exempt', options)).json();
    expect(exempt.data.map((row: { sku: string }) => row.sku)).toEqual(['MED-KIT']);
    const dearest = await (await api.get('/api/admin/inventory?sorts[]=unit_price:desc', options)).json();
    expect(dearest.data[0].sku).toBe('LPT-DELL-5440');
  });

  it("answers 404 for another company's item on every call, and changes nothing", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = itemsOf(desertLogistics.id)[0];
    const before = structuredClone(foreign);
    const options = { accessToken, tenant: acme.id };
    expect((await api.get(`/api/admin/inventory/${foreign.id}`, options)).status).toBe(404);
    expect((await api.send('PUT', `/api/admin/inventory/${foreign.id}`, item, options)).status).toBe(404);
    expect((await api.send('PATCH', `/api/admin/inventory/${foreign.id}/status`, { status: 'archived' }, options)).status).toBe(404);
    expect((await api.send('DELETE', `/api/admin/inventory/${foreign.id}`, undefined, options)).status).toBe(404);
    expect(itemsOf(desertLogistics.id)[0]).toEqual(before);
  });

  it('refuses a taken SKU (any case) and a price with three decimals, changing nothing; creates and edits a valid item', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = itemsOf(acme.id).length;
    const taken = await api.send('POST', '/api/admin/inventory', { ...item, sku: 'pap-a4-500' }, options);
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ sku: ['The SKU has already been taken.'] });
    expect((await api.send('POST', '/api/admin/inventory', { ...item, unit_price: 1.005 }, options)).status).toBe(422);
    expect(itemsOf(acme.id)).toHaveLength(count);

    const created = await api.send('POST', '/api/admin/inventory', item, options);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    const changed = await api.send('PUT', `/api/admin/inventory/${data.id}`, { ...item, quantity_on_hand: 1 }, options);
    expect((await changed.json()).data).toMatchObject({ sku: 'BAT-AA-24', quantity_on_hand: 1, status: 'active' });
    expect((await api.send('DELETE', `/api/admin/inventory/${data.id}`, undefined, options)).status).toBe(204);
  });

  it('imports nothing when one row is invalid, naming its line and column; a valid file imports every row', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const count = itemsOf(acme.id).length;
    const row = {
      sku: 'CUP-100',
      name: 'Paper cups, 100',
      unit: 'pack',
      unit_price: '14.50',
      vat_rate: 'standard',
      quantity_on_hand: '30',
      reorder_level: '10',
    };
    const bad = await api.send(
      'POST',
      '/api/admin/inventory/import',
      { rows: [row, { ...row, sku: 'CUP-200', vat_rate: 'reduced', quantity_on_hand: 'lots' }] },
      options,
    );
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(body.message).toBe('1 line has errors; nothing was imported.');
    expect(body.errors).toEqual([
      { line: 3, column: 'vat_rate', message: expect.stringContaining('The vat_rate must be one of') },
      { line: 3, column: 'quantity_on_hand', message: 'The quantity_on_hand must be a number.' },
    ]);
    expect(itemsOf(acme.id)).toHaveLength(count);
    const ok = await api.send(
      'POST',
      '/api/admin/inventory/import',
      { rows: [row, { ...row, sku: 'CUP-200', reorder_level: '' }] },
      options,
    );
    expect(await ok.json()).toEqual({ data: { imported: 2 } });
    expect(itemsOf(acme.id).find((each) => each.sku === 'CUP-200')).toMatchObject({
      unit_price: 14.5,
      quantity_on_hand: 30,
      reorder_level: 0,
    });
  });
});
