import { describe, expect, it } from 'vitest';
import { billBaseCents } from '../../server/mock-api/store/billInBase.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const PATH = '/api/admin/bills';

// Every answer below is checked against the OpenAPI by the mock itself (a response that breaks the
// contract is a 500). Payments move on at the next read (billPaymentStepMs 0).
const api = useTestServer({ mock: { billPaymentStepMs: 0 } });

const billsOf = (companyId: string) => api.db().bills.filter((row) => row.company_id === companyId);
const acmeCompany = () => api.db().companies.find((row) => row.id === acme.id)!;
const today = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

/** A valid bill of Acme: an active vendor, two lines coded to a category and the standard VAT rate. */
function acmeBill(overrides: Record<string, unknown> = {}) {
  const db = api.db();
  const vendor = db.counterparts.find((row) => row.company_id === acme.id && row.status === 'active' && !row.is_on_hold)!;
  const standard = db.taxRates.find((row) => row.company_id === acme.id && row.type === 'standard')!;
  const category = db.categories.find((row) => row.company_id === acme.id && row.status === 'active' && row.gl_account_id !== null)!;
  return {
    vendor_id: vendor.id,
    invoice_number: 'TEST-7001',
    invoice_date: '2026-10-01',
    due_date: '2026-10-31',
    currency: 'AED',
    lines: [
      {
        description: 'Printer toner',
        quantity: 2.5,
        unit_price: 0.35,
        tax_rate_id: standard.id,
        category_id: category.id,
        project_id: null,
      },
      { description: 'Service visit', quantity: 1, unit_price: 1000, tax_rate_id: standard.id, category_id: null, project_id: null },
    ],
    purchase_order_id: null,
    source: 'manual',
    notes: null,
    ...overrides,
  };
}

async function signedIn(email: string, tenant: string = acme.id) {
  return { accessToken: await api.accessToken(email), tenant };
}

async function createBill(options: { accessToken: string; tenant: string }, overrides: Record<string, unknown> = {}) {
  const response = await api.send('POST', PATH, acmeBill(overrides), options);
  if (response.status !== 201) throw new Error(await response.text());
  return (await response.json()).data;
}

describe('bills', () => {
  it('answers 401 without a token and 403 to the manager in Desert Logistics (no bill permission), changing nothing', async () => {
    expect((await api.get(PATH, { tenant: acme.id })).status).toBe(401);
    const options = await signedIn(SEEDED_ACCOUNTS.manager, desertLogistics.id);
    expect((await api.get(PATH, options)).status).toBe(403);
    expect((await api.send('POST', PATH, acmeBill(), options)).status).toBe(403);
    const before = billsOf(desertLogistics.id).length;
    const bill = billsOf(desertLogistics.id)[0];
    expect((await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'approved' }, options)).status).toBe(403);
    expect(billsOf(desertLogistics.id)).toHaveLength(before);
    expect(billsOf(desertLogistics.id)[0].approval_status).toBe(bill.approval_status);
  });

  it('lists only the company’s bills with tabs, search, vendor, due-date and amount filters; overdue is derived', async () => {
    const options = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const page = await (await api.get(PATH, options)).json();
    expect(page.meta.total).toBe(billsOf(acme.id).length);
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).not.toHaveProperty('company_id');
    const pending = await (await api.get(`${PATH}?filters[in][approval_status][]=pending_approval&per_page=100`, options)).json();
    expect(pending.meta.total).toBe(billsOf(acme.id).filter((row) => row.approval_status === 'pending_approval').length);
    expect(pending.data.every((row: { approval_status: string }) => row.approval_status === 'pending_approval')).toBe(true);
    const paid = await (await api.get(`${PATH}?filters[in][payment_status][]=paid&per_page=100`, options)).json();
    expect(paid.data.length).toBeGreaterThan(0);
    expect(
      paid.data.every((row: { payment_status: string; is_overdue: boolean }) => row.payment_status === 'paid' && !row.is_overdue),
    ).toBe(true);
    const overdue = await (await api.get(`${PATH}?filters[exact][overdue]=1&per_page=100`, options)).json();
    expect(overdue.data.length).toBeGreaterThan(0);
    expect(overdue.data.every((row: { due_date: string; is_overdue: boolean }) => row.is_overdue && row.due_date < today())).toBe(true);
    const vendorId = page.data[0].vendor_id;
    const byVendor = await (
      await api.get(`${PATH}?filters[exact][vendor_id]=${vendorId}&filters[min][total]=500&filters[max][total]=3000&per_page=100`, options)
    ).json();
    expect(byVendor.data.length).toBeGreaterThan(0);
    for (const row of byVendor.data) {
      expect(row.vendor_id).toBe(vendorId);
      // The amount filter compares in AED (each bill at the rate of its invoice date).
      expect(billBaseCents(row)).toBeGreaterThanOrEqual(50_000);
      expect(billBaseCents(row)).toBeLessThanOrEqual(300_000);
    }
    const due = page.data[3].due_date;
    const byDue = await (
      await api.get(`${PATH}?filters[date_min][due_date]=${due}&filters[date_max][due_date]=${due}&per_page=100`, options)
    ).json();
    expect(byDue.data.every((row: { due_date: string }) => row.due_date === due)).toBe(true);
    const found = await (await api.get(`${PATH}?search=inv-1004`, options)).json();
    expect(found.data.map((row: { invoice_number: string }) => row.invoice_number)).toEqual(['INV-1004']);
  });

  it('records a bill with its totals to 2 decimals and GL accounts, flags a duplicate naming the first, and refuses invalid writes with nothing stored', async () => {
    const options = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const bill = await createBill(options);
    expect(bill).toMatchObject({ approval_status: 'draft', payment_status: 'unpaid', subtotal: 1000.88, vat_total: 50.04, total: 1050.92 });
    expect(bill.lines[0].gl_account).toMatch(/^\d+ · /);
    expect(bill.duplicate_of).toBeNull();
    const again = await createBill(options, { invoice_number: ' test -7001 '.replace(' -', '-') });
    expect(again.duplicate_of).toMatchObject({ id: bill.id, invoice_number: 'TEST-7001' });
    const sameNumber = await (
      await api.get(`${PATH}?filters[exact][vendor_id]=${bill.vendor_id}&filters[exact][invoice_number]=test-7001`, options)
    ).json();
    expect(sameNumber.meta.total).toBe(2);

    const count = api.db().bills.length;
    const held = api.db().counterparts.find((row) => row.company_id === acme.id && row.is_on_hold)!;
    const refused = await api.send('POST', PATH, acmeBill({ vendor_id: held.id, due_date: '2026-09-01' }), options);
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.errors.vendor_id[0]).toContain('on hold');
    expect(body.errors.due_date[0]).toContain('on or after the invoice date');
    const foreignRate = api.db().taxRates.find((row) => row.company_id === desertLogistics.id)!;
    const badLine = acmeBill();
    badLine.lines[1].tax_rate_id = foreignRate.id;
    const lineRefused = await api.send('POST', PATH, badLine, options);
    expect(lineRefused.status).toBe(422);
    expect((await lineRefused.json()).errors).toHaveProperty(['lines.1.tax_rate_id']);
    const tooBig = acmeBill();
    tooBig.lines[1].quantity = 1_000_000;
    tooBig.lines[1].unit_price = 10_000_000;
    expect((await (await api.send('POST', PATH, tooBig, options)).json()).errors.total[0] as string).toContain('10,000,000');
    expect(api.db().bills.length).toBe(count);
  });

  it('answers 404 for another company’s bill on every call', async () => {
    const options = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const foreign = billsOf(desertLogistics.id)[0];
    const before = JSON.stringify(foreign);
    expect((await api.get(`${PATH}/${foreign.id}`, options)).status).toBe(404);
    expect((await api.send('PUT', `${PATH}/${foreign.id}`, acmeBill(), options)).status).toBe(404);
    expect((await api.send('DELETE', `${PATH}/${foreign.id}`, undefined, options)).status).toBe(404);
    expect((await api.send('POST', `${PATH}/${foreign.id}/approval`, { status: 'pending_approval' }, options)).status).toBe(404);
    expect((await api.send('POST', `${PATH}/${foreign.id}/payment`, { scheduled_for: today() }, options)).status).toBe(404);
    expect((await api.send('POST', `${PATH}/${foreign.id}/hold`, { on_hold: true }, options)).status).toBe(404);
    expect((await api.send('POST', `${PATH}/${foreign.id}/void`, { reason: 'x' }, options)).status).toBe(404);
    expect((await api.get(`${PATH}/${foreign.id}/attachments/1`, options)).status).toBe(404);
    const decided = await (await api.send('POST', `${PATH}/decisions`, { ids: [foreign.id], decision: 'approve' }, options)).json();
    expect(decided.data).toEqual({ done: [], failed: [{ id: foreign.id, message: 'This bill was not found in this company.' }] });
    expect(JSON.stringify(billsOf(desertLogistics.id)[0])).toBe(before);
  });

  it('refuses an invalid step with a 422 naming both statuses, and self-approval with a 403; another user approves and the PO is billed', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const manager = await signedIn(SEEDED_ACCOUNTS.manager);
    const order = api.db().purchaseOrders.find((row) => row.company_id === acme.id && row.status === 'open' && row.currency === 'AED')!;
    const bill = await createBill(admin, { vendor_id: order.vendor_id, purchase_order_id: order.id });
    const invalid = await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'approved' }, manager);
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors.status[0]).toBe('Bill TEST-7001 cannot move from draft to approved.');
    const stored = () => api.db().bills.find((row) => row.id === bill.id)!;
    expect(stored().approval_status).toBe('draft');
    expect(stored().approval_history).toHaveLength(1);

    expect((await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'pending_approval' }, admin)).status).toBe(200);
    const own = await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'approved' }, admin);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toContain('someone else must approve');
    expect(stored().approval_status).toBe('pending_approval');
    const noReason = await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'rejected' }, manager);
    expect(noReason.status).toBe(422);
    const approved = await (await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'approved' }, manager)).json();
    expect(approved.data.approval_status).toBe('approved');
    expect(approved.data.approval_history.map((entry: { to: string }) => entry.to)).toEqual(['draft', 'pending_approval', 'approved']);
    expect(approved.data.activity.map((entry: { kind: string }) => entry.kind)).toEqual(['created', 'submitted', 'approved']);
    const billedOrder = api.db().purchaseOrders.find((row) => row.id === order.id)!;
    expect(billedOrder.billed_amount).toBe(bill.total);
    expect(billedOrder.status).toBe(bill.total < order.total ? 'partially_billed' : 'fully_billed');
    expect((await api.send('PUT', `${PATH}/${bill.id}`, acmeBill(), admin)).status).toBe(422);
  });

  it('changes a draft (the editor becomes its last editor, who may not approve it) and deletes a draft', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const manager = await signedIn(SEEDED_ACCOUNTS.manager);
    const bill = await createBill(admin);
    const changed = await api.send(
      'PUT',
      `${PATH}/${bill.id}`,
      acmeBill({ invoice_number: 'TEST-7001-B', notes: 'Second delivery' }),
      manager,
    );
    expect(changed.status).toBe(200);
    const edited = (await changed.json()).data;
    expect(edited).toMatchObject({ invoice_number: 'TEST-7001-B', notes: 'Second delivery', last_edited_by: { name: expect.any(String) } });
    expect(edited.activity.at(-1)).toMatchObject({ kind: 'updated', text: 'invoice_number, notes' });
    await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'pending_approval' }, admin);
    const ownEdit = await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'approved' }, manager);
    expect(ownEdit.status).toBe(403);
    expect((await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'draft' }, admin)).status).toBe(200);
    expect((await api.send('DELETE', `${PATH}/${bill.id}`, undefined, admin)).status).toBe(204);
    expect(api.db().bills.some((row) => row.id === bill.id)).toBe(false);
    const approved = billsOf(acme.id).find((row) => row.approval_status === 'approved')!;
    const refused = await api.send('DELETE', `${PATH}/${approved.id}`, undefined, admin);
    expect(refused.status).toBe(422);
    expect(api.db().bills.some((row) => row.id === approved.id)).toBe(true);
  });

  it('bulk-approves pending bills, naming each one not decided and why', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const mine = await createBill(admin);
    await api.send('POST', `${PATH}/${mine.id}/approval`, { status: 'pending_approval' }, admin);
    const seededPending = billsOf(acme.id).find((row) => row.approval_status === 'pending_approval' && row.created_by.id === null)!;
    const draft = billsOf(acme.id).find((row) => row.approval_status === 'draft' && !row.is_void)!;
    const result = await (
      await api.send('POST', `${PATH}/decisions`, { ids: [seededPending.id, mine.id, draft.id], decision: 'approve' }, admin)
    ).json();
    expect(result.data.done).toEqual([seededPending.id]);
    expect(result.data.failed).toEqual([
      { id: mine.id, message: expect.stringContaining('someone else must approve') },
      { id: draft.id, message: `Bill ${draft.invoice_number} cannot move from draft to approved.` },
    ]);
  });

  it('pays from the company wallet once: a short wallet is a 422 with nothing changed; the payment reaches paid; a failed one returns the money', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const manager = await signedIn(SEEDED_ACCOUNTS.manager);
    const bill = await createBill(admin);
    await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'pending_approval' }, admin);
    await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'approved' }, manager);
    const company = acmeCompany();
    const funds = company.limit.balance;
    company.limit = { ...company.limit, balance: 1000 };
    const short = await api.send('POST', `${PATH}/${bill.id}/payment`, { scheduled_for: today() }, admin);
    expect(short.status).toBe(422);
    expect((await short.json()).errors.amount[0]).toBe(
      `The company wallet holds ${formatMoney(1000, 'AED')}; paying bill TEST-7001 needs ${formatMoney(1050.92, 'AED')}.`,
    );
    expect(acmeCompany().limit.balance).toBe(1000);
    expect(api.db().bills.find((row) => row.id === bill.id)!.payment_status).toBe('unpaid');
    acmeCompany().limit = { ...acmeCompany().limit, balance: funds };

    expect((await api.send('POST', `${PATH}/${bill.id}/payment`, { scheduled_for: '2020-01-01' }, admin)).status).toBe(422);
    const scheduled = await (await api.send('POST', `${PATH}/${bill.id}/payment`, { scheduled_for: today() }, admin)).json();
    expect(scheduled.data.payment_status).toBe('scheduled');
    expect(scheduled.data.outstanding).toBe(0);
    expect(acmeCompany().limit.balance).toBeCloseTo(funds - 1050.92, 2);
    const paid = await (await api.get(`${PATH}/${bill.id}`, admin)).json();
    expect(paid.data.payment_status).toBe('paid');
    expect(paid.data.paid_amount).toBe(1050.92);
    expect(paid.data.payment_history.map((entry: { to: string }) => entry.to)).toEqual(['unpaid', 'scheduled', 'processing', 'paid']);
    await api.get(PATH, admin);
    expect(acmeCompany().limit.balance).toBeCloseTo(funds - 1050.92, 2);
    const twice = await api.send('POST', `${PATH}/${bill.id}/payment`, { scheduled_for: today() }, admin);
    expect(twice.status).toBe(422);
    expect((await twice.json()).errors.status[0]).toBe('Bill TEST-7001 cannot move from paid to scheduled.');

    const other = await createBill(admin, { invoice_number: 'TEST-7002' });
    await api.send('POST', `${PATH}/${other.id}/approval`, { status: 'pending_approval' }, admin);
    await api.send('POST', `${PATH}/${other.id}/approval`, { status: 'approved' }, manager);
    const vendor = api.db().counterparts.find((row) => row.id === other.vendor_id)!;
    vendor.iban = null;
    const before = acmeCompany().limit.balance;
    const partial = await (await api.send('POST', `${PATH}/${other.id}/payment`, { scheduled_for: today(), amount: 50.92 }, admin)).json();
    expect(partial.data.outstanding).toBe(1000);
    const failed = await (await api.get(`${PATH}/${other.id}`, admin)).json();
    expect(failed.data.payment_status).toBe('failed');
    expect(failed.data.payments[0].failure_reason).toContain('no bank account');
    expect(acmeCompany().limit.balance).toBeCloseTo(before, 2);
  });

  it('attaches, serves and removes files; holds, releases and voids, with the trail', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const bill = await createBill(admin);
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'invoice.pdf');
    const uploaded = await fetch(`${api.url}${PATH}/${bill.id}/attachments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.accessToken}`, 'X-Tenant': acme.id },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const withFile = (await uploaded.json()).data;
    expect(withFile.attachments).toEqual([expect.objectContaining({ id: 1, file_name: 'invoice.pdf', content_type: 'application/pdf' })]);
    const file = await api.get(`${PATH}/${bill.id}/attachments/1`, admin);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 test');
    const removed = await (await api.send('DELETE', `${PATH}/${bill.id}/attachments/1`, undefined, admin)).json();
    expect(removed.data.attachments).toEqual([]);

    const held = await (await api.send('POST', `${PATH}/${bill.id}/hold`, { on_hold: true, reason: 'Credit note due' }, admin)).json();
    expect(held.data).toMatchObject({ is_on_hold: true, hold_reason: 'Credit note due' });
    const released = await (await api.send('POST', `${PATH}/${bill.id}/hold`, { on_hold: false }, admin)).json();
    expect(released.data.is_on_hold).toBe(false);
    const voided = await (await api.send('POST', `${PATH}/${bill.id}/void`, { reason: 'Entered twice' }, admin)).json();
    expect(voided.data).toMatchObject({ is_void: true, void_reason: 'Entered twice', is_overdue: false });
    expect(voided.data.activity.map((entry: { kind: string }) => entry.kind)).toEqual([
      'created',
      'attachment_added',
      'attachment_removed',
      'held',
      'released',
      'voided',
    ]);
    const again = await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'pending_approval' }, admin);
    expect(again.status).toBe(422);
    expect((await api.send('POST', `${PATH}/${bill.id}/void`, { reason: 'again' }, admin)).status).toBe(422);
    const wallet = await (await api.get(`${PATH}/wallet`, admin)).json();
    expect(wallet.data.balances[0]).toEqual({ currency: 'AED', balance: acmeCompany().limit.balance });
  });
});

describe('a bill recorded from an e-mail of the mailbox', () => {
  it('keeps the e-mail’s invoice PDF, and the e-mail names the bill; a second bill from it is refused', async () => {
    const admin = { accessToken: await api.accessToken(SEEDED_ACCOUNTS.firmAdmin), tenant: acme.id };
    const item = api.db().mailbox.find((row) => row.company_id === acme.id && row.attachments[0]?.document?.kind === 'invoice')!;
    const wrongSource = await api.send('POST', PATH, acmeBill({ mailbox_item_id: item.id }), admin);
    expect(wrongSource.status).toBe(422);
    expect(Object.keys((await wrongSource.json()).errors)).toEqual(['source']);
    const created = await api.send('POST', PATH, acmeBill({ source: 'mailbox', mailbox_item_id: item.id }), admin);
    expect(created.status).toBe(201);
    const bill = (await created.json()).data;
    expect(bill.attachments).toEqual([
      expect.objectContaining({ file_name: item.attachments[0].file_name, content_type: 'application/pdf' }),
    ]);
    const file = await api.get(`${PATH}/${bill.id}/attachments/${bill.attachments[0].id}`, admin);
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toContain(`(Invoice number: ${item.attachments[0].document!.number})`);
    const email = (await (await api.get(`/api/admin/mailbox/${item.id}`, admin)).json()).data;
    expect(email.bill_id).toBe(bill.id);
    const again = await api.send(
      'POST',
      PATH,
      acmeBill({ invoice_number: 'TEST-7002', source: 'mailbox', mailbox_item_id: item.id }),
      admin,
    );
    expect(again.status).toBe(422);
    expect((await again.json()).errors.mailbox_item_id).toEqual(['This e-mail already produced bill TEST-7001.']);
    const foreign = api.db().mailbox.find((row) => row.company_id === desertLogistics.id)!;
    const foreignBill = await api.send(
      'POST',
      PATH,
      acmeBill({ invoice_number: 'TEST-7003', source: 'mailbox', mailbox_item_id: foreign.id }),
      admin,
    );
    expect((await foreignBill.json()).errors.mailbox_item_id).toEqual(["The e-mail is not in this company's mailbox."]);
  });
});
