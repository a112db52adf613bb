import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

// Issue 33: the documents of an approved bill are part of the record. The mock refuses their removal
// (422 naming the bill and its status, nothing changed) and keeps a superseded version beside the new one.
// Every answer is checked against the OpenAPI by the mock itself. Payments move on at the next read.
const [acme] = SEEDED_COMPANIES;
const PATH = '/api/admin/bills';
const api = useTestServer({ mock: { billPaymentStepMs: 0 } });

const today = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
const stored = (id: number) => api.db().bills.find((row) => row.id === id)!;
const nameOf = (email: string) => {
  const user = api.db().users.find((row) => row.email === email)!;
  return `${user.first_name} ${user.last_name}`;
};

async function signedIn(email: string) {
  return { accessToken: await api.accessToken(email), tenant: acme.id };
}

/** A bill of Acme to a vendor that can be paid (it has an IBAN), one line at the standard VAT rate. */
function billBody() {
  const db = api.db();
  const vendor = db.counterparts.find((row) => row.company_id === acme.id && row.status === 'active' && !row.is_on_hold && row.iban)!;
  const standard = db.taxRates.find((row) => row.company_id === acme.id && row.type === 'standard')!;
  return {
    vendor_id: vendor.id,
    invoice_number: 'DOC-3301',
    invoice_date: today(),
    due_date: today(),
    currency: 'AED',
    lines: [{ description: 'Office chairs', quantity: 2, unit_price: 250, tax_rate_id: standard.id, category_id: null, project_id: null }],
    purchase_order_id: null,
    source: 'manual',
    notes: null,
  };
}

/** POST a file (optionally as a new version of `supersedes`), as the app sends it. */
async function upload(billId: number, accessToken: string, name: string, content: string, supersedes?: number | string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'application/pdf' }), name);
  if (supersedes !== undefined) form.append('supersedes', String(supersedes));
  return fetch(`${api.url}${PATH}/${billId}/attachments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant': acme.id },
    body: form,
  });
}

/** A bill with the vendor's invoice attached, submitted by the firm admin and approved by the manager. */
async function approvedBillWithInvoice() {
  const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
  const manager = await signedIn(SEEDED_ACCOUNTS.manager);
  const created = await api.send('POST', PATH, billBody(), admin);
  expect(created.status).toBe(201);
  const bill = (await created.json()).data as { id: number; invoice_number: string };
  expect((await upload(bill.id, admin.accessToken, 'invoice.pdf', '%PDF-1.4 first')).status).toBe(201);
  expect((await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'pending_approval' }, admin)).status).toBe(200);
  expect((await api.send('POST', `${PATH}/${bill.id}/approval`, { status: 'approved' }, manager)).status).toBe(200);
  return { admin, manager, bill };
}

describe("an approved bill's documents", () => {
  it('cannot be removed: a 422 naming the bill and its status (in the reader’s language), and nothing changes', async () => {
    const { admin, bill } = await approvedBillWithInvoice();
    const before = structuredClone({ ...stored(bill.id), attachments: stored(bill.id).attachments.map(({ bytes: _b, ...rest }) => rest) });
    const refused = await api.send('DELETE', `${PATH}/${bill.id}/attachments/1`, undefined, admin);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.file).toEqual(['Bill DOC-3301 is approved; its documents can be superseded, not removed.']);
    const arabic = await api.send('DELETE', `${PATH}/${bill.id}/attachments/1`, undefined, { ...admin, language: 'ar' });
    expect(arabic.status).toBe(422);
    expect((await arabic.json()).errors.file[0].replace(/[\u2068\u2069]/g, '')).toBe(
      'حالة الفاتورة DOC-3301 «معتمدة»؛ يمكن استبدال مستنداتها بنسخة جديدة، لا إزالتها.',
    );
    const after = stored(bill.id);
    expect({ ...after, attachments: after.attachments.map(({ bytes: _b, ...rest }) => rest) }).toEqual(before);
    expect(after.activity.map((entry) => entry.kind)).not.toContain('attachment_removed');
  });

  it('once paid, the refusal names the payment status; the file is still served', async () => {
    const { admin, bill } = await approvedBillWithInvoice();
    const paid = await api.send('POST', `${PATH}/${bill.id}/payment`, { scheduled_for: today() }, admin);
    expect(paid.status).toBe(200);
    expect((await (await api.get(`${PATH}/${bill.id}`, admin)).json()).data.payment_status).toBe('paid');
    const refused = await api.send('DELETE', `${PATH}/${bill.id}/attachments/1`, undefined, admin);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.file).toEqual(['Bill DOC-3301 is paid; its documents can be superseded, not removed.']);
    expect(stored(bill.id).attachments).toHaveLength(1);
    expect(await (await api.get(`${PATH}/${bill.id}/attachments/1`, admin)).text()).toBe('%PDF-1.4 first');
  });

  it('can be superseded: the old version stays, marked with who, when and its replacement, and the trail says so', async () => {
    const { manager, bill } = await approvedBillWithInvoice();
    const response = await upload(bill.id, manager.accessToken, 'invoice v2.pdf', '%PDF-1.4 second', 1);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const [old, current] = data.attachments;
    expect(old).toMatchObject({ id: 1, file_name: 'invoice.pdf', superseded_by: nameOf(SEEDED_ACCOUNTS.manager), replaced_by_id: 2 });
    expect(Date.parse(old.superseded_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(current).toMatchObject({ id: 2, file_name: 'invoice v2.pdf', superseded_at: null, superseded_by: null, replaced_by_id: null });
    expect(data.activity.at(-1)).toMatchObject({
      kind: 'attachment_superseded',
      by: nameOf(SEEDED_ACCOUNTS.manager),
      text: 'invoice.pdf → invoice v2.pdf',
    });
    // Both versions are still served.
    expect(await (await api.get(`${PATH}/${bill.id}/attachments/1`, manager)).text()).toBe('%PDF-1.4 first');
    expect(await (await api.get(`${PATH}/${bill.id}/attachments/2`, manager)).text()).toBe('%PDF-1.4 second');
  });

  it('refuses to supersede a version already superseded, or a file of no bill of its own, changing nothing', async () => {
    const { admin, bill } = await approvedBillWithInvoice();
    expect((await upload(bill.id, admin.accessToken, 'v2.pdf', 'two', 1)).status).toBe(201);
    const snapshot = JSON.stringify(stored(bill.id));
    const twice = await upload(bill.id, admin.accessToken, 'v3.pdf', 'three', 1);
    expect(twice.status).toBe(422);
    expect((await twice.json()).errors.supersedes).toEqual([
      'invoice.pdf is already superseded; upload a new version of its latest version.',
    ]);
    const missing = await upload(bill.id, admin.accessToken, 'v3.pdf', 'three', 99);
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.supersedes).toEqual(['The file to supersede is not one of the documents of bill DOC-3301.']);
    expect(JSON.stringify(stored(bill.id))).toBe(snapshot);
  });

  it('of a draft can still be removed (the rule starts at approval)', async () => {
    const admin = await signedIn(SEEDED_ACCOUNTS.firmAdmin);
    const bill = (await (await api.send('POST', PATH, billBody(), admin)).json()).data;
    expect((await upload(bill.id, admin.accessToken, 'draft.pdf', 'x')).status).toBe(201);
    const removed = await api.send('DELETE', `${PATH}/${bill.id}/attachments/1`, undefined, admin);
    expect(removed.status).toBe(200);
    expect((await removed.json()).data.attachments).toEqual([]);
  });
});
