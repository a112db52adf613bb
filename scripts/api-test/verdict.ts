/** What a case is and what its answer may be: one place that turns an answer into violations. */
import type { CheckedAnswer, Exchange } from './checkedExchange.ts';
import type { Operation } from './contract.ts';

export type CaseKind = 'valid' | 'sequence' | 'bad-input' | 'unauthenticated' | 'permission' | 'tenant-isolation';

export const CASE_KINDS: CaseKind[] = ['valid', 'sequence', 'bad-input', 'unauthenticated', 'permission', 'tenant-isolation'];

export interface Case {
  kind: CaseKind;
  operation: Operation;
  /** What this request tries ("without required name", "a foreign id under X-Tenant …"). */
  label: string;
  exchange: Exchange;
  /** Why the answer is not one this case allows, or null (the contract's own checks apply to every case). */
  expect?: (answer: CheckedAnswer) => string | null;
  /** Texts of another company's record that must not appear in the answer. */
  fingerprints?: string[];
}

export interface Verdict {
  /** The backend broke the contract or the case's rule. */
  violations: string[];
  /** The generated request itself broke the contract (a gap in the generator, not the backend's fault). */
  warnings: string[];
}

const describe = (finding: { pointer: string; message: string }) => `${finding.pointer || '(request)'} ${finding.message}`;

/** Judges one answer: the validator's response findings, a 5xx, an undocumented success, the case's own rule, a leak. */
export function judge(testCase: Case, answer: CheckedAnswer): Verdict {
  const violations = answer.responseFindings.map((finding) => `response breaks the contract at ${describe(finding)}`);
  const { statuses } = testCase.operation;
  if (answer.status >= 500) violations.push(`server error ${answer.status}: ${answer.text.slice(0, 160)}`);
  else if (!statuses.includes(String(answer.status)) && (answer.status < 400 || !statuses.includes('default')))
    // `default` describes errors: a success status must be listed.
    violations.push(`status ${answer.status} is not documented (the contract lists ${statuses.join(', ')})`);
  const problem = testCase.expect?.(answer);
  if (problem) violations.push(problem);
  const leaked = testCase.fingerprints?.find((text) => answer.text.includes(text));
  if (leaked) violations.push(`the answer carries another company's record ("${leaked}")`);
  const warnings =
    testCase.kind === 'valid' || testCase.kind === 'sequence'
      ? answer.requestFindings.map((finding) => `the generated request breaks the contract at ${describe(finding)}`)
      : [];
  return { violations, warnings };
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** An error answer with one of `allowed` statuses (the conventions: 401, 403, 404…), else why not. */
export function expectStatus(allowed: number[], what: string): (answer: CheckedAnswer) => string | null {
  return (answer) => {
    if (allowed.includes(answer.status)) return null;
    const verb = isSuccess(answer.status) ? 'accepted' : 'answered';
    return `${what}: ${verb} with ${answer.status}, expected ${allowed.join(' or ')}: ${answer.text.slice(0, 160)}`;
  };
}
