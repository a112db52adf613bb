import type { ContractOperation } from './contractSpec.ts';

export type CoverageState = 'never called' | 'passed' | 'violated';

/** One operation of the contract and what the proxy saw of it. */
export interface OperationCoverageRow extends ContractOperation {
  state: CoverageState;
  /** Exchanges that reached the operation. */
  calls: number;
  /** Exchanges without a violation. */
  passed: number;
  /** Exchanges with at least one violation (request or response). */
  violated: number;
}

export interface CoverageTable {
  operations: number;
  called: number;
  passed: number;
  violated: number;
  neverCalled: number;
  rows: OperationCoverageRow[];
}

const keyOf = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

/** Which operations of the contract the proxied traffic exercised, and how each fared. */
export class OperationCoverage {
  private readonly rows = new Map<string, OperationCoverageRow>();

  constructor(operations: ContractOperation[]) {
    for (const operation of operations)
      this.rows.set(keyOf(operation.method, operation.route), { ...operation, state: 'never called', calls: 0, passed: 0, violated: 0 });
  }

  /** The operationId of method and route, when the contract has that operation. */
  operationIdOf(method: string, route: string | null): string | null {
    return route === null ? null : (this.rows.get(keyOf(method, route))?.operationId ?? null);
  }

  /**
   * Whether the operation lists `status` itself (or its range, `2XX`). A success the contract only covers
   * with `default` (written for unexpected errors) is an answer the client was never told about.
   */
  documentsSuccess(method: string, route: string | null, status: number): boolean {
    const row = route === null ? undefined : this.rows.get(keyOf(method, route));
    if (!row || status < 200 || status >= 300) return true;
    return row.statuses.includes(String(status)) || row.statuses.includes('2XX');
  }

  /** One finished exchange; one that matched no operation is not counted here (its violation says so). */
  record(method: string, route: string | null, violated: boolean): void {
    const row = route === null ? undefined : this.rows.get(keyOf(method, route));
    if (!row) return;
    row.calls += 1;
    if (violated) row.violated += 1;
    else row.passed += 1;
    row.state = row.violated > 0 ? 'violated' : 'passed';
  }

  table(): CoverageTable {
    const rows = [...this.rows.values()].map((row) => ({ ...row }));
    const count = (state: CoverageState) => rows.filter((row) => row.state === state).length;
    return {
      operations: rows.length,
      called: rows.length - count('never called'),
      passed: count('passed'),
      violated: count('violated'),
      neverCalled: count('never called'),
      rows,
    };
  }
}
