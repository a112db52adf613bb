import { describe, expect, it } from 'vitest';
import { BENCH_CALLS } from '../../../scripts/bench-api/calls.ts';
import {
  benchCoverage,
  coverageProblems,
  matchOperation,
  NOT_BENCHMARKED,
  operationsToBenchmark,
  readsOneRecord,
} from '../../../scripts/bench-api/coverage.ts';
import { contractOperations, type Operation } from '../../../scripts/api-test/contract.ts';

const get = (path: string): Operation => ({
  method: 'GET',
  path,
  pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({ name: name!, schema: { type: 'string' } })),
  description: '',
  queryParams: [],
  contentTypes: [],
  needsToken: true,
  statuses: ['200'],
});

describe('bench:api covers every list and summary GET of the contract', () => {
  it('has a benchmarked call for each, names only GETs of openapi/, and no stale exemption', async () => {
    const operations = await contractOperations();
    expect(coverageProblems(benchCoverage(operations))).toEqual([]);
    // The rule leaves most of the contract's GETs to benchmark (lists, summaries, settings).
    expect(operationsToBenchmark(operations).length).toBeGreaterThan(60);
  });

  it('exempts one-record reads by their trailing id, and only those and the listed exemptions', async () => {
    const operations = await contractOperations();
    const oneRecord = operations.filter(readsOneRecord).map((operation) => operation.path);
    expect(oneRecord).toEqual(
      expect.arrayContaining([
        '/api/admin/cards/{id}',
        '/api/admin/limits/{entity}/{id}',
        '/api/admin/bills/{id}/attachments/{attachmentId}',
        '/api/admin/mailbox/{id}/attachments/{attachment_id}',
      ]),
    );
    expect(oneRecord).not.toContain('/api/admin/payroll/runs/{id}/lines');
    expect(oneRecord).not.toContain('/api/admin/report-rows/{kind}');
    expect(oneRecord).not.toContain('/api/admin/wallet/statements/{month}');
    for (const reason of Object.values(NOT_BENCHMARKED)) expect(reason.length).toBeGreaterThan(20);
  });

  it('fails when a new list or summary GET has no call, when a call names a GET the contract lacks, and on a stale exemption', () => {
    const operations = [
      get('/api/admin/cards'),
      get('/api/admin/cards/{id}'),
      get('/api/admin/widgets'),
      get('/api/admin/widgets/{id}/lines'),
      get('/api/admin/report-rows/{kind}'),
    ];
    const calls = [
      { operation: 'GET /api/admin/cards' },
      { operation: 'GET /api/admin/gadgets' },
      { operation: 'GET /api/admin/cards/{id}' },
    ] as const;
    const coverage = benchCoverage(operations, calls);
    expect(coverage.missing).toEqual(['GET /api/admin/widgets', 'GET /api/admin/widgets/{id}/lines', 'GET /api/admin/report-rows/{kind}']);
    expect(coverage.unknown).toEqual(['GET /api/admin/gadgets']);
    expect(coverage.needless).toEqual(['GET /api/admin/cards/{id}']);
    // The receipt exemption names an operation these five do not have.
    expect(coverage.staleExemptions).toEqual(['GET /api/admin/expenses/{id}/receipt']);
    expect(coverageProblems(coverage)).toHaveLength(6);
  });

  it('names each call’s operation as a contract GET template the call’s url could hit', async () => {
    const templates = (await contractOperations()).filter((operation) => operation.method === 'GET').map((operation) => operation.path);
    for (const call of BENCH_CALLS) {
      expect(call.operation).toMatch(/^GET \/api\//);
      expect(templates).toContain(call.operation.slice(4));
    }
    // The most literal template wins: the statistics are not read as the mailbox item `statistics`.
    expect(matchOperation(templates, '/api/admin/mailbox/statistics')).toBe('/api/admin/mailbox/statistics');
    expect(matchOperation(templates, '/api/admin/mailbox/7')).toBe('/api/admin/mailbox/{id}');
    expect(matchOperation(templates, '/api/admin/report-rows/vat?per_page=50')).toBe('/api/admin/report-rows/{kind}');
    expect(matchOperation(templates, '/api/admin/nothing-here')).toBeUndefined();
  });
});
