import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractReport } from '../../server/contract-proxy/report.ts';
import { createMockApi } from '../../server/mock-api/createMockApi.ts';
import { SEEDED_ACCOUNTS, SEEDED_COMPANIES } from '../../server/mock-api/index.ts';
import { apiSignIn } from '../support/apiSignIn.ts';
import { startProxyCli, startUpstream } from './contract-proxy-cli.ts';

// The proxy boots in a child process (tsx, the contract's validators): seconds on a busy 2-core machine.
const RUN_TIMEOUT_MS = 120_000;
const [acme] = SEEDED_COMPANIES;
let reports: string;
beforeAll(async () => {
  reports = await mkdtemp(join(tmpdir(), 'contract-proxy-report-'));
});
afterAll(() => rm(reports, { recursive: true, force: true }));

const readReport = (base: string) => ({
  json: JSON.parse(readFileSync(`${base}.json`, 'utf8')) as ContractReport,
  xml: readFileSync(`${base}.xml`, 'utf8'),
});

/** The JUnit test case of one operation, from its opening tag to its end. */
function testCase(xml: string, classname: string): string {
  const start = xml.indexOf(`<testcase classname="${classname}"`);
  expect(start, `no test case for ${classname}`).toBeGreaterThanOrEqual(0);
  return xml.slice(start, xml.indexOf('</testcase>', start));
}

describe('npm run api:proxy in CI (--report, --fail-on-violation)', () => {
  it(
    'fails a backend that breaks the contract in planted ways, and names operation, pointer and received value in JUnit',
    async () => {
      const upstream = await startUpstream((req, res) => {
        const path = req.url?.split('?')[0];
        const json = (status: number, body: unknown) =>
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        if (path === '/api/admin/cards') return json(200, { data: [{ id: 'card-1' }] }); // wrong type, missing required properties
        if (path === '/api/admin/me') return json(202, { message: 'Queued.' }); // a status the contract does not document
        if (path === '/api/admin/departments') return req.socket.destroy(); // connection reset
        if (path === '/api/admin/dashboard') return; // never answers
        json(404, { message: 'Not found.' });
      });
      const base = join(reports, 'planted');
      const proxy = await startProxyCli([
        '--upstream',
        upstream.url,
        '--report',
        `${base}.xml`,
        '--fail-on-violation',
        '--upstream-timeout-ms',
        '500',
      ]);
      let ended: { code: number | null; output: string };
      try {
        const headers = { 'X-Tenant': acme.id };
        for (let call = 0; call < 3; call += 1) expect((await fetch(`${proxy.url}/api/admin/cards`, { headers })).status).toBe(200);
        expect((await fetch(`${proxy.url}/api/admin/me`, { headers })).status).toBe(202);
        expect((await fetch(`${proxy.url}/api/admin/departments`, { headers })).status).toBe(502);
        expect((await fetch(`${proxy.url}/api/admin/dashboard`, { headers })).status).toBe(504);
      } finally {
        ended = await proxy.stop();
        await upstream.close();
      }
      const { code, output } = ended;
      expect(code, output).toBe(1);
      const { json, xml } = readReport(base);

      const cards = testCase(xml, 'GET /api/admin/cards');
      expect(cards).toContain('name="listCards"');
      expect(cards).toContain('<failure');
      expect(cards).toContain('/data/0/id: must be integer');
      expect(cards).toContain('received: "card-1"');
      expect(cards).toContain("/data/0/number: must have required property 'number'");
      expect(cards).toContain('body: {"data":[{"id":"card-1"}]}');
      expect(testCase(xml, 'GET /api/admin/me')).toContain('The contract documents no 202 answer for getMe');
      expect(testCase(xml, 'GET /api/admin/departments')).toMatch(/listDepartments[\s\S]*The upstream did not answer: ECONNRESET/);
      expect(testCase(xml, 'GET /api/admin/dashboard')).toMatch(
        /getDashboardSummary[\s\S]*The upstream did not answer: no answer within 500 ms/,
      );
      expect(testCase(xml, 'GET /api/admin/expenses')).toContain('<skipped message="never called"/>');

      // Three identical answers: one violation per pointer, seen three times.
      const wrongId = json.violations.find((violation) => violation.pointer === '/data/0/id');
      expect(wrongId).toMatchObject({ operationId: 'listCards', count: 3, status: 200, received: '"card-1"' });
      expect(json.violations.filter((violation) => violation.pointer === '/data/0/id')).toHaveLength(1);
      expect(json.violations).toContainEqual(expect.objectContaining({ operationId: 'getDashboardSummary', status: 504, pointer: '' }));
      const row = (operationId: string) => json.coverage.rows.find((candidate) => candidate.operationId === operationId);
      expect(row('listCards')).toMatchObject({ state: 'violated', calls: 3, passed: 0, violated: 3 });
      expect(row('getDashboardSummary')).toMatchObject({ state: 'violated', calls: 1, violated: 1 });
      expect(json.coverage).toMatchObject({ called: 4, violated: 4, passed: 0, neverCalled: json.coverage.operations - 4 });
      expect(output).toContain('Report: ');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'passes the mock API (createMockApi) as the backend: exit 0, no violation, the coverage table filled',
    async () => {
      const app = express().use(createMockApi().app);
      const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      const upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const base = join(reports, 'mock');
      const proxy = await startProxyCli(['--upstream', upstream, '--report', base, '--fail-on-violation']);
      let ended: { code: number | null; output: string };
      try {
        const { access_token } = await apiSignIn(proxy.url, SEEDED_ACCOUNTS.firmAdmin);
        const headers = { Authorization: `Bearer ${access_token}`, 'X-Tenant': acme.id };
        for (const path of [
          '/api/admin/me',
          '/api/admin/cards?per_page=5',
          '/api/admin/dashboard',
          '/api/admin/departments',
          '/api/admin/me',
        ])
          expect((await fetch(`${proxy.url}${path}`, { headers })).status).toBe(200);
      } finally {
        ended = await proxy.stop();
        server.closeAllConnections();
        server.close();
      }
      const { code, output } = ended;
      expect(code, output).toBe(0);
      const { json, xml } = readReport(base);
      expect(json.violationsSeen).toBe(0);
      expect(json.violations).toEqual([]);
      expect(json.coverage).toMatchObject({ called: 5, passed: 5, violated: 0, neverCalled: json.coverage.operations - 5 });
      expect(json.coverage.operations).toBeGreaterThan(100);
      expect(json.coverage.rows.find((row) => row.operationId === 'getMe')).toMatchObject({ state: 'passed', calls: 2, passed: 2 });
      expect(json.coverage.rows.find((row) => row.operationId === 'issueToken')).toMatchObject({
        method: 'POST',
        route: '/oauth/token',
        calls: 1,
      });
      expect(xml).toMatch(/<testsuites name="contract proxy" tests="\d+" failures="0" errors="0" skipped="\d+">/);
      expect(output).toMatch(/5 of \d+ operations called \(5 passed, 0 violated\)/);
    },
    RUN_TIMEOUT_MS,
  );
});
