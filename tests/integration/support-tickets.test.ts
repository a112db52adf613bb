import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { publicState } from '../../server/mock-api/public/publicState.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const api = useTestServer();

const tickets = () => publicState(api.db()).supportTickets;

async function sendTicket(fields: Record<string, string>, attachment?: { name: string; content: string }) {
  const { access_token } = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (attachment) form.append('attachment', new Blob([attachment.content], { type: 'application/octet-stream' }), attachment.name);
  return fetch(`${api.url}/api/admin/support-tickets`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${access_token}`, 'X-Tenant': acme.id },
    body: form,
  });
}

const valid = { category: 'card', file_type: 'cards', message: 'My card was declined at a supplier.' };

describe('support tickets', () => {
  it('stores a ticket with an allowed attachment', async () => {
    const response = await sendTicket(valid, { name: 'receipt.PDF', content: '%PDF-1.4' });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ id: 1, category: 'card', file_type: 'cards', attachment_name: 'receipt.PDF' });
    expect(tickets()).toHaveLength(1);
    expect(tickets()[0].company_id).toBe(acme.id);
  });

  it('answers 422 on the attachment for a disallowed extension and stores nothing', async () => {
    const response = await sendTicket(valid, { name: 'script.exe', content: 'MZ' });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.attachment[0]).toMatch(/^The attachment must be a file of type: pdf, jpg/);
    expect(tickets()).toHaveLength(0);
  });

  it('answers 422 with field errors for a short message and an unknown category', async () => {
    const response = await sendTicket({ ...valid, category: 'other', message: 'help' });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors.category).toBeDefined();
    expect(tickets()).toHaveLength(0);
    const short = await sendTicket({ ...valid, message: ' help ' });
    expect((await short.json()).errors.message).toEqual(['The message must be at least 10 characters.']);
    expect(tickets()).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.append(name, value);
    const response = await fetch(`${api.url}/api/admin/support-tickets`, { method: 'POST', headers: { 'X-Tenant': acme.id }, body: form });
    expect(response.status).toBe(401);
  });
});

describe('error reports (QA control)', () => {
  it('receives and lists reports, rejecting incomplete ones', async () => {
    const report = { date: '2026-11-21T20:00:00.000Z', message: 'Boom', url: 'http://x/login', username: 'guest', browserInfo: 'UA' };
    expect((await api.send('POST', '/__mock/error-reports', report)).status).toBe(202);
    expect((await api.send('POST', '/__mock/error-reports', { message: 'x' })).status).toBe(422);
    const { data } = await (await api.get('/__mock/error-reports')).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject(report);
  });
});
