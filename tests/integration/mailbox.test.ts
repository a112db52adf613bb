import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { CONTROL_TOKEN_HEADER } from '../../server/mock-api/control/controlAccess.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
const api = useTestServer();

const acmeClassification = (name: string) => api.db().classifications.find((row) => row.company_id === acme.id && row.name === name)!;

describe('the mailbox’s documents and classifications', () => {
  it('serves each seeded invoice as a PDF whose text carries its vendor, TRN, number and total', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const item = api.db().mailbox.find((row) => row.company_id === acme.id && row.attachments[0]?.document?.kind === 'invoice')!;
    const document = item.attachments[0].document!;
    const response = await api.get(`/api/admin/mailbox/${item.id}/attachments/1`, { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(Invoice number: ${document.number})`);
    expect(text).toContain(`(TRN: ${document.vendor_trn})`);
    expect(item.subject).toContain(document.number);
    expect((await api.get(`/api/admin/mailbox/${item.id}/attachments/9`, { accessToken, tenant: acme.id })).status).toBe(404);
  });

  it('lets a holder of organize classifications reclassify an item and the counts follow; refuses foreign or archived ones', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const item = api.db().mailbox.find((row) => row.company_id === acme.id && row.classification_id === null)!;
    const receipt = acmeClassification('Receipt');
    const counts = async () => (await (await api.get('/api/admin/mailbox/classifications/counts', options)).json()).data;
    const before = await counts();
    const response = await api.send('PATCH', `/api/admin/mailbox/${item.id}`, { classification_id: receipt.id }, options);
    expect(response.status).toBe(200);
    expect((await response.json()).data.classification).toEqual({ id: receipt.id, name: 'Receipt' });
    const after = await counts();
    expect(after.unclassified).toBe(before.unclassified - 1);
    const countOf = (data: typeof before) => data.by_classification.find((row: { id: number }) => row.id === receipt.id).count;
    expect(countOf(after)).toBe(countOf(before) + 1);

    const foreign = api.db().classifications.find((row) => row.company_id === desertLogistics.id)!;
    const refused = await api.send('PATCH', `/api/admin/mailbox/${item.id}`, { classification_id: foreign.id }, options);
    expect(refused.status).toBe(422);
    expect(item.classification_id).toBe(receipt.id);
    const foreignItem = api.db().mailbox.find((row) => row.company_id === desertLogistics.id)!;
    expect((await api.send('PATCH', `/api/admin/mailbox/${foreignItem.id}`, { classification_id: null }, options)).status).toBe(404);
    const member = await api.accessToken(SEEDED_ACCOUNTS.member);
    expect(
      (await api.send('PATCH', `/api/admin/mailbox/${item.id}`, { classification_id: null }, { accessToken: member, tenant: acme.id }))
        .status,
    ).toBe(403);
  });

  it('runs the classification rules on the unclassified items', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const waiting = api.db().mailbox.filter((row) => row.company_id === acme.id && row.classification_id === null).length;
    expect(waiting).toBeGreaterThan(0);
    const response = await api.send('POST', '/api/admin/mailbox/classify', undefined, { accessToken, tenant: acme.id });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ classified: waiting, unclassified: 0 });
    const invoice = acmeClassification('Invoice');
    const invoices = api.db().mailbox.filter((row) => row.company_id === acme.id && row.attachments[0]?.document?.kind === 'invoice');
    expect(invoices.every((row) => row.classification_id === invoice.id)).toBe(true);
  });

  it('delivers an inbound e-mail (QA control, multipart), classifies it by the rules, and raises the unread count', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const unread = async () =>
      (await (await api.get('/api/admin/mailbox/statistics', { accessToken, tenant: acme.id })).json()).data.unread_emails;
    const before = await unread();
    const form = new FormData();
    form.append('company_id', acme.id);
    form.append('from', 'billing@du.ae');
    form.append('from_name', 'du');
    form.append('subject', 'Your tax invoice for November');
    form.append('body', 'Amount due: AED 420.00');
    form.append('attachment', new Blob(['%PDF-1.4 test']), 'du-november.pdf');
    const response = await fetch(`${api.url}/__mock/inbound-email`, {
      method: 'POST',
      headers: { [CONTROL_TOKEN_HEADER]: api.server.mockApi.context.options.controlToken },
      body: form,
    });
    expect(response.status).toBe(201);
    const { id, classification_id } = (await response.json()).data;
    expect(classification_id).toBe(acmeClassification('Invoice').id);
    expect(await unread()).toBe(before + 1);
    const file = await api.get(`/api/admin/mailbox/${id}/attachments/1`, { accessToken, tenant: acme.id });
    expect(await file.text()).toBe('%PDF-1.4 test');
    const withoutToken = await fetch(`${api.url}/__mock/inbound-email`, { method: 'POST', body: form });
    expect(withoutToken.status).toBe(401);
  });
});
