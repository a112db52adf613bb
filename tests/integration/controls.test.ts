import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { startTestServer, useTestServer, type TestClient } from './mockServer.ts';

const acme = SEEDED_COMPANIES[0];

describe('/__mock controls', () => {
  const api = useTestServer();
  let accessToken: string;
  beforeEach(async () => {
    accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
  });
  const addFault = async (fault: Record<string, unknown>) => api.send('POST', '/__mock/faults', fault);
  const subTenants = () => api.get('/api/admin/sub-tenants', { accessToken });

  it('injects a status for a number of matching requests, then stops', async () => {
    expect((await addFault({ route: 'GET /api/admin/sub-tenants', status: 503, count: 2 })).status).toBe(201);
    expect((await subTenants()).status).toBe(503);
    expect((await subTenants()).status).toBe(503);
    expect((await subTenants()).status).toBe(200);
  });

  it('matches globs and method, adds latency, and clears', async () => {
    await addFault({ route: 'GET /api/admin/cards/*', latency_ms: 150 });
    await addFault({ route: 'POST /api/admin/sub-tenants', status: 500 });
    const started = Date.now();
    expect((await api.get('/api/admin/cards/1', { accessToken, tenant: acme.id })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await subTenants()).status).toBe(200);
    expect((await api.send('DELETE', '/__mock/faults', undefined)).status).toBe(204);
    expect((await (await api.get('/__mock/faults')).json()).data).toEqual([]);
  });

  it('takes a ** glob and a rate', async () => {
    await addFault({ route: '/api/admin/sub-tenant*/**', status: 502, rate: 1 });
    await addFault({ route: 'GET /api/admin/cards', status: 500, rate: 0 });
    expect((await subTenants()).status).toBe(502);
    expect((await api.get('/api/admin/cards', { accessToken, tenant: acme.id })).status).toBe(200);
  });

  it('rejects an invalid fault with field errors', async () => {
    const response = await addFault({ route: '', status: 42, rate: 3 });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['rate', 'route', 'status']);
  });

  it('logs recent API requests with the tenant, whether a token was sent (redacted), and the status', async () => {
    await api.send('DELETE', '/__mock/requests', undefined);
    await api.get('/api/admin/cards?partials[]=limit', { accessToken, tenant: acme.id });
    const [entry] = (await (await api.get('/__mock/requests')).json()).data;
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/api/admin/cards',
      query: { partials: ['limit'] },
      headers: { 'x-tenant': acme.id, authorization: '[redacted]' },
      status: 200,
    });
  });

  it('restores the seed on reset', async () => {
    const { store } = api.server.mockApi.context;
    const before = JSON.stringify(store.db);
    store.db.cards.splice(0, 10);
    await api.send('POST', '/__mock/reset', undefined);
    expect(JSON.stringify(store.db)).toBe(before);
  });
});

describe('/__mock controls switched off', () => {
  const previous = process.env.MOCK_CONTROL;
  let api: TestClient;
  beforeAll(async () => {
    process.env.MOCK_CONTROL = '0';
    api = await startTestServer();
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.MOCK_CONTROL;
    else process.env.MOCK_CONTROL = previous;
    await api.close();
  });

  it('answers 404 on every control endpoint with MOCK_CONTROL=0', async () => {
    for (const [method, path] of [
      ['POST', '/__mock/reset'],
      ['POST', '/__mock/faults'],
      ['POST', '/__mock/expire-tokens'],
      ['GET', '/__mock/requests'],
    ]) {
      const response = await api.send(method, path, method === 'POST' ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it('still serves the API', async () => {
    const accessToken = (await api.signIn(SEEDED_ACCOUNTS.member)).access_token;
    expect((await api.get('/api/admin/sub-tenants', { accessToken })).status).toBe(200);
  });
});
