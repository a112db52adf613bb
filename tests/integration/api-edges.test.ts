import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { answerUnexpectedError } from '../../server/app.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { publicState } from '../../server/mock-api/public/publicState.ts';
import { OAUTH_CLIENT } from '../support/apiSignIn.ts';
import { useTestServer } from './mockServer.ts';

const [acme] = SEEDED_COMPANIES;
const RESERVED_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

describe('issue 20 items 9–13: the edges of the mock API', () => {
  const api = useTestServer({ resetEachTest: false });
  const postRaw = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

  it('item 9: a reserved JSON key never crashes the error mapper: 422 JSON, no stack, on public and signed-in routes', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const routes: [string, string, Record<string, string>][] = [
      ['/api/admin/password/forgot', '"email":"a@example.com"', {}],
      [
        '/api/admin/password/reset',
        '"email":"a@example.com","token":"x","password":"Password123!x","password_confirmation":"Password123!x"',
        {},
      ],
      [
        '/api/admin/administrators/verify',
        '"email":"a@example.com","token":"x","password":"Password123!x","password_confirmation":"Password123!x"',
        {},
      ],
      [
        '/oauth/token',
        `"grant_type":"password","username":"a@example.com","password":"x","client_id":"${OAUTH_CLIENT.client_id}","client_secret":"${OAUTH_CLIENT.client_secret}"`,
        {},
      ],
      ['/api/admin/roles', '"name":"Edge","permissions":[]', { Authorization: `Bearer ${accessToken}`, 'X-Tenant': acme.id }],
    ];
    for (const [path, fields, headers] of routes) {
      for (const key of RESERVED_KEYS) {
        const response = await postRaw(path, `{${fields},"${key}":{"x":1}}`, headers);
        const text = await response.text();
        expect(response.status, `${path} ${key}`).toBe(422);
        expect(response.headers.get('content-type'), `${path} ${key}`).toMatch(/application\/json/);
        expect(text).not.toMatch(/at |\/work\/|node_modules/);
        expect(Object.keys(JSON.parse(text).errors), `${path} ${key}`).toContain(key);
      }
    }
  });

  it('item 9: an unknown query parameter named like an Object method is rejected', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    for (const key of ['toString', 'constructor', 'hasOwnProperty', 'valueOf']) {
      const response = await api.get(`/api/admin/sub-tenants?${key}=1`, { accessToken });
      expect(response.status, key).toBe(422);
      expect(Object.keys((await response.json()).errors), key).toEqual([key]);
    }
  });

  it('item 9: the last handler answers anything unexpected with a JSON 500 without a stack; npm start runs in production mode', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error(`boom at ${process.cwd()}`);
    });
    app.use(answerUnexpectedError);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/boom`);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: 'Server Error' });
    } finally {
      server.close();
    }
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    // npm start goes through scripts/start.mjs (it builds only when the sources changed), which runs the server in production mode.
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(readFileSync('scripts/start.mjs', 'utf8')).toMatch(
      /spawn\(process\.execPath, \['--import', 'tsx', 'server\/index\.ts'[^]*?env: \{ \.\.\.process\.env, NODE_ENV: 'production' \}/,
    );
  });

  it('item 11: token answers are no-store, API answers private no-store, 401s name the Bearer scheme and error', async () => {
    const token = await api.token({ grant_type: 'password', username: SEEDED_ACCOUNTS.member, password: 'Password123!' });
    expect(token.headers.get('cache-control')).toBe('no-store');
    const badClient = await api.token({ grant_type: 'password', username: SEEDED_ACCOUNTS.member, password: 'x', client_secret: 'wrong' });
    expect(badClient.status).toBe(401);
    expect(badClient.headers.get('www-authenticate')).toBe('Bearer error="invalid_client"');
    expect(badClient.headers.get('cache-control')).toBe('no-store');
    const { access_token } = await token.json();
    expect((await api.get('/api/admin/me', { accessToken: access_token })).headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await api.get('/api/admin/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  });

  it('item 12: a numeric id has one spelling, in paths and in cardId', async () => {
    const accessToken = await api.accessToken(SEEDED_ACCOUNTS.firmAdmin);
    const card = api.db().cards.find((row) => row.company_id === acme.id)!;
    const options = { accessToken, tenant: acme.id };
    expect((await api.get(`/api/admin/cards/${card.id}`, options)).status).toBe(200);
    expect((await api.get(`/api/admin/card-controls?cardId=${card.id}`, options)).status).toBe(200);
    for (const spelling of [`0${card.id}`, `+${card.id}`, `${card.id}.0`, `${card.id}e0`, `0x${card.id.toString(16)}`, '0', '-1', ' 1']) {
      const encoded = encodeURIComponent(spelling);
      expect((await api.get(`/api/admin/cards/${encoded}`, options)).status, spelling).toBe(422);
      expect((await api.get(`/api/admin/card-controls?cardId=${encoded}`, options)).status, spelling).toBe(422);
    }
  });

  it('item 13: a support ticket with an unknown field is 422 and stores nothing', async () => {
    const { access_token } = await api.signIn(SEEDED_ACCOUNTS.firmAdmin);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      category: 'card',
      file_type: 'cards',
      message: 'My card was declined again.',
      is_admin: 'true',
    }))
      form.append(name, value);
    const before = publicState(api.db()).supportTickets.length;
    const response = await fetch(`${api.url}/api/admin/support-tickets`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}`, 'X-Tenant': acme.id },
      body: form,
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toHaveProperty('is_admin');
    expect(publicState(api.db()).supportTickets).toHaveLength(before);
  });
});
