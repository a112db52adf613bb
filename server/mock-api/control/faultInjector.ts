import { isDeepStrictEqual } from 'node:util';
import { compileRoutePattern, globMatches, type RouteMatcher } from './routePattern.ts';

/**
 * What a fault does to a call it hits (`latency_ms`, when given, is waited first whatever the kind):
 * `status` answers `status` with `body`; `latency` only waits, then the call goes on; `reset` drops the
 * connection; `truncated` promises the whole answer and closes the connection halfway through it;
 * `malformed` sends the first half of the answer as if it were all (not JSON any more); `slow_body`
 * sends the answer `chunk_bytes` at a time every `chunk_interval_ms`. The last three work on the
 * route's real answer, or on `status` and `body` when given.
 */
export const FAULT_KINDS = ['status', 'latency', 'reset', 'truncated', 'malformed', 'slow_body'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  /** Method and path glob, see routePattern.ts, e.g. `GET /api/admin/cards/*`; must cover an operation of the contract. */
  route: string;
  /** Query parameters as written in the URL (`filters[status]`) → value glob (`*` within the value). */
  query?: Record<string, string>;
  /** Request headers (any case) → value glob. */
  headers?: Record<string, string>;
  /** The `X-Tenant` header, exactly. */
  tenant?: string;
  /** JSON body fields by dotted path (`lines.0.amount`) → the JSON value they must equal. */
  body_fields?: Record<string, unknown>;
  kind: FaultKind;
  /** HTTP status to answer (kind `status`, or the answer the body faults spoil). */
  status?: number;
  /** Answer body; default `{ message: 'Injected fault (<status>).' }`. */
  body?: unknown;
  latency_ms?: number;
  /** Let the first `after` matching calls through (`after: 2, times: 1` fails the 3rd call). */
  after?: number;
  /** Hit this many calls, then disappear. Omitted: every matching call (after `after`) until removed. */
  times?: number;
  /** Probability 0..1 that an eligible call is hit. Omitted: 1. */
  rate?: number;
  /** `slow_body`: bytes per chunk (default 64) and the wait between chunks (default 250 ms). */
  chunk_bytes?: number;
  chunk_interval_ms?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Calls that matched it, whether let through (`after`, `rate`) or hit. */
  matched: number;
  /** Calls it hit. */
  hits: number;
}

/** What a fault reads of a call. */
export interface FaultedCall {
  method: string;
  path: string;
  /** The raw query string (without `?`). */
  search: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

type LiveFault = Fault & { matchesRoute: RouteMatcher };

/** QA-injected failures and delays of one mock context, matched per call in insertion order. */
export class FaultInjector {
  private faults: LiveFault[] = [];
  private lastId = 0;

  add(spec: FaultSpec): Fault {
    const fault = { ...spec, id: ++this.lastId, matched: 0, hits: 0, matchesRoute: compileRoutePattern(spec.route) };
    this.faults.push(fault);
    return publicView(fault);
  }

  list(): Fault[] {
    return this.faults.map(publicView);
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
  }

  /**
   * The fault that hits this call, if any. Every fault the call matches counts it (so `after` counts the
   * route's calls whatever other faults did); the first one past its `after` (and its `rate`) hits it.
   */
  take(call: FaultedCall): Fault | null {
    let hit: LiveFault | null = null;
    for (const fault of this.faults.filter((candidate) => callMatches(candidate, call))) {
      fault.matched += 1;
      if (hit || fault.matched <= (fault.after ?? 0) || Math.random() >= (fault.rate ?? 1)) continue;
      hit = fault;
      fault.hits += 1;
    }
    if (hit && hit.times !== undefined && hit.hits >= hit.times) this.remove(hit.id);
    return hit && publicView(hit);
  }
}

function callMatches(fault: LiveFault, call: FaultedCall): boolean {
  if (!fault.matchesRoute(call.method, call.path)) return false;
  if (fault.tenant !== undefined && headerValues(call.headers, 'x-tenant')[0] !== fault.tenant) return false;
  const params = new URLSearchParams(call.search);
  const valuesMatch = (values: string[], glob: string) => values.some((value) => globMatches(glob, value));
  return (
    Object.entries(fault.query ?? {}).every(([name, glob]) => valuesMatch(params.getAll(name), glob)) &&
    Object.entries(fault.headers ?? {}).every(([name, glob]) => valuesMatch(headerValues(call.headers, name), glob)) &&
    Object.entries(fault.body_fields ?? {}).every(([path, value]) => isDeepStrictEqual(fieldAt(call.body, path), value))
  );
}

function headerValues(headers: FaultedCall['headers'], name: string): string[] {
  const value = headers[name.toLowerCase()];
  return value === undefined ? [] : ([] as string[]).concat(value);
}

/** `lines.0.amount` of a parsed JSON body; undefined when a step is missing. */
function fieldAt(body: unknown, path: string): unknown {
  let value = body;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

function publicView({ matchesRoute: _matchesRoute, ...fault }: LiveFault): Fault {
  return { ...fault };
}
