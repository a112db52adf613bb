/**
 * `npm run api:test` against a backend gone wrong: the mock API behind a small Express proxy that
 * rewrites some answers. Each planted violation must be reported, on the operation it was planted in,
 * and the run must fail; the operations left alone must stay clean.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseApiTestArgs } from '../../scripts/api-test/options.ts';
import { runApiTest } from '../../scripts/api-test/runApiTest.ts';
import type { Violation } from '../../scripts/api-test/tester.ts';
import { SEEDED_ACCOUNTS } from '../../server/mock-api/index.ts';
import { SEEDED_PASSWORD } from '../../server/mock-api/store/seed/index.ts';
import { useTestServer } from './mockServer.ts';

const api = useTestServer({ resetEachTest: false });

type Json = { data?: unknown; [key: string]: unknown };
type Rewrite = (request: { method: string; path: string }, status: number, body: Json) => { status: number; body: Json } | null;

/** A record the proxy saw answered, to plant where the backend should have refused. */
const seen: { tag?: unknown } = {};

const REWRITES: Rewrite[] = [
  // A wrong type: a card's name as a number.
  ({ method, path }, status, body) =>
    method === 'GET' && path === '/api/admin/cards' && status === 200
      ? { status, body: { ...body, data: (body.data as object[]).map((card) => ({ ...card, name: 12345 })) } }
      : null,
  // A missing required property: the signed-in user without an e-mail.
  ({ method, path }, status, body) => {
    if (method !== 'GET' || path !== '/api/admin/me' || status !== 200) return null;
    const { email: _email, ...user } = body.data as Record<string, unknown>;
    return { status, body: { data: user } };
  },
  // An undocumented status: the tag list as a 203.
  ({ method, path }, status, body) => {
    if (method !== 'GET' || path !== '/api/admin/tags' || status !== 200) return null;
    seen.tag ??= (body.data as unknown[])[0];
    return { status: 203, body };
  },
  // A bad input accepted: a refused tag answered 201.
  ({ method, path }, status) =>
    method === 'POST' && path === '/api/admin/tags' && status === 422 && seen.tag ? { status: 201, body: { data: seen.tag } } : null,
];

let brokenUrl = '';
let close = async () => {};

beforeAll(async () => {
  const proxy = express();
  proxy.use(express.raw({ type: () => true, limit: '20mb' }));
  proxy.use(async (req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length', 'accept-encoding'].includes(name)),
    ) as Record<string, string>;
    const hasBody = Buffer.isBuffer(req.body) && req.body.length > 0;
    let answer = await fetch(`${api.url}${req.originalUrl}`, { method: req.method, headers, body: hasBody ? req.body : undefined });
    // A tenant leak: a card of another company (a 404) looked up in every company of the caller, as if X-Tenant were ignored.
    if (req.method === 'GET' && /^\/api\/admin\/cards\/\d+$/.test(req.path) && answer.status === 404 && headers.authorization) {
      const companies = await fetch(`${api.url}/api/admin/sub-tenants`, { headers: { authorization: headers.authorization } });
      for (const { id } of ((await companies.json()) as { data: { id: string }[] }).data) {
        const found = await fetch(`${api.url}${req.originalUrl}`, { headers: { ...headers, 'x-tenant': id } });
        if (found.status === 200) answer = found;
      }
    }
    const text = await answer.text();
    const isJson = (answer.headers.get('content-type') ?? '').includes('json') && text !== '';
    const rewritten = isJson
      ? REWRITES.reduce<{ status: number; body: Json } | null>(
          (found, rewrite) => found ?? rewrite({ method: req.method, path: req.path }, answer.status, JSON.parse(text) as Json),
          null,
        )
      : null;
    if (rewritten) res.status(rewritten.status).json(rewritten.body);
    else
      res
        .status(answer.status)
        .type(answer.headers.get('content-type') ?? 'text/plain')
        .send(text);
  });
  const server = proxy.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  brokenUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

describe('npm run api:test against a broken backend', () => {
  it('reports each planted violation on its operation', async () => {
    const options = parseApiTestArgs([
      '--base-url',
      brokenUrl,
      '--user',
      SEEDED_ACCOUNTS.firmAdmin,
      '--password',
      SEEDED_PASSWORD,
      '--only',
      '^(GET /api/admin/(me|cards|cards/\\{id\\}|tags|branches)|POST /api/admin/tags)$',
      '--bad-inputs-per-operation',
      '3',
    ]);
    if (options === 'help') throw new Error('unexpected --help');
    const report = await runApiTest(options, () => {});
    const on = (operation: string, kind?: Violation['kind']) =>
      report.violations.filter((violation) => violation.operation === operation && (!kind || violation.kind === kind));
    const messages = (operation: string, kind?: Violation['kind']) => on(operation, kind).map((violation) => violation.message);

    expect(messages('GET /api/admin/cards', 'valid')).toContainEqual(
      expect.stringMatching(/^response breaks the contract at \/data\/0\/name must be string/),
    );
    expect(messages('GET /api/admin/me', 'valid')).toContainEqual(
      expect.stringMatching(/^response breaks the contract at \/data\/email must have required property 'email'/),
    );
    expect(messages('GET /api/admin/tags', 'valid')).toContainEqual(expect.stringMatching(/^status 203 is not documented/));
    expect(messages('GET /api/admin/cards/{id}', 'tenant-isolation')).toContainEqual(
      expect.stringMatching(/^another company's record \(another company's id under X-Tenant .+\): accepted with 200, expected 403 or 404/),
    );
    expect(messages('GET /api/admin/cards/{id}', 'tenant-isolation')).toContainEqual(
      expect.stringMatching(/^the answer carries another company's record/),
    );
    expect(messages('POST /api/admin/tags', 'bad-input')).toContainEqual(
      expect.stringMatching(/^a bad input \(.+\) was not refused with a 4xx error: answered 201/),
    );
    // The operation left alone stays clean, and each planted one is counted in the summary.
    expect(on('GET /api/admin/branches')).toEqual([]);
    const failed = report.operations.filter((result) => result.violations > 0).map((result) => result.operation);
    expect(failed.sort()).toEqual([
      'GET /api/admin/cards',
      'GET /api/admin/cards/{id}',
      'GET /api/admin/me',
      'GET /api/admin/tags',
      'POST /api/admin/tags',
    ]);
  }, 300_000);

  it('exits 1 from the command line with the violation in its JUnit report, 0 where nothing is wrong', async () => {
    const cli = (only: string, report: string) =>
      promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/api-test.ts',
          '--base-url',
          brokenUrl,
          '--user',
          SEEDED_ACCOUNTS.firmAdmin,
          '--password',
          SEEDED_PASSWORD,
          '--no-writes',
          '--only',
          only,
          '--report',
          report,
        ],
        { encoding: 'utf8' },
      ).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    const dir = mkdtempSync(join(tmpdir(), 'api-test-cli-'));
    const broken = await cli('^GET /api/admin/tags$', join(dir, 'broken.json'));
    expect(broken.code, broken.stdout).toBe(1);
    expect(broken.stdout).toMatch(
      /VIOLATION GET \/api\/admin\/tags \[valid: a valid request\] GET \/api\/admin\/tags → 203: status 203 is not documented/,
    );
    const junit = readFileSync(join(dir, 'broken.xml'), 'utf8');
    expect(junit).toMatch(
      /<testcase classname="api-test" name="GET \/api\/admin\/tags">\s*<failure message="2 violation\(s\)">[^<]*status 203 is not documented/,
    );
    expect(JSON.parse(readFileSync(join(dir, 'broken.json'), 'utf8')).violations).toHaveLength(2);

    const clean = await cli('^GET /api/admin/branches$', join(dir, 'clean'));
    expect(clean.code, clean.stdout).toBe(0);
    expect(clean.stdout).toMatch(/✓ GET \/api\/admin\/branches +\d+ req +200×1 401×2/);
  }, 300_000);
});
