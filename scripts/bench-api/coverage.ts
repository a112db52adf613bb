/**
 * Which GET operations of the contract `npm run bench:api` must measure, and whether it does.
 *
 * The rule: every GET is a list or a summary and is benchmarked, except
 * - a read of ONE record: the path ends in a record id, a path parameter named `id`, `…Id` or `…_id`
 *   (`/api/admin/cards/{id}`, `/api/admin/limits/{entity}/{id}`, `/api/admin/bills/{id}/attachments/{attachmentId}`);
 * - the few operations of NOT_BENCHMARKED, each with its reason.
 * So a GET whose path ends in a word or a non-id parameter (`/payroll/runs/{id}/lines`,
 * `/report-rows/{kind}`, `/wallet/statements/{month}`) and every GET without a path parameter
 * (lists, summaries, a company's settings) needs a call in BENCH_CALLS.
 */
import { contractOperations, type Operation } from '../api-test/contract.ts';
import { BENCH_CALLS, type BenchCall, type OperationName } from './calls.ts';

/** The names of a record id in a path: `{id}`, `{fileId}`, `{attachment_id}`. */
const RECORD_ID_NAME = /^(id|\w+Id|\w+_id)$/;

/** GETs that are neither a list nor a summary and do not end in a record id, with the reason they are not benchmarked. */
export const NOT_BENCHMARKED: Readonly<Record<OperationName, string>> = {
  'GET /api/admin/expenses/{id}/receipt': 'A file download (one expense’s receipt, its bytes), not a list or a summary.',
};

export const operationName = (operation: Pick<Operation, 'method' | 'path'>): OperationName =>
  `${operation.method} ${operation.path}` as OperationName;

/** A GET that reads one record: its path ends in a record id parameter. */
export function readsOneRecord(operation: Pick<Operation, 'method' | 'path'>): boolean {
  const last = /\{([^}]+)\}$/.exec(operation.path)?.[1];
  return operation.method === 'GET' && last !== undefined && RECORD_ID_NAME.test(last);
}

/** The GET operations that must be benchmarked: every list and summary of the contract. */
export function operationsToBenchmark(operations: readonly Operation[]): OperationName[] {
  return operations
    .filter((operation) => operation.method === 'GET' && !readsOneRecord(operation))
    .map(operationName)
    .filter((name) => !(name in NOT_BENCHMARKED));
}

export interface BenchCoverage {
  /** List and summary GETs of the contract without a benchmarked call. */
  missing: OperationName[];
  /** Operations named by a call that are not a GET of the contract (a typo, a removed route). */
  unknown: OperationName[];
  /** Calls of an operation that reads one record or is exempted (the table and the rule disagree). */
  needless: OperationName[];
  /** Exemptions of an operation the contract no longer has, or that the rule already covers. */
  staleExemptions: OperationName[];
}

export function benchCoverage(
  operations: readonly Operation[],
  calls: readonly Pick<BenchCall, 'operation'>[] = BENCH_CALLS,
): BenchCoverage {
  const gets = new Map(
    operations.filter((operation) => operation.method === 'GET').map((operation) => [operationName(operation), operation]),
  );
  const wanted = new Set(operationsToBenchmark(operations));
  const benchmarked = new Set(calls.map((call) => call.operation));
  return {
    missing: [...wanted].filter((name) => !benchmarked.has(name)),
    unknown: [...benchmarked].filter((name) => !gets.has(name)),
    needless: [...benchmarked].filter((name) => gets.has(name) && !wanted.has(name)),
    staleExemptions: (Object.keys(NOT_BENCHMARKED) as OperationName[]).filter((name) => {
      const operation = gets.get(name);
      return operation === undefined || readsOneRecord(operation);
    }),
  };
}

/** The coverage problems as lines to print (none: every list and summary GET is benchmarked). */
export function coverageProblems(coverage: BenchCoverage): string[] {
  return [
    ...coverage.missing.map((name) => `${name}: a list or summary of the contract without a call in scripts/bench-api/calls.ts`),
    ...coverage.unknown.map((name) => `${name}: named by a benchmarked call but not a GET of openapi/`),
    ...coverage.needless.map((name) => `${name}: reads one record or is exempted, yet benchmarked (fix the rule or the table)`),
    ...coverage.staleExemptions.map((name) => `${name}: exempted in NOT_BENCHMARKED but gone from openapi/ or a one-record read`),
  ];
}

/** Loads the contract and checks the call table against it. */
export async function checkBenchCoverage(): Promise<string[]> {
  return coverageProblems(benchCoverage(await contractOperations()));
}

/**
 * The contract operation a request path hits: the template that matches it with the most literal
 * segments (`/mailbox/statistics` before `/mailbox/{id}`). The runner checks each call hits the one it names.
 */
export function matchOperation(templates: readonly string[], path: string): string | undefined {
  const segments = path.split('?')[0]!.split('/');
  let best: { template: string; literals: number } | undefined;
  for (const template of templates) {
    const parts = template.split('/');
    if (parts.length !== segments.length) continue;
    let literals = 0;
    const fits = parts.every((part, index) => {
      if (/^\{[^}]+\}$/.test(part)) return segments[index] !== '';
      literals += 1;
      return part === segments[index];
    });
    if (fits && (!best || literals > best.literals)) best = { template, literals };
  }
  return best?.template;
}
