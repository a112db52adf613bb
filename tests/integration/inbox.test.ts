import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desertLogistics] = SEEDED_COMPANIES;
/** What the bell asks (spec §7). */
const UNREAD_BELL = '/api/admin/notifications?sorts[]=created_at:desc&per_page=5&page=1&filters[has][read_at]=0';

const api = useTestServer();

describe('notifications', () => {
  it('lists unread notifications newest first, and marking one read lowers the unread total', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const options = { accessToken, tenant: acme.id };
    const before = await (await api.get(UNREAD_BELL, options)).json();
    expect(before.meta.total).toBeGreaterThan(0);
    const createdAt = before.data.map((row: { created_at: string }) => row.created_at);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    expect(before.data.every((row: { read_at: string | null }) => row.read_at === null)).toBe(true);

    const read = await api.send('POST', '/api/admin/notifications/read', { id: before.data[0].id }, options);
    expect(read.status).toBe(200);
    expect((await read.json()).data.read_at).not.toBeNull();
    const after = await (await api.get(UNREAD_BELL, options)).json();
    expect(after.meta.total).toBe(before.meta.total - 1);
  });

  it("shows only the active company's notifications and answers 404 for another's", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const all = await (await api.get('/api/admin/notifications?per_page=100', { accessToken, tenant: acme.id })).json();
    const user = api.db().users.find((row) => row.email === SEEDED_ACCOUNTS.firmAdmin)!;
    const acmeIds = api
      .db()
      .notifications.filter((row) => row.user_id === user.id && row.company_id === acme.id)
      .map((row) => row.id);
    expect(all.data.map((row: { id: number }) => row.id).sort()).toEqual([...acmeIds].sort());

    // Read without a company, the bell rings the late salaries of every company of the firm admin: one of another company's.
    expect((await api.get('/api/admin/notifications', { accessToken })).status).toBe(200);
    const foreign = api.db().notifications.find((row) => row.user_id === user.id && row.company_id !== acme.id && row.read_at === null)!;
    expect(foreign).toBeDefined();
    const response = await api.send('POST', '/api/admin/notifications/read', { id: foreign.id }, { accessToken, tenant: acme.id });
    expect(response.status).toBe(404);
    expect(foreign.read_at).toBeNull();
  });

  it('answers 404 for another user’s notification and 422 without an id', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.member);
    const member = api.db().users.find((user) => user.email === SEEDED_ACCOUNTS.member)!;
    const someoneElses = api.db().notifications.find((row) => row.company_id === acme.id && row.user_id !== member.id)!;
    expect(
      (await api.send('POST', '/api/admin/notifications/read', { id: someoneElses.id }, { accessToken, tenant: acme.id })).status,
    ).toBe(404);
    const invalid = await api.send('POST', '/api/admin/notifications/read', {}, { accessToken, tenant: acme.id });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toHaveProperty('id');
  });
});

describe('mailbox', () => {
  const statistics = async (accessToken: string) =>
    (await (await api.get('/api/admin/mailbox/statistics', { accessToken, tenant: acme.id })).json()).data.unread_emails;

  it('marking an item read and unread toggles the unread statistics', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.member);
    const options = { accessToken, tenant: acme.id };
    const unread = api.db().mailbox.find((item) => item.company_id === acme.id && item.read_at === null)!;
    const before = await statistics(accessToken);

    const read = await api.send('POST', `/api/admin/mailbox/${unread.id}/read`, undefined, options);
    expect(read.status).toBe(200);
    expect((await read.json()).data.read_at).not.toBeNull();
    expect(await statistics(accessToken)).toBe(before - 1);
    expect((await api.send('POST', `/api/admin/mailbox/${unread.id}/read`, undefined, options)).status).toBe(200);
    expect(await statistics(accessToken)).toBe(before - 1);

    const unreadAgain = await api.send('DELETE', `/api/admin/mailbox/${unread.id}/read`, undefined, options);
    expect((await unreadAgain.json()).data.read_at).toBeNull();
    expect(await statistics(accessToken)).toBe(before);
  });

  it('counts items per classification and filters the list the same way', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.member);
    const options = { accessToken, tenant: acme.id };
    const answer = await api.get('/api/admin/mailbox/classifications/counts', options);
    expect(answer.status).toBe(200);
    const counts = (await answer.json()).data;
    expect(counts.total).toBe(api.db().mailbox.filter((item) => item.company_id === acme.id).length);
    expect(counts.classified + counts.unclassified).toBe(counts.total);
    const unclassified = await (await api.get('/api/admin/mailbox?filters[exact][is_classified]=0&per_page=100', options)).json();
    expect(unclassified.meta.total).toBe(counts.unclassified);
    const invoice = counts.by_classification.find((row: { name: string }) => row.name === 'Invoice');
    expect(invoice.count).toBeGreaterThan(0);
    const invoices = await (await api.get(`/api/admin/mailbox?filters[exact][classification_id]=${invoice.id}`, options)).json();
    expect(invoices.meta.total).toBe(invoice.count);
    expect(counts.by_classification.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(counts.classified);
  });

  it("shows one item, and answers 404 for another company's item and 403 without X-Tenant", async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const own = api.db().mailbox.find((item) => item.company_id === acme.id)!;
    const foreign = api.db().mailbox.find((item) => item.company_id === desertLogistics.id)!;
    const item = await api.get(`/api/admin/mailbox/${own.id}`, { accessToken, tenant: acme.id });
    expect((await item.json()).data).toMatchObject({ id: own.id, subject: own.subject, read_at: own.read_at });
    expect((await api.get(`/api/admin/mailbox/${foreign.id}`, { accessToken, tenant: acme.id })).status).toBe(404);
    expect((await api.send('POST', `/api/admin/mailbox/${foreign.id}/read`, undefined, { accessToken, tenant: acme.id })).status).toBe(404);
    expect((await api.get('/api/admin/mailbox/statistics', { accessToken })).status).toBe(403);
  });
});
