import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContractProxy, type RunningContractProxy } from '../../server/contract-proxy/proxyApp.ts';
import { violationsPage } from '../../server/contract-proxy/contractPages.ts';
import { ViolationLog, type ContractViolation } from '../../server/contract-proxy/violationLog.ts';
import { CONTROL_TOKEN_HEADER } from '../../server/mock-api/control/controlAccess.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { useTestServer } from './mockServer.ts';

/** The mock API is the "real backend"; `npm run api:proxy` stands in front of it. */
const upstream = useTestServer();
const [acme] = SEEDED_COMPANIES;
let proxy: RunningContractProxy;
const proxied = (path: string) => `${proxy.url}${path}`;
/** The proxy's own pages, with its control token. */
const contractPage = (path: string, init: RequestInit = {}) =>
  fetch(proxied(`/__contract${path}`), { ...init, headers: { [CONTROL_TOKEN_HEADER]: proxy.controlToken } });

// Loading and compiling the contract's validators takes seconds on a busy machine (2 cores shared).
const HOOK_TIMEOUT_MS = 60_000;
beforeAll(async () => {
  proxy = await startContractProxy({ upstream: upstream.url.replace('localhost', '127.0.0.1'), log: null });
}, HOOK_TIMEOUT_MS);
afterAll(() => proxy?.close());
beforeEach(async () => {
  expect((await contractPage('/violations', { method: 'DELETE' })).status).toBe(204);
}, HOOK_TIMEOUT_MS);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with Node's http client: the exact bytes on the wire (no decompression, unlike fetch). */
function rawRequest(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url.replace('localhost', '127.0.0.1'), { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Every header but those that belong to the connection or the moment. */
function messageHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

async function violations(): Promise<{ data: ContractViolation[] }> {
  const response = await contractPage('/violations.json');
  expect(response.status).toBe(200);
  return (await response.json()) as { data: ContractViolation[] };
}

/** Signs in the way the built app does: the token relay at /auth/token, whose token call goes through the proxy too. */
async function signInThroughProxy(email: string): Promise<string> {
  const response = await fetch(proxied('/auth/token'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: SEEDED_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('contract proxy (npm run api:proxy)', () => {
  it(
    'passes a valid exchange through byte for byte, compressed as the upstream sent it, with zero violations',
    async () => {
      const token = await signInThroughProxy(SEEDED_ACCOUNTS.firmAdmin);
      const headers = { Authorization: `Bearer ${token}`, 'X-Tenant': acme.id, 'Accept-Encoding': 'gzip' };
      // The app's own query style (bracketed lists) included.
      for (const path of [
        '/api/admin/cards?page=1&per_page=5&sorts[]=created_at:desc&partials[]=administrator&partials[]=limit',
        '/api/admin/me',
        '/api/admin/dashboard',
      ]) {
        const direct = await rawRequest(`${upstream.url}${path}`, { headers });
        const throughProxy = await rawRequest(proxied(path), { headers });
        expect(throughProxy.status).toBe(direct.status);
        expect(messageHeaders(throughProxy.headers)).toEqual(messageHeaders(direct.headers));
        expect(throughProxy.body.equals(direct.body)).toBe(true);
      }
      const cards = await rawRequest(proxied('/api/admin/cards?per_page=5'), { headers });
      expect(cards.headers['content-encoding']).toBe('gzip');

      expect((await violations()).data).toEqual([]);
      const page = await contractPage('/violations');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('No violations so far.');
    },
    HOOK_TIMEOUT_MS,
  );

  it('passes a multipart upload through unchanged: the upstream stores the file the client sent', async () => {
    const token = await signInThroughProxy(SEEDED_ACCOUNTS.firmAdmin);
    const form = new FormData();
    form.append('category', 'card');
    form.append('file_type', 'cards');
    form.append('message', 'My card was declined at a supplier.');
    form.append('attachment', new Blob(['%PDF-1.4 proxied'], { type: 'application/pdf' }), 'receipt.pdf');
    const response = await fetch(proxied('/api/admin/support-tickets'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant': acme.id },
      body: form,
    });
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({ category: 'card', attachment_name: 'receipt.pdf' });
    expect((await violations()).data).toEqual([]);

    // The form's fields are checked too (from a copy: the bytes above went out untouched).
    form.append('colour', 'blue');
    const extra = await fetch(proxied('/api/admin/support-tickets'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant': acme.id },
      body: form,
    });
    expect(extra.status).toBe(422);
    expect((await violations()).data).toEqual([
      expect.objectContaining({ side: 'request', pointer: '/body/colour', message: 'must NOT have additional properties', status: 422 }),
    ]);
  });

  it('passes a contract-breaking answer (a QA fault of the upstream) through unchanged and lists it with its pointer', async () => {
    const token = await signInThroughProxy(SEEDED_ACCOUNTS.firmAdmin);
    const broken = { data: [{ id: 'card-1' }] };
    const fault = await upstream.send('POST', '/__mock/faults', { route: 'GET /api/admin/cards', status: 200, body: broken, count: 1 });
    expect(fault.status).toBe(201);

    const answer = await rawRequest(proxied('/api/admin/cards'), { headers: { Authorization: `Bearer ${token}`, 'X-Tenant': acme.id } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe(JSON.stringify(broken));

    const { data } = await violations();
    expect(data.every((violation) => violation.side === 'response' && violation.status === 200)).toBe(true);
    expect(data.every((violation) => violation.method === 'GET' && violation.route === '/api/admin/cards')).toBe(true);
    // What arrived, and the body it arrived in.
    expect(data).toContainEqual(
      expect.objectContaining({ pointer: '/data/0/id', message: 'must be integer', received: '"card-1"', excerpt: JSON.stringify(broken) }),
    );
    expect(data).toContainEqual(expect.objectContaining({ pointer: '/data/0/number', message: "must have required property 'number'" }));
    expect(data).toContainEqual(expect.objectContaining({ pointer: '/meta', message: "must have required property 'meta'" }));

    // Newest first, on the page too; and the next (valid) answer adds nothing.
    expect(data.map((violation) => violation.id)).toEqual([...data.map((violation) => violation.id)].sort((a, b) => b - a));
    const page = await (await contractPage('/violations')).text();
    expect(page).toContain('<code>/data/0/id</code>');
    expect(page.indexOf(`<tr><td>${data[0].id}</td>`)).toBeLessThan(page.indexOf(`<tr><td>${data[data.length - 1].id}</td>`));
    const valid = await rawRequest(proxied('/api/admin/cards'), { headers: { Authorization: `Bearer ${token}`, 'X-Tenant': acme.id } });
    expect(valid.status).toBe(200);
    expect((await violations()).data).toHaveLength(data.length);
  });

  it('forwards a request that breaks the contract and lists it as a request violation', async () => {
    const token = await signInThroughProxy(SEEDED_ACCOUNTS.firmAdmin);
    const body = JSON.stringify({ from: { type: 'company', id: acme.id }, to: { type: 'company', id: acme.id }, amount: 'a lot' });
    const answer = await rawRequest(proxied('/api/admin/transfers'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant': acme.id, 'Content-Type': 'application/json' },
      body,
    });
    // The upstream (not the proxy) judged it: the mock's own 422 with its field errors.
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body.toString('utf8')).errors.amount).toEqual(['The amount field must be number.']);
    const logged = (await (await upstream.get('/__mock/requests')).json()) as { data: { method: string; path: string }[] };
    expect(logged.data).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/admin/transfers' }));

    const { data } = await violations();
    expect(data).toContainEqual(
      expect.objectContaining({
        side: 'request',
        method: 'POST',
        route: '/api/admin/transfers',
        status: 422,
        pointer: '/body/amount',
        message: 'must be number',
      }),
    );
    // The 422 itself is what the contract promises for it.
    expect(data.filter((violation) => violation.side === 'response')).toEqual([]);

    const unknown = await rawRequest(proxied('/api/admin/no-such-thing'), { headers: { Authorization: `Bearer ${token}` } });
    expect(unknown.status).toBe(404);
    expect((await violations()).data[0]).toMatchObject({ side: 'request', route: null, pointer: '', url: '/api/admin/no-such-thing' });
  });
});

describe('the violations list', () => {
  const violation = (message: string) => ({
    side: 'response' as const,
    method: 'GET',
    url: '/api/admin/cards?q=<b>',
    route: '/api/admin/cards',
    operationId: 'listCards',
    status: 200,
    pointer: '/data/0/name',
    message,
  });

  it('keeps the last N, newest first, and counts every one', () => {
    const log = new ViolationLog(2);
    for (const message of ['first', 'second', 'third']) log.add(violation(message));
    expect(log.list().map(({ id, message }) => [id, message])).toEqual([
      [3, 'third'],
      [2, 'second'],
    ]);
    expect(log.total).toBe(3);
  });

  it('shows upstream text as text on the page', () => {
    const log = new ViolationLog(5);
    log.add(violation('<script>alert(1)</script>'));
    const page = violationsPage(log, 'http://127.0.0.1:1/');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('/api/admin/cards?q=&lt;b&gt;');
  });
});
