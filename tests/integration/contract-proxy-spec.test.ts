import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveContractSource } from '../../server/contract-proxy/contractSpec.ts';
import { startContractProxy, type RunningContractProxy } from '../../server/contract-proxy/proxyApp.ts';
import { ViolationLog } from '../../server/contract-proxy/violationLog.ts';
import { CONTROL_TOKEN_HEADER } from '../../server/mock-api/control/controlAccess.ts';
import { startUpstream } from './contract-proxy-cli.ts';

const HOOK_TIMEOUT_MS = 60_000;

/** A one-operation contract whose answer `{ pong }` is a boolean in the committed version, an integer in the working tree. */
const contract = (pongType: string) => `openapi: 3.1.0
info: { title: Ping, version: '1' }
paths:
  /api/admin/ping:
    get:
      operationId: ping
      security: []
      responses:
        '200':
          description: Pong.
          content:
            application/json:
              schema: { type: object, required: [pong], properties: { pong: { type: ${pongType} } } }
`;

let repo: string;
let upstream: Awaited<ReturnType<typeof startUpstream>>;
beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'contract-proxy-spec-'));
  mkdirSync(join(repo, 'openapi'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: repo });
  git('init', '--quiet');
  writeFileSync(join(repo, 'openapi/openapi.yaml'), contract('boolean'));
  git('add', 'openapi/openapi.yaml');
  git('commit', '--quiet', '-m', 'ping answers a boolean');
  writeFileSync(join(repo, 'openapi/openapi.yaml'), contract('integer'));
  upstream = await startUpstream((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"pong":true}'));
});
afterAll(async () => {
  await upstream?.close();
  rmSync(repo, { recursive: true, force: true });
});

async function pingThrough(specPath: string, label: string): Promise<RunningContractProxy> {
  const proxy = await startContractProxy({ upstream: upstream.url, specPath, contractLabel: label, controlToken: 'qa-token', log: null });
  expect((await fetch(`${proxy.url}/api/admin/ping`)).status).toBe(200);
  return proxy;
}

describe('--spec: checking against another version of the contract', () => {
  it(
    'reads openapi/ at a git revision (not the working tree) and checks the traffic against it',
    async () => {
      const source = resolveContractSource('HEAD', repo);
      expect(source.label).toMatch(/^openapi\/ at HEAD \([0-9a-f]{12}\)$/);
      expect(readFileSync(source.specPath, 'utf8')).toBe(contract('boolean'));
      const atRevision = await pingThrough(source.specPath, source.label);
      try {
        expect(atRevision.report()).toMatchObject({ contract: source.label, violationsSeen: 0 });
        expect(atRevision.coverage.table().rows).toEqual([
          expect.objectContaining({ method: 'GET', route: '/api/admin/ping', operationId: 'ping', state: 'passed', calls: 1 }),
        ]);
      } finally {
        await atRevision.close();
      }
      source.dispose();
      expect(existsSync(source.specPath)).toBe(false);

      // The working tree's version (a file given to --spec) says integer: the same answer breaks it.
      const file = resolveContractSource('openapi/openapi.yaml', repo);
      const atWorkingTree = await pingThrough(file.specPath, file.label);
      try {
        expect(atWorkingTree.violations.list()).toEqual([
          expect.objectContaining({ operationId: 'ping', pointer: '/pong', message: 'must be integer', received: 'true' }),
        ]);
      } finally {
        await atWorkingTree.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );

  it('refuses a revision that does not exist', () => {
    expect(() => resolveContractSource('no-such-revision', repo)).toThrow(/neither a file nor a git revision/);
  });
});

describe('/__contract/* needs the control token', () => {
  it(
    'answers 401 without it or with another, and serves the pages and the DELETE with it',
    async () => {
      const proxy = await startContractProxy({ upstream: upstream.url, controlToken: 'qa-token', log: null });
      try {
        for (const [method, path] of [
          ['GET', '/violations'],
          ['GET', '/violations.json'],
          ['DELETE', '/violations'],
          ['GET', '/coverage'],
          ['GET', '/coverage.json'],
        ]) {
          expect((await fetch(`${proxy.url}/__contract${path}`, { method })).status, `${method} ${path}`).toBe(401);
          const wrong = await fetch(`${proxy.url}/__contract${path}`, { method, headers: { [CONTROL_TOKEN_HEADER]: 'guess' } });
          expect(wrong.status, `${method} ${path}`).toBe(401);
          expect(((await wrong.json()) as { message: string }).message).toContain(CONTROL_TOKEN_HEADER);
          const allowed = await fetch(`${proxy.url}/__contract${path}`, { method, headers: { [CONTROL_TOKEN_HEADER]: 'qa-token' } });
          expect(allowed.status, `${method} ${path}`).toBe(method === 'DELETE' ? 204 : 200);
        }
        const coverage = await fetch(`${proxy.url}/__contract/coverage.json`, { headers: { [CONTROL_TOKEN_HEADER]: 'qa-token' } });
        const table = (await coverage.json()) as { operations: number; neverCalled: number };
        expect(table.operations).toBeGreaterThan(100);
        expect(table.neverCalled).toBe(table.operations);
      } finally {
        await proxy.close();
      }
    },
    HOOK_TIMEOUT_MS,
  );
});

describe('grouping of violations', () => {
  const input = (pointer: string, url = '/api/admin/cards?page=1') => ({
    side: 'response' as const,
    method: 'GET',
    url,
    route: '/api/admin/cards',
    operationId: 'listCards',
    status: 200,
    pointer,
    message: 'must be integer',
    received: '"card-1"',
  });

  it('counts the same break once with first and last seen, whatever the item index or the query', () => {
    const log = new ViolationLog(10);
    log.add(input('/data/0/id'), new Date('2026-01-01T10:00:00Z'));
    log.add(input('/data/7/id', '/api/admin/cards?page=2'), new Date('2026-01-01T10:05:00Z'));
    log.add(input('/meta/total'), new Date('2026-01-01T10:06:00Z'));
    expect(log.total).toBe(3);
    expect(log.list()).toEqual([
      expect.objectContaining({ pointer: '/meta/total', count: 1 }),
      expect.objectContaining({
        pointer: '/data/0/id',
        url: '/api/admin/cards?page=1',
        count: 2,
        firstSeen: '2026-01-01T10:00:00.000Z',
        lastSeen: '2026-01-01T10:05:00.000Z',
      }),
    ]);
  });

  it('keeps the most recently seen when there are more distinct breaks than it keeps', () => {
    const log = new ViolationLog(2);
    log.add(input('/a'));
    log.add(input('/b'));
    log.add(input('/a'));
    log.add(input('/c'));
    expect(log.list().map((violation) => [violation.pointer, violation.count])).toEqual([
      ['/c', 1],
      ['/a', 2],
    ]);
    expect(log.total).toBe(4);
  });
});
