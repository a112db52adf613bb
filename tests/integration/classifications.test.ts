import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { classifyEmail } from '../../src/domain/emailClassification.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics, gulf] = SEEDED_COMPANIES;

const api = useTestServer();

const classificationsOf = (companyId: string) => api.db().classifications.filter((row) => row.company_id === companyId);

describe('classifications (a catalogue under read accounting / organize classifications)', () => {
  it('answers 401 without a token, 403 without read accounting or organize classifications', async () => {
    expect((await api.get('/api/admin/classifications', { tenant: acme.id })).status).toBe(401);
    const manager = await api.accessToken(SEEDED_ACCOUNTS.manager);
    expect((await api.get('/api/admin/classifications', { accessToken: manager, tenant: desertLogistics.id })).status).toBe(403);
    const viewer = { accessToken: manager, tenant: gulf.id };
    expect((await api.get('/api/admin/classifications', viewer)).status).toBe(200);
    expect((await api.send('POST', '/api/admin/classifications', { name: 'Payslip', priority: 40 }, viewer)).status).toBe(403);
  });

  it('lists the four seeded classifications by priority; the mailbox rule classifies with them', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const list = await (await api.get('/api/admin/classifications', { accessToken, tenant: acme.id })).json();
    expect(list.data.map((row: { name: string }) => row.name)).toEqual(['Invoice', 'Receipt', 'Statement', 'Other']);
    expect(classifyEmail({ from: 'billing@du.ae', subject: 'Tax invoice 2041', body: '' }, list.data)?.name).toBe('Invoice');
    expect(classifyEmail({ from: 'hr@acme.ae', subject: 'Team lunch', body: 'See you' }, list.data)?.name).toBe('Other');
  });

  it("answers 404 for another company's classification, and refuses invalid rules with field errors, changing nothing", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const foreign = classificationsOf(desertLogistics.id)[0];
    const before = structuredClone(foreign);
    const path = `/api/admin/classifications/${foreign.id}`;
    expect((await api.get(path, options)).status).toBe(404);
    expect((await api.send('PUT', path, { name: 'Mine', priority: 1 }, options)).status).toBe(404);
    expect((await api.send('PATCH', `${path}/status`, { status: 'archived' }, options)).status).toBe(404);
    expect((await api.send('DELETE', path, undefined, options)).status).toBe(404);
    expect(classificationsOf(desertLogistics.id)[0]).toEqual(before);

    const count = classificationsOf(acme.id).length;
    const invalid = await api.send(
      'POST',
      '/api/admin/classifications',
      { name: 'RECEIPT', priority: 40, senders: ['du'], subject_keywords: ['payslip'] },
      options,
    );
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({
      name: ['The name has already been taken.'],
      senders: ['"du" is not an e-mail address or a domain.'],
    });
    expect(classificationsOf(acme.id)).toHaveLength(count);
  });

  it('creates one with rules; imports nothing when a row is invalid and every row of a valid file', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const created = await api.send(
      'POST',
      '/api/admin/classifications',
      { name: 'Payslip', priority: 40, senders: ['Payroll@Acme.ae'], subject_keywords: ['payslip'], body_keywords: [] },
      options,
    );
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({ name: 'Payslip', senders: ['payroll@acme.ae'], status: 'active' });

    const count = classificationsOf(acme.id).length;
    const bad = await api.send(
      'POST',
      '/api/admin/classifications/import',
      {
        rows: [
          { name: 'Contract', priority: '50', senders: '', subject_keywords: 'contract;agreement', body_keywords: '' },
          { name: 'Quote', priority: 'soon', senders: 'sales@vendor.ae', subject_keywords: 'quotation', body_keywords: '' },
        ],
      },
      options,
    );
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([
      { line: 3, column: 'priority', message: 'The priority must be a whole number from 1 to 999.' },
    ]);
    expect(classificationsOf(acme.id)).toHaveLength(count);
    const good = await api.send(
      'POST',
      '/api/admin/classifications/import',
      { rows: [{ name: 'Contract', priority: '50', senders: '', subject_keywords: 'contract;agreement', body_keywords: '' }] },
      options,
    );
    expect(await good.json()).toEqual({ data: { imported: 1 } });
    expect(classificationsOf(acme.id).find((row) => row.name === 'Contract')).toMatchObject({
      subject_keywords: ['contract', 'agreement'],
    });
  });
});
