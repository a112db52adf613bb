import { beforeEach, describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../../server/mock-api/control/requestLog.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const acme = SEEDED_COMPANIES[0];

/** Issue 37 item 4: the request journal, with the answers, filters, near misses, kept across resets. */
describe('/__mock/requests: the request journal', () => {
  const api = useTestServer();
  let accessToken: string;
  beforeEach(async () => {
    accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
  });
  const journal = async (query = '') => {
    const response = await api.get(`/__mock/requests${query}`);
    expect(response.status).toBe(200);
    return (await response.json()).data as LoggedRequest[];
  };

  it('keeps each answer: status, headers, a body excerpt, its size, and the operation called', async () => {
    await api.get('/api/admin/cards/1', { accessToken, tenant: acme.id });
    const entry = (await journal('?path=/api/admin/cards/*')).at(-1)!;
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/api/admin/cards/1',
      status: 200,
      operation: 'GET /api/admin/cards/{id}',
      near_misses: null,
      response: { status: 200, completed: true, headers: { 'content-type': expect.stringMatching(/application\/json/) } },
    });
    expect(entry.response.body_excerpt).toMatch(/^\{"data":\{"id":1,/);
    expect(entry.response.body_bytes).toBeGreaterThan(entry.response.body_excerpt.length / 2);
  });

  it('redacts the token answer and logs a malformed JSON body as its text', async () => {
    const signIn = (await journal('?path=/oauth/token')).at(-1)!;
    expect(signIn.response.body_excerpt).toContain('"access_token":"[redacted]"');
    expect(signIn.response.body_excerpt).not.toContain(accessToken);

    const response = await fetch(`${api.url}/api/admin/departments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Tenant': acme.id, 'Content-Type': 'application/json' },
      body: '{"name": "Half", "password": "hunter2", ',
    });
    expect(response.status).toBe(422);
    const [entry] = await journal('?method=POST&path=/api/admin/departments');
    expect(entry.body).toBe('{"name": "Half", "password": "[redacted]", ');
    expect(entry.status).toBe(422);
  });

  it('names the nearest operations of a call no operation has', async () => {
    expect((await api.get('/api/admin/card/7', { accessToken, tenant: acme.id })).status).toBe(404);
    const [entry] = await journal('?status=404');
    expect(entry).toMatchObject({ path: '/api/admin/card/7', operation: null });
    expect(entry.near_misses).toContain('GET /api/admin/cards/{id}');
  });

  it('filters by method, path, status, time range and sandbox, and refuses a filter it does not know', async () => {
    const started = new Date().toISOString();
    await api.get('/api/admin/cards', { accessToken, tenant: acme.id });
    await api.get('/api/admin/nothing-here', { accessToken, tenant: acme.id });
    await api.send('POST', '/api/admin/departments', { name: 'Journal' }, { accessToken, tenant: acme.id });
    const calls = (entries: LoggedRequest[]) => entries.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);

    expect(calls(await journal(`?from=${started}`))).toEqual([
      'GET /api/admin/cards 200',
      'GET /api/admin/nothing-here 404',
      'POST /api/admin/departments 201',
    ]);
    expect(calls(await journal(`?from=${started}&method=post`))).toEqual(['POST /api/admin/departments 201']);
    expect(calls(await journal(`?from=${started}&status=4xx`))).toEqual(['GET /api/admin/nothing-here 404']);
    expect(calls(await journal(`?from=${started}&status=200,201`))).toEqual([
      'GET /api/admin/cards 200',
      'POST /api/admin/departments 201',
    ]);
    expect(calls(await journal(`?from=${started}&path=/api/admin/card*`))).toEqual(['GET /api/admin/cards 200']);
    expect(calls(await journal(`?from=${started}&limit=1`))).toEqual(['POST /api/admin/departments 201']);
    // `to` is inclusive and a fast call can be logged in the very millisecond `started` was read: bound it 1 ms before.
    const justBefore = new Date(Date.parse(started) - 1).toISOString();
    expect(await journal(`?to=${justBefore}&path=/api/admin/cards`)).toEqual([]);
    expect((await journal(`?from=${started}&sandbox=default`)).length).toBe(3);

    const refused = await api.get('/__mock/requests?verb=GET&status=teapot&from=yesterday&limit=0');
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors).sort()).toEqual(['from', 'limit', 'status', 'verb']);
  });

  it("reads another sandbox's journal by name; each sandbox's calls stay in its own", async () => {
    const inSandbox = await fetch(`${api.url}/api/admin/me`, { headers: { 'X-Mock-Sandbox': 'journal-qa' } });
    expect(inSandbox.status).toBe(401);
    expect((await journal('?path=/api/admin/me')).length).toBe(0);
    const [entry] = await journal('?sandbox=journal-qa&path=/api/admin/me');
    expect(entry).toMatchObject({ sandbox: 'journal-qa', status: 401, response: { status: 401 } });
    expect((await api.get('/__mock/requests?sandbox=nobody-here')).status).toBe(404);
  });

  it('outlives a reset; only its own DELETE empties it', async () => {
    await api.get('/api/admin/me', { accessToken });
    expect((await api.send('POST', '/__mock/reset', undefined)).status).toBe(200);
    expect((await journal('?path=/api/admin/me')).length).toBe(1);
    expect((await api.send('DELETE', '/__mock/requests', undefined)).status).toBe(204);
    expect(await journal()).toEqual([]);
  });

  it('records the fault that spoiled an answer, and an answer cut short as not completed', async () => {
    const fault = await api.send('POST', '/__mock/faults', { route: 'GET /api/admin/me', kind: 'truncated', times: 1 });
    const { id } = (await fault.json()).data;
    await (await api.get('/api/admin/me', { accessToken })).text().catch(() => 'cut');
    await expect.poll(async () => (await journal(`?fault_id=${id}`)).length).toBe(1);
    const [entry] = await journal(`?fault_id=${id}`);
    expect(entry.response).toMatchObject({ status: 200, completed: false });
    expect(entry.response.body_bytes).toBeLessThan(Number(entry.response.headers['content-length']));
  });
});
