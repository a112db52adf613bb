/**
 * Sends cases through the checking hop within the run's bounds (requests, seconds) and keeps what
 * came back: per operation its requests, statuses and successes, and every violation.
 */
import type { CheckedAnswer, CheckingHop } from './checkedExchange.ts';
import { operationName, type Operation } from './contract.ts';
import { isSuccess, judge, type Case, type CaseKind } from './verdict.ts';

export interface Violation {
  operation: string;
  kind: CaseKind;
  label: string;
  request: string;
  status: number;
  message: string;
}

export interface OperationResult {
  operation: string;
  requests: number;
  /** Requests per case kind. */
  kinds: Partial<Record<CaseKind, number>>;
  statuses: Record<string, number>;
  /** A valid or sequence request was answered and checked. */
  exercised: boolean;
  /** …and one of them succeeded (2xx). */
  succeeded: boolean;
  violations: number;
}

export interface Bounds {
  maxRequests: number;
  budgetSeconds: number;
}

export class Tester {
  readonly results = new Map<string, OperationResult>();
  readonly violations: Violation[] = [];
  readonly warnings: Violation[] = [];
  /** Cases left unsent because a bound was reached. */
  notRun = 0;
  requests = 0;
  private readonly deadline: number;

  constructor(
    private readonly hop: CheckingHop,
    private readonly bounds: Bounds,
    operations: Operation[],
  ) {
    this.deadline = Date.now() + bounds.budgetSeconds * 1000;
    for (const operation of operations) this.resultOf(operation);
  }

  /** False once the request or time budget is spent. */
  get hasBudget(): boolean {
    return this.requests < this.bounds.maxRequests && Date.now() < this.deadline;
  }

  /** Sends the case and judges its answer; null when the budget is spent (the case counts as not run). */
  async run(testCase: Case): Promise<CheckedAnswer | null> {
    if (!this.hasBudget) {
      this.notRun += 1;
      return null;
    }
    this.requests += 1;
    const answer = await this.hop.send(testCase.exchange);
    const result = this.resultOf(testCase.operation);
    result.requests += 1;
    result.kinds[testCase.kind] = (result.kinds[testCase.kind] ?? 0) + 1;
    result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
    if (testCase.kind === 'valid' || testCase.kind === 'sequence') {
      result.exercised = true;
      if (isSuccess(answer.status)) result.succeeded = true;
    }
    const { violations, warnings } = judge(testCase, answer);
    const record = (message: string): Violation => ({
      operation: result.operation,
      kind: testCase.kind,
      label: testCase.label,
      request: `${testCase.exchange.method} ${testCase.exchange.url}`,
      status: answer.status,
      message,
    });
    result.violations += violations.length;
    this.violations.push(...violations.map(record));
    this.warnings.push(...warnings.map(record));
    return answer;
  }

  /** Records a case that could not be built (no record to name, a bound): it shows in the summary as not run. */
  skip(): void {
    this.notRun += 1;
  }

  private resultOf(operation: Operation): OperationResult {
    const name = operationName(operation);
    let result = this.results.get(name);
    if (!result) {
      result = { operation: name, requests: 0, kinds: {}, statuses: {}, exercised: false, succeeded: false, violations: 0 };
      this.results.set(name, result);
    }
    return result;
  }
}
