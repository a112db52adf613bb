// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { OperationCoverage } from '../../../server/contract-proxy/operationCoverage.ts';
import { junitXml, reportFiles, type ContractReport } from '../../../server/contract-proxy/report.ts';
import { ViolationLog } from '../../../server/contract-proxy/violationLog.ts';

function report(): ContractReport {
  const coverage = new OperationCoverage([
    { method: 'GET', route: '/api/admin/cards', operationId: 'listCards', statuses: ['200', 'default'] },
    { method: 'GET', route: '/api/admin/cards/{id}', operationId: 'getCard', statuses: ['200', 'default'] },
    { method: 'GET', route: '/api/admin/me', operationId: 'getMe', statuses: ['200', 'default'] },
  ]);
  const violations = new ViolationLog(10);
  const hostile = '</failure><x a="1">&\u0001';
  violations.add({
    side: 'response',
    method: 'GET',
    url: '/api/admin/cards?q=<b>',
    route: '/api/admin/cards',
    operationId: 'listCards',
    status: 200,
    pointer: '/data/0/name',
    // Any string is safe in the report, a control character (not allowed in XML 1.0) included.
    message: 'must be string\u0001',
    received: JSON.stringify(hostile),
    excerpt: `{"data":[{"name":${JSON.stringify(hostile)}}]}`,
  });
  violations.add({
    side: 'request',
    method: 'GET',
    url: '/api/admin/nowhere',
    route: null,
    operationId: null,
    status: 404,
    pointer: '',
    message: 'not found',
  });
  coverage.record('GET', '/api/admin/cards', true);
  coverage.record('GET', '/api/admin/me', false);
  const now = '2026-01-01T00:00:00.000Z';
  return {
    upstream: 'http://127.0.0.1:1/',
    contract: 'openapi/',
    startedAt: now,
    endedAt: now,
    violationsSeen: 2,
    violations: violations.list(),
    coverage: coverage.table(),
  };
}

describe('the JUnit report of the contract proxy', () => {
  it('is well-formed XML with a case per operation: failed with its violations, passed, or skipped when never called', () => {
    const document = new DOMParser().parseFromString(junitXml(report()), 'text/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const suites = document.documentElement;
    expect([suites.getAttribute('tests'), suites.getAttribute('failures'), suites.getAttribute('skipped')]).toEqual(['4', '2', '1']);
    const cases = [...document.getElementsByTagName('testcase')].map((testCase) => ({
      classname: testCase.getAttribute('classname'),
      name: testCase.getAttribute('name'),
      outcome: testCase.firstElementChild?.tagName ?? 'passed',
    }));
    expect(cases).toEqual([
      { classname: 'GET /api/admin/cards', name: 'listCards', outcome: 'failure' },
      { classname: 'GET /api/admin/cards/{id}', name: 'getCard', outcome: 'skipped' },
      { classname: 'GET /api/admin/me', name: 'getMe', outcome: 'passed' },
      { classname: 'not in the contract', name: 'GET /api/admin/nowhere', outcome: 'failure' },
    ]);
    // Upstream text stays text (the control character replaced), never markup.
    const failure = document.getElementsByTagName('failure')[0];
    expect(failure.children).toHaveLength(0);
    expect(failure.textContent).toContain('/data/0/name: must be string\ufffd');
    expect(failure.textContent).toContain('received: "</failure><x a=\\"1\\">&\\u0001"');
    expect(failure.getAttribute('message')).toContain('first: /data/0/name must be string\ufffd (received "</failure>');
  });

  it('writes both files from one name, with or without its extension', () => {
    const both = { json: 'reports/contract.json', xml: 'reports/contract.xml' };
    expect(reportFiles('reports/contract')).toEqual(both);
    expect(reportFiles('reports/contract.json')).toEqual(both);
    expect(reportFiles('reports/contract.XML')).toEqual(both);
  });
});
