/** The run's report: a summary per operation on the console, JSON, and JUnit XML for CI. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { operationName, type Operation } from './contract.ts';
import { NOT_EXERCISED } from './sessionOperations.ts';
import type { OperationResult, Tester, Violation } from './tester.ts';
import { CASE_KINDS, type CaseKind } from './verdict.ts';

export interface ApiTestReport {
  baseUrl: string;
  startedAt: string;
  seconds: number;
  requests: number;
  /** Cases not sent: a bound (--max-requests, --budget-s) was reached. */
  notRun: number;
  requestsByKind: Record<CaseKind, number>;
  operations: OperationResult[];
  /** Operations of the run without a checked valid request, each with the reason. */
  notExercised: { operation: string; reason: string }[];
  violations: Violation[];
  /** Requests the generator built against the contract (a gap in the generator, not the backend's fault). */
  warnings: Violation[];
}

export function buildReport({
  baseUrl,
  started,
  tester,
  operations,
  why,
}: {
  baseUrl: string;
  started: number;
  tester: Tester;
  operations: Operation[];
  why: Map<string, string>;
}): ApiTestReport {
  const names = operations.map(operationName);
  const results = names.map((name) => tester.results.get(name)!);
  const requestsByKind = Object.fromEntries(CASE_KINDS.map((kind) => [kind, 0])) as Record<CaseKind, number>;
  for (const result of tester.results.values())
    for (const [kind, count] of Object.entries(result.kinds)) requestsByKind[kind as CaseKind] += count;
  return {
    baseUrl,
    startedAt: new Date(started).toISOString(),
    seconds: Math.round((Date.now() - started) / 100) / 10,
    requests: tester.requests,
    notRun: tester.notRun,
    requestsByKind,
    operations: results,
    notExercised: results
      .filter((result) => !result.exercised)
      .map(({ operation }) => ({
        operation,
        reason: why.get(operation) ?? NOT_EXERCISED[operation] ?? (tester.notRun > 0 ? 'not reached within the bounds' : 'not sent'),
      })),
    violations: tester.violations,
    warnings: tester.warnings,
  };
}

/** One line per operation, then the violations, the unexercised operations and the totals. */
export function summaryLines(report: ApiTestReport): string[] {
  const width = Math.max(...report.operations.map((result) => result.operation.length), 10);
  const lines = report.operations.map((result) => {
    const statuses = Object.entries(result.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const mark = result.violations > 0 ? '✗' : result.succeeded ? '✓' : result.exercised ? '·' : '-';
    return `${mark} ${result.operation.padEnd(width)} ${String(result.requests).padStart(4)} req  ${statuses}${result.violations ? `  ${result.violations} violation(s)` : ''}`;
  });
  lines.push('', '✓ a valid request succeeded · answered and checked, not 2xx - not exercised ✗ violations');
  for (const violation of report.violations.slice(0, 200))
    lines.push(
      `VIOLATION ${violation.operation} [${violation.kind}: ${violation.label}] ${violation.request} → ${violation.status}: ${violation.message}`,
    );
  if (report.violations.length > 200) lines.push(`… and ${report.violations.length - 200} more violations (see the JSON report)`);
  for (const warning of report.warnings.slice(0, 50)) lines.push(`WARNING ${warning.operation} [${warning.label}] ${warning.message}`);
  for (const { operation, reason } of report.notExercised) lines.push(`NOT EXERCISED ${operation}: ${reason}`);
  const exercised = report.operations.filter((result) => result.exercised).length;
  const succeeded = report.operations.filter((result) => result.succeeded).length;
  const kinds = Object.entries(report.requestsByKind)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  lines.push(
    `api:test: ${report.requests} requests in ${report.seconds} s (${kinds}); ` +
      `${exercised}/${report.operations.length} operations exercised, ${succeeded} with a 2xx; ` +
      `${report.violations.length} violations, ${report.warnings.length} warnings, ${report.notRun} cases not run (bounds)`,
  );
  return lines;
}

/** Writes `<base>.json` and `<base>.xml` (JUnit), `<base>` being `file` without .json/.xml (as the contract proxy's --report); returns both paths. */
export function writeReports(report: ApiTestReport, file: string): { json: string; junit: string } {
  const base = file.replace(/\.(json|xml)$/i, '');
  const paths = { json: `${base}.json`, junit: `${base}.xml` };
  mkdirSync(dirname(base), { recursive: true });
  writeFileSync(paths.json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(paths.junit, junitXml(report));
  return paths;
}

const xml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/** One test case per operation: failed with its violations, skipped when it was not exercised. */
export function junitXml(report: ApiTestReport): string {
  const byOperation = new Map<string, Violation[]>();
  for (const violation of report.violations)
    byOperation.set(violation.operation, [...(byOperation.get(violation.operation) ?? []), violation]);
  const notExercised = new Map(report.notExercised.map(({ operation, reason }) => [operation, reason]));
  const cases = report.operations.map((result) => {
    const violations = byOperation.get(result.operation) ?? [];
    const open = `    <testcase classname="api-test" name="${xml(result.operation)}">`;
    if (violations.length) {
      const text = violations.map((v) => `[${v.kind}: ${v.label}] ${v.request} → ${v.status}: ${v.message}`).join('\n');
      return `${open}\n      <failure message="${violations.length} violation(s)">${xml(text)}</failure>\n    </testcase>`;
    }
    if (notExercised.has(result.operation))
      return `${open}\n      <skipped message="${xml(notExercised.get(result.operation)!)}"/>\n    </testcase>`;
    return `${open}</testcase>`;
  });
  const failures = report.operations.filter((result) => result.violations > 0).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="api:test ${xml(report.baseUrl)}" tests="${cases.length}" failures="${failures}" time="${report.seconds}">`,
    `  <testsuite name="contract" tests="${cases.length}" failures="${failures}" skipped="${report.notExercised.length}" time="${report.seconds}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
