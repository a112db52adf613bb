import { compileRoutePattern, type RouteMatcher } from './routePattern.ts';

export interface FaultSpec {
  /** See routePattern.ts, e.g. `GET /api/admin/cards`. */
  route: string;
  /** HTTP status to answer; 0 drops the connection (no response); omitted: only delay. */
  status?: number;
  latency_ms?: number;
  /** Fire this many times, then disappear. Omitted: until cleared. */
  count?: number;
  /** Probability 0..1 that a matching request is hit. Omitted: 1. */
  rate?: number;
  /** Response body; default `{ message: 'Injected fault (<status>).' }`. */
  body?: unknown;
}

export interface Fault extends FaultSpec {
  id: number;
  hits: number;
}

/** QA-injected failures and delays, matched per request in insertion order. */
export class FaultInjector {
  private faults: (Fault & { matches: RouteMatcher })[] = [];
  private lastId = 0;

  add(spec: FaultSpec): Fault {
    const fault = { ...spec, id: ++this.lastId, hits: 0, matches: compileRoutePattern(spec.route) };
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

  /** The fault that hits this request, if any; counts the hit and retires exhausted faults. */
  take(method: string, path: string): Fault | null {
    const fault = this.faults.find((candidate) => candidate.matches(method, path) && Math.random() < (candidate.rate ?? 1));
    if (!fault) return null;
    fault.hits += 1;
    if (fault.count !== undefined && fault.hits >= fault.count) this.remove(fault.id);
    return publicView(fault);
  }
}

function publicView({ matches: _matches, ...fault }: Fault & { matches: RouteMatcher }): Fault {
  return { ...fault };
}
