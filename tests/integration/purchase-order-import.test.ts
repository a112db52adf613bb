import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();

function acmeFacts() {
  const db = api.db();
  const vendors = db.counterparts.filter((row) => row.company_id === acme.id && row.status === 'active' && !row.is_on_hold);
  const item = db.inventoryItems.find((row) => row.company_id === acme.id && row.status === 'active')!;
  const standard = db.taxRates.find((row) => row.company_id === acme.id && row.status === 'active' && row.type === 'standard')!;
  return { vendors, item, standard };
}

const importRows = async (rows: Record<string, string>[], email: string = SEEDED_ACCOUNTS.firmAdmin, tenant: string = acme.id) =>
  api.send('POST', '/api/admin/purchase-orders/import', { rows }, { accessToken: await api.accessToken(email), tenant });

describe('POST /api/admin/purchase-orders/import', () => {
  it('groups lines by reference into draft orders, fills an item line from its SKU, and totals them', async () => {
    const { vendors, item, standard } = acmeFacts();
    const before = api.db().purchaseOrders.length;
    const response = await importRows([
      { reference: 'A', vendor: vendors[0].name, currency: 'AED', expected_date: '2026-12-15', sku: item.sku, quantity: '2', vat_rate: '' },
      {
        reference: 'A',
        vendor: vendors[0].name,
        currency: 'AED',
        expected_date: '2026-12-15',
        description: 'Delivery',
        quantity: '1',
        unit_price: '50',
        vat_rate: standard.name,
      },
      {
        reference: 'B',
        vendor: vendors[1].trn!,
        currency: 'AED',
        description: 'Consulting',
        quantity: '3',
        unit_price: '1000',
        vat_rate: standard.name,
      },
    ]);
    expect(response.status).toBe(201);
    expect((await response.json()).data).toEqual({ imported: 2 });
    const created = api.db().purchaseOrders.slice(before);
    expect(created.map((row) => [row.vendor_id, row.status, row.lines.length])).toEqual([
      [vendors[0].id, 'draft', 2],
      [vendors[1].id, 'draft', 1],
    ]);
    expect(created[0].lines[0]).toMatchObject({ item_id: item.id, description: item.name, unit_price: item.unit_price });
    expect(created[1]).toMatchObject({ subtotal: 3000, vat_total: 150, total: 3150 });
  });

  it('imports nothing when any line is wrong, and names each line and column', async () => {
    const { vendors, standard } = acmeFacts();
    const before = api.db().purchaseOrders.length;
    const response = await importRows([
      { reference: 'A', vendor: vendors[0].name, description: 'Paper', quantity: '1', unit_price: '10', vat_rate: standard.name },
      { reference: 'A', vendor: vendors[1].name, description: 'Toner', quantity: 'two', unit_price: '10', vat_rate: standard.name },
      { reference: '', vendor: vendors[0].name, description: 'Pens', quantity: '1', unit_price: '1', vat_rate: standard.name },
      { reference: 'C', vendor: 'Nobody LLC', description: 'Chairs', quantity: '1', unit_price: '20000000', vat_rate: 'Luxury' },
    ]);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe('3 lines have errors; nothing was imported.');
    const at = (line: number) =>
      body.errors
        .filter((error: { line: number }) => error.line === line)
        .map((error: { column: string }) => error.column)
        .sort();
    expect(at(3)).toEqual(['quantity', 'vendor']);
    expect(at(4)).toEqual(['reference']);
    expect(at(5)).toEqual(['unit_price', 'vat_rate', 'vendor']);
    expect(api.db().purchaseOrders).toHaveLength(before);
  });

  it('refuses the manager in Desert Logistics (no organize purchase orders)', async () => {
    const response = await importRows([{ reference: 'A' }], SEEDED_ACCOUNTS.manager, desertLogistics.id);
    expect(response.status).toBe(403);
  });
});
