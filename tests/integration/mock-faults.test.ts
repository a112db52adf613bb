import { request as httpRequest } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

const [acme, desert] = SEEDED_COMPANIES;

/** Issue 37 item 3: faults that hit exactly the calls QA means, the ways a backend really fails. */
describe('/__mock/faults: precise faults', () => {
  const api = useTestServer();
  let accessToken: string;
  beforeEach(async () => {
    accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
  });
  const addFault = async (fault: Record<string, unknown>) => {
    const response = await api.send('POST', '/__mock/faults', fault);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return (await response.json()).data as { id: number; kind: string };
  };
  const cards = (query = '', tenant: string = acme.id, language?: string) =>
    api.get(`/api/admin/cards${query}`, { accessToken, tenant, language });
  const createDepartment = (name: string) =>
    api.send('POST', '/api/admin/departments', { name, limit: { mode: '2', amount: 10 } }, { accessToken, tenant: acme.id });

  it('matches query parameters, headers, the tenant and JSON body fields', async () => {
    await addFault({ route: 'GET /api/admin/cards', query: { page: '2*' }, status: 500 });
    await addFault({ route: 'GET /api/admin/cards', headers: { 'Accept-Language': 'ar' }, status: 502 });
    await addFault({ route: 'GET /api/admin/cards', tenant: desert.id, status: 503 });
    await addFault({ route: 'POST /api/admin/departments', body_fields: { name: 'Broken', 'limit.mode': '2' }, status: 507 });

    expect((await cards('?page=1')).status).toBe(200);
    expect((await cards('?page=2')).status).toBe(500);
    expect((await cards('', acme.id, 'ar')).status).toBe(502);
    expect((await cards('', acme.id, 'en')).status).toBe(200);
    expect((await cards('', desert.id)).status).toBe(503);
    expect((await createDepartment('Broken')).status).toBe(507);
    expect((await createDepartment('Working')).status).toBe(201);
  });

  it('fails the Nth call, the first N calls, or every call after N', async () => {
    await addFault({ route: 'GET /api/admin/cards', tenant: acme.id, after: 2, times: 1, status: 500 });
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) statuses.push((await cards()).status);
    expect(statuses).toEqual([200, 200, 500, 200]);
    expect((await (await api.get('/__mock/faults')).json()).data).toEqual([]);

    await addFault({ route: 'GET /api/admin/sub-tenants', times: 2, status: 503 });
    const subTenants = async () => (await api.get('/api/admin/sub-tenants', { accessToken })).status;
    expect([await subTenants(), await subTenants(), await subTenants()]).toEqual([503, 503, 200]);

    const everyCallAfter = await addFault({ route: 'GET /api/admin/me', after: 1, status: 500 });
    const me = async () => (await api.get('/api/admin/me', { accessToken })).status;
    expect([await me(), await me(), await me()]).toEqual([200, 500, 500]);
    expect((await (await api.get('/__mock/faults')).json()).data).toEqual([
      expect.objectContaining({ id: everyCallAfter.id, matched: 3, hits: 2 }),
    ]);
  });

  it('keeps the older fields working: status 0 drops the connection, count is times', async () => {
    expect((await addFault({ route: 'GET /api/admin/sub-tenants', status: 0, count: 1 })).kind).toBe('reset');
    await expect(api.get('/api/admin/sub-tenants', { accessToken })).rejects.toThrow();
    expect((await api.get('/api/admin/sub-tenants', { accessToken })).status).toBe(200);
  });

  it('breaks the real answer: truncated, malformed or trickled', async () => {
    const whole = await (await api.get('/api/admin/sub-tenants', { accessToken })).text();
    expect(whole.length).toBeGreaterThan(100);

    await addFault({ route: 'GET /api/admin/sub-tenants', kind: 'truncated', times: 1 });
    const truncated = await api.get('/api/admin/sub-tenants', { accessToken });
    expect(truncated.status).toBe(200);
    await expect(truncated.text()).rejects.toThrow();

    await addFault({ route: 'GET /api/admin/sub-tenants', kind: 'malformed', times: 1 });
    const malformed = await api.get('/api/admin/sub-tenants', { accessToken });
    const text = await malformed.text();
    expect(malformed.headers.get('content-type')).toMatch(/application\/json/);
    expect(text).toBe(whole.slice(0, text.length));
    expect(text.length).toBeLessThan(whole.length);
    expect(() => JSON.parse(text)).toThrow();

    await addFault({ route: 'GET /api/admin/sub-tenants', kind: 'slow_body', chunk_bytes: 40, chunk_interval_ms: 20, times: 1 });
    const { chunks, body } = await readInChunks(`${api.url}/api/admin/sub-tenants`, { Authorization: `Bearer ${accessToken}` });
    expect(body).toBe(whole);
    expect(chunks).toBeGreaterThanOrEqual(Math.floor(whole.length / 40 / 2));
  });

  it('answers its own status and body, after a latency', async () => {
    await addFault({ route: 'GET /api/admin/sub-tenants', status: 429, body: { message: 'Slow down.' }, latency_ms: 50, times: 1 });
    const response = await api.get('/api/admin/sub-tenants', { accessToken });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ message: 'Slow down.' });
  });

  it('refuses unknown fields and a route that no operation of the contract has, naming the nearest', async () => {
    const unknown = await api.send('POST', '/__mock/faults', {
      route: 'GET /api/admin/cards',
      status: 500,
      header: { a: 'b' },
      tenants: 'x',
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys((await unknown.json()).errors).sort()).toEqual(['header', 'tenants']);

    const nowhere = await api.send('POST', '/__mock/faults', { route: 'GET /api/admin/card', status: 500 });
    expect(nowhere.status).toBe(422);
    const [message] = (await nowhere.json()).errors.route;
    expect(message).toContain('matches no operation of the contract');
    expect(message).toContain('GET /api/admin/cards');

    const wrongShapes = await api.send('POST', '/__mock/faults', {
      route: 'GET /api/admin/cards/*',
      kind: 'explode',
      query: { page: 2 },
      headers: ['x'],
      after: -1,
      chunk_bytes: 0,
    });
    expect(wrongShapes.status).toBe(422);
    expect(Object.keys((await wrongShapes.json()).errors).sort()).toEqual(['after', 'chunk_bytes', 'headers', 'kind', 'query']);
    expect((await (await api.get('/__mock/faults')).json()).data).toEqual([]);
  });
});

/** Reads an answer as it arrives: how many pieces it came in, and the whole text. */
function readInChunks(url: string, headers: Record<string, string>): Promise<{ chunks: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ chunks: parts.length, body: Buffer.concat(parts).toString('utf8') }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
