import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const PATH = '/api/admin/purchase-orders';

// Every answer below is checked against the OpenAPI by the mock itself (a response that breaks the contract is a 500).
const api = useTestServer();

const ordersOf = (companyId: string) => api.db().purchaseOrders.filter((row) => row.company_id === companyId);

/** A valid draft of Acme: an active vendor, one inventory line and one free-text line. */
function acmeDraft() {
  const db = api.db();
  const vendor = db.counterparts.find((row) => row.company_id === acme.id && row.status === 'active' && !row.is_on_hold)!;
  const item = db.inventoryItems.find((row) => row.company_id === acme.id && row.sku === 'PPE-HELMET')!;
  const standard = db.taxRates.find((row) => row.company_id === acme.id && row.type === 'standard')!;
  return {
    vendor,
    body: {
      vendor_id: vendor.id,
      lines: [
        { item_id: item.id, description: item.name, quantity: 10, unit_price: 45, tax_rate_id: standard.id },
        { item_id: null, description: 'Delivery to site', quantity: 1, unit_price: 0.1, tax_rate_id: standard.id },
      ],
      currency: 'AED',
      expected_date: '2026-09-01',
      notes: null,
    },
  };
}

describe('purchase orders (a catalogue with a lifecycle)', () => {
  it('answers 401 without a token and 403 to the manager in Desert Logistics (no purchase order permission)', async () => {
    expect((await api.get(PATH, { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    const options = { accessToken: manager, tenant: desertLogistics.id };
    expect((await api.get(PATH, options)).status).toBe(403);
    expect((await api.send('POST', PATH, acmeDraft().body, options)).status).toBe(403);
    const order = ordersOf(desertLogistics.id)[0];
    expect((await api.send('PATCH', `${PATH}/${order.id}/status`, { status: 'cancelled' }, options)).status).toBe(403);
    expect(ordersOf(desertLogistics.id)[0].status).toBe(order.status);
  });

  it('lists the company’s orders newest first with search, filters and sorts; a stale open order closed by itself', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const page = await (await api.get(PATH, options)).json();
    expect(page.meta.total).toBe(ordersOf(acme.id).length);
    expect(page.meta.total).toBeGreaterThan(20);
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).not.toHaveProperty('company_id');
    expect(page.data[0].number).toMatch(/^ACME-PO-\d{5}$/);
    const found = await (await api.get(`${PATH}?search=acme-po-00002`, options)).json();
    expect(found.data.map((row: { number: string }) => row.number)).toEqual(['ACME-PO-00002']);
    const vendorName = found.data[0].vendor_name as string;
    const byVendor = await (await api.get(`${PATH}?search=${encodeURIComponent(vendorName)}&per_page=100`, options)).json();
    expect(byVendor.data.every((row: { vendor_name: string }) => row.vendor_name === vendorName)).toBe(true);
    const vendorId = found.data[0].vendor_id;
    const filtered = await (
      await api.get(`${PATH}?filters[exact][vendor_id]=${vendorId}&filters[exact][status]=open&per_page=100`, options)
    ).json();
    expect(filtered.data.every((row: { vendor_id: number; status: string }) => row.vendor_id === vendorId && row.status === 'open')).toBe(
      true,
    );
    const dearest = await (await api.get(`${PATH}?sorts[]=total:desc&per_page=100`, options)).json();
    const totals = dearest.data.map((row: { total: number }) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    // ACME-PO-00004 was submitted 129 days ago with no activity since: listing closed it, and its history says so.
    const stale = (await (await api.get(`${PATH}?search=ACME-PO-00004`, options)).json()).data[0];
    expect(stale.status).toBe('closed');
    expect(stale.history.at(-1)).toMatchObject({ event: 'auto_closed', from: 'open', to: 'closed', by: null });
    expect(ordersOf(acme.id).find((row) => row.number === 'ACME-PO-00004')!.status).toBe('closed');
  });

  it("answers 404 for another company's order on every call, and changes nothing", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = ordersOf(desertLogistics.id).find((row) => row.status === 'draft')!;
    const before = structuredClone(foreign);
    const options = { accessToken, tenant: acme.id };
    expect((await api.get(`${PATH}/${foreign.id}`, options)).status).toBe(404);
    expect((await api.send('PUT', `${PATH}/${foreign.id}`, acmeDraft().body, options)).status).toBe(404);
    expect((await api.send('PATCH', `${PATH}/${foreign.id}/status`, { status: 'open' }, options)).status).toBe(404);
    expect((await api.send('DELETE', `${PATH}/${foreign.id}`, undefined, options)).status).toBe(404);
    expect(ordersOf(desertLogistics.id).find((row) => row.id === foreign.id)).toEqual(before);
  });

  it('refuses invalid writes with field errors and stores nothing', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const { body } = acmeDraft();
    const db = api.db();
    const onHold = db.counterparts.find((row) => row.company_id === acme.id && row.is_on_hold)!;
    const foreignVendor = db.counterparts.find((row) => row.company_id === desertLogistics.id)!;
    const foreignRate = db.taxRates.find((row) => row.company_id === desertLogistics.id)!;
    const count = db.purchaseOrders.length;

    const cases: Array<[object, Record<string, string[]>]> = [
      [{ ...body, vendor_id: foreignVendor.id }, { vendor_id: ['The vendor must be an active counterpart of the company.'] }],
      [{ ...body, vendor_id: onHold.id }, { vendor_id: [`${onHold.name} is on hold; no new orders can be placed with it.`] }],
      [
        { ...body, lines: [{ ...body.lines[0], tax_rate_id: foreignRate.id }] },
        { 'lines.0.tax_rate_id': ['The VAT rate must be an active tax rate of the company.'] },
      ],
      [
        { ...body, lines: [{ ...body.lines[1], quantity: 2, unit_price: 5_000_000 }] },
        { total: ['The total may not be greater than 10,000,000.'] },
      ],
    ];
    for (const [write, errors] of cases) {
      const response = await api.send('POST', PATH, write, options);
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual(errors);
    }
    expect((await api.send('POST', PATH, { ...body, lines: [] }, options)).status).toBe(422);
    expect(api.db().purchaseOrders).toHaveLength(count);
  });

  it('creates a numbered draft with totals to 2 decimals, edits it, submits it, refuses other steps and edits, then cancels it', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const { body, vendor } = acmeDraft();
    const highest = Math.max(...ordersOf(acme.id).map((row) => Number(row.number.slice(-5))));

    const created = await api.send('POST', PATH, body, options);
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({
      number: `ACME-PO-${String(highest + 1).padStart(5, '0')}`,
      vendor_name: vendor.name,
      status: 'draft',
      subtotal: 450.1,
      vat_total: 22.51, // 22.50 + 0.005 rounded per line to 0.01
      total: 472.61,
      billed_amount: 0,
    });
    expect(
      data.lines.map((line: { amount: number; vat_amount: number; vat_rate: number }) => [line.amount, line.vat_amount, line.vat_rate]),
    ).toEqual([
      [450, 22.5, 5],
      [0.1, 0.01, 5],
    ]);
    expect(data.history).toEqual([expect.objectContaining({ event: 'created', to: 'draft', by: expect.stringMatching(/\S/) })]);

    const changed = await api.send('PUT', `${PATH}/${data.id}`, { ...body, lines: [body.lines[0]], notes: 'Gate 2' }, options);
    expect((await changed.json()).data).toMatchObject({ total: 472.5, notes: 'Gate 2', status: 'draft' });

    const wrong = await api.send('PATCH', `${PATH}/${data.id}/status`, { status: 'closed' }, options);
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toEqual({ status: [`${data.number} cannot move from draft to closed.`] });

    const submitted = await api.send('PATCH', `${PATH}/${data.id}/status`, { status: 'open' }, options);
    expect((await submitted.json()).data).toMatchObject({ status: 'open' });
    const billed = await api.send('PATCH', `${PATH}/${data.id}/status`, { status: 'fully_billed' }, options);
    expect(billed.status).toBe(422);
    expect((await billed.json()).errors.status[0]).toContain('cannot move from open to fully billed by hand');

    const locked = await api.send('PUT', `${PATH}/${data.id}`, body, options);
    expect(locked.status).toBe(409);
    expect((await locked.json()).message).toBe(`${data.number} is open; only a draft purchase order can be changed or deleted.`);
    expect((await api.send('DELETE', `${PATH}/${data.id}`, undefined, options)).status).toBe(409);

    const cancelled = await api.send('PATCH', `${PATH}/${data.id}/status`, { status: 'cancelled' }, options);
    const after = (await cancelled.json()).data;
    expect(after.status).toBe('cancelled');
    expect(after.history.map((entry: { event: string; to: string }) => `${entry.event}:${entry.to}`)).toEqual([
      'created:draft',
      'updated:draft',
      'status_changed:open',
      'status_changed:cancelled',
    ]);
    expect((await (await api.get(`${PATH}/${data.id}`, options)).json()).data.status).toBe('cancelled');
  });

  it('deletes a draft; a seeded billed order cannot be cancelled, only closed', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const draft = ordersOf(acme.id).find((row) => row.status === 'draft')!;
    expect((await api.send('DELETE', `${PATH}/${draft.id}`, undefined, options)).status).toBe(204);
    expect(ordersOf(acme.id).some((row) => row.id === draft.id)).toBe(false);

    const partial = ordersOf(acme.id).find((row) => row.status === 'partially_billed')!;
    expect(partial.billed_amount).toBeGreaterThan(0);
    const cancel = await api.send('PATCH', `${PATH}/${partial.id}/status`, { status: 'cancelled' }, options);
    expect(cancel.status).toBe(422);
    expect((await cancel.json()).errors.status).toEqual([`${partial.number} cannot move from partially billed to cancelled.`]);
    const closed = await api.send('PATCH', `${PATH}/${partial.id}/status`, { status: 'closed' }, options);
    expect((await closed.json()).data.status).toBe('closed');
  });

  it('lets Viewer read but not write (the member in Acme)', async () => {
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    const options = { accessToken: member, tenant: acme.id };
    expect((await api.get(PATH, options)).status).toBe(200);
    expect((await api.send('POST', PATH, acmeDraft().body, options)).status).toBe(403);
  });
});
