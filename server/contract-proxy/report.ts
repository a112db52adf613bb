import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CoverageTable } from './operationCoverage.ts';
import type { ContractViolation } from './violationLog.ts';

/** What a proxy run saw: written by `--report` when the proxy ends, served in parts under /__contract. */
export interface ContractReport {
  upstream: string;
  contract: string;
  startedAt: string;
  endedAt: string;
  /** Every violation seen, repeats included. */
  violationsSeen: number;
  /** The distinct violations kept, most recently seen first. */
  violations: ContractViolation[];
  coverage: CoverageTable;
}

/**
 * `--report <file>` writes both forms beside each other: `<base>.json` (ContractReport) and `<base>.xml`
 * (JUnit), where `<base>` is the file without a `.json` or `.xml` extension (`--report reports/contract`,
 * `--report reports/contract.json` and `--report reports/contract.xml` all write the same two files).
 */
export function reportFiles(target: string): { json: string; xml: string } {
  const base = target.replace(/\.(json|xml)$/i, '');
  return { json: `${base}.json`, xml: `${base}.xml` };
}

export function writeReport(target: string, report: ContractReport): { json: string; xml: string } {
  const files = reportFiles(target);
  mkdirSync(dirname(files.json), { recursive: true });
  writeFileSync(files.json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(files.xml, junitXml(report));
  return files;
}

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** An attribute value. */
function xml(text: string): string {
  return text.replace(NOT_XML, '\ufffd').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** Element text: quotes stay as they are, so the failure reads as written. */
function xmlText(text: string): string {
  return text.replace(NOT_XML, '\ufffd').replace(/[&<>]/g, (char) => XML_ESCAPES[char]);
}

/** One violation as a failure line: where, what arrived, how often, and the body it was in. */
function describe(violation: ContractViolation): string {
  const lines = [
    `${violation.side} ${violation.method} ${violation.url} → ${violation.status}  ${violation.pointer || '(whole exchange)'}: ${violation.message}`,
    `  received: ${violation.received ?? '(nothing)'}`,
    `  seen ${violation.count}× (first ${violation.firstSeen}, last ${violation.lastSeen})`,
  ];
  if (violation.excerpt !== undefined) lines.push(`  body: ${violation.excerpt}`);
  return lines.join('\n');
}

interface TestCase {
  classname: string;
  name: string;
  violations: ContractViolation[];
  /** Exchanges with a violation, also those whose details are no longer kept. */
  violatedExchanges: number;
  skipped: boolean;
}

function testCaseXml({ classname, name, violations, violatedExchanges, skipped }: TestCase): string {
  const open = `    <testcase classname="${xml(classname)}" name="${xml(name)}">`;
  if (skipped) return `${open}<skipped message="never called"/></testcase>`;
  if (violations.length === 0 && violatedExchanges === 0) return `${open}</testcase>`;
  const first = violations[0];
  const message = first
    ? `${violations.length} distinct violation(s); first: ${first.pointer || '(whole exchange)'} ${first.message} (received ${first.received ?? 'nothing'})`
    : `${violatedExchanges} exchange(s) violated the contract (details cleared)`;
  const body = violations.map(describe).join('\n\n');
  return `${open}\n      <failure type="contract violation" message="${xml(message)}">${xmlText(body)}</failure>\n    </testcase>`;
}

/** JUnit XML: one test case per operation of the contract (never called: skipped) and one per path the contract lacks. */
export function junitXml(report: ContractReport): string {
  const byOperation = new Map<string, ContractViolation[]>();
  const outside = new Map<string, ContractViolation[]>();
  for (const violation of [...report.violations].reverse()) {
    const target = violation.route === null ? outside : byOperation;
    const key = violation.route === null ? `${violation.method} ${violation.url.split('?')[0]}` : `${violation.method} ${violation.route}`;
    target.set(key, [...(target.get(key) ?? []), violation]);
  }
  const cases: TestCase[] = report.coverage.rows.map((row) => {
    const key = `${row.method} ${row.route}`;
    const violations = byOperation.get(key) ?? [];
    byOperation.delete(key);
    return {
      classname: key,
      name: row.operationId ?? key,
      violations,
      violatedExchanges: row.violated,
      skipped: row.calls === 0 && violations.length === 0,
    };
  });
  // A route the coverage does not list (another spec's operation) still fails where the traffic saw it.
  for (const [key, violations] of [...byOperation, ...outside])
    cases.push({ classname: 'not in the contract', name: key, violations, violatedExchanges: violations.length, skipped: false });
  const failures = cases.filter((testCase) => testCase.violations.length > 0 || testCase.violatedExchanges > 0).length;
  const skipped = cases.filter((testCase) => testCase.skipped).length;
  const counts = `tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="contract proxy" ${counts}>
  <testsuite name="${xml(`${report.contract} via ${report.upstream}`)}" ${counts} timestamp="${xml(report.startedAt)}">
${cases.map(testCaseXml).join('\n')}
  </testsuite>
</testsuites>
`;
}
