/**
 * `npm run api:test` against the mock API: every operation of the contract exercised (save the
 * reviewed NOT_EXERCISED list, which this test keeps honest), no violation, no generated request
 * that breaks the contract, and its JSON and JUnit reports written.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations, operationName } from '../../scripts/api-test/contract.ts';
import { parseApiTestArgs, type ApiTestOptions } from '../../scripts/api-test/options.ts';
import { summaryLines, writeReports } from '../../scripts/api-test/report.ts';
import { runApiTest } from '../../scripts/api-test/runApiTest.ts';
import { NOT_EXERCISED, SESSION_OPERATIONS } from '../../scripts/api-test/sessionOperations.ts';
import { SEEDED_ACCOUNTS } from '../../server/mock-api/index.ts';
import { SEEDED_PASSWORD } from '../../server/mock-api/store/seed/index.ts';
import { useTestServer } from './mockServer.ts';

const api = useTestServer({ resetEachTest: false });

function options(...extra: string[]): ApiTestOptions {
  const parsed = parseApiTestArgs([
    '--base-url',
    api.url,
    '--user',
    SEEDED_ACCOUNTS.firmAdmin,
    '--password',
    SEEDED_PASSWORD,
    '--limited-user',
    SEEDED_ACCOUNTS.member,
    ...extra,
  ]);
  if (parsed === 'help') throw new Error('unexpected --help');
  return parsed;
}

describe('npm run api:test against the mock API', () => {
  it('names only operations of the contract in its reviewed lists', async () => {
    const names = new Set((await contractOperations()).map(operationName));
    expect(Object.keys(NOT_EXERCISED).filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(SESSION_OPERATIONS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('exercises every operation of the contract with 0 violations and writes its reports', async () => {
    // The mock validates its own answers (a broken one is its 500, a violation here): checking them twice only
    // doubles the validator's per-route start-up. The checks of answers are tested in api-test-broken-upstream.
    // The test server is the app's web server too (--app-server): its token relay is tested with the rest.
    const report = await runApiTest(options('--no-response-check', '--bad-inputs-per-operation', '4', '--app-server'), () => {});
    const lines = summaryLines(report);
    console.info(lines.filter((line) => !/^[✓·✗-] /.test(line)).join('\n'));

    expect(report.violations.map((v) => `${v.operation} [${v.kind}: ${v.label}] → ${v.status}: ${v.message}`)).toEqual([]);
    expect(report.warnings.map((w) => `${w.operation}: ${w.message}`)).toEqual([]);
    expect(report.notRun).toBe(0);
    // Every operation of the contract exercised, the app server's token relay included.
    expect(report.notExercised).toEqual([]);
    const relay = report.operations.filter((result) => result.operation in NOT_EXERCISED);
    expect(relay.map((result) => [result.operation, result.succeeded])).toEqual(Object.keys(NOT_EXERCISED).map((name) => [name, true]));
    // Each kind of case was sent, and most valid requests succeeded (the rest are documented refusals).
    for (const count of Object.values(report.requestsByKind)) expect(count).toBeGreaterThan(0);
    const succeeded = report.operations.filter((result) => result.succeeded).length;
    expect(succeeded).toBeGreaterThan(report.operations.length * 0.7);

    const reports = writeReports(report, join(mkdtempSync(join(tmpdir(), 'api-test-')), 'report.json'));
    const json = JSON.parse(readFileSync(reports.json, 'utf8')) as typeof report;
    expect(json.operations).toHaveLength(report.operations.length);
    const junit = readFileSync(reports.junit, 'utf8');
    expect(junit).toContain(`tests="${report.operations.length}" failures="0"`);
    expect(junit).not.toContain('<skipped ');
  }, 600_000);

  it('stops at --max-requests and names what it did not reach', async () => {
    const report = await runApiTest(options('--only', '^GET /api/admin/(tags|branches|projects)$', '--max-requests', '6'), () => {});
    // Five go to signing in and reading the companies and the limited user's roles; one read is left.
    expect(report.requests).toBe(6);
    expect(report.notRun).toBeGreaterThan(0);
    expect(report.notExercised.length).toBeGreaterThan(0);
    for (const { reason } of report.notExercised) expect(reason).toBe('not reached within the bounds');
    expect(summaryLines(report).at(-1)).toMatch(/^api:test: 6 requests .* cases not run \(bounds\)$/);
  }, 120_000);
});
