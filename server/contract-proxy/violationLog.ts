/** One way an exchange broke the contract (openapi/), as the proxy saw it; the same break seen again only counts up. */
export interface ContractViolation {
  id: number;
  /** ISO time of the first and the last exchange that broke it this way. */
  firstSeen: string;
  lastSeen: string;
  /** How many times it was seen. */
  count: number;
  /** `request`: what the client sent; `response`: what the upstream answered (or did not: a timeout, a reset). */
  side: 'request' | 'response';
  method: string;
  /** The URL as the client asked for it (path and query), the first time. */
  url: string;
  /** The contract's path template (`/api/admin/cards/{id}`); null when the contract has no such path. */
  route: string | null;
  /** The contract's operationId for method and route; null when there is none. */
  operationId: string | null;
  /** The status the client received: the upstream's, or 502/504 when the upstream did not answer. */
  status: number;
  /** JSON pointer of what failed ('' for the whole request or response): `/body/amount`, `/query/page`, `/headers/x-tenant` (request) or into the response body (`/data/0/id`). */
  pointer: string;
  message: string;
  /** The value that arrived at `pointer`, as JSON (shortened); absent when nothing was there. */
  received?: string;
  /** The start of the body it is in (request or response), shortened; absent for an empty body. */
  excerpt?: string;
}

export type ViolationInput = Omit<ContractViolation, 'id' | 'firstSeen' | 'lastSeen' | 'count'>;

export const DEFAULT_KEEP = 500;

/**
 * What makes two violations the same: side, operation, status, message and pointer with its array
 * indices blurred (`/data/0/id` and `/data/7/id` are one break of the list's items). The URL, the
 * value and the excerpt are samples of the first occurrence.
 */
function groupKey({ side, method, route, url, status, pointer, message }: ViolationInput): string {
  const where = route ?? url.split('?')[0];
  return JSON.stringify([side, method, where, status, pointer.replace(/\/\d+(?=\/|$)/g, '/*'), message]);
}

/** The last `keep` distinct violations, in memory (the least recently seen dropped first), each with its count. */
export class ViolationLog {
  private readonly groups = new Map<string, ContractViolation>();
  private lastId = 0;
  private seen = 0;

  constructor(private readonly keep: number = DEFAULT_KEEP) {}

  add(input: ViolationInput, now: Date = new Date()): ContractViolation {
    const key = groupKey(input);
    const time = now.toISOString();
    this.seen += 1;
    const known = this.groups.get(key);
    if (known) {
      known.count += 1;
      known.lastSeen = time;
      // Most recently seen last in the map's order: the one dropped first is the one seen longest ago.
      this.groups.delete(key);
      this.groups.set(key, known);
      return known;
    }
    const violation: ContractViolation = { id: ++this.lastId, firstSeen: time, lastSeen: time, count: 1, ...input };
    this.groups.set(key, violation);
    while (this.groups.size > this.keep) this.groups.delete(this.groups.keys().next().value as string);
    return violation;
  }

  /** Most recently seen first. */
  list(): ContractViolation[] {
    return [...this.groups.values()].reverse();
  }

  /** Every violation seen since the start, repeats and those no longer kept included. */
  get total(): number {
    return this.seen;
  }

  get capacity(): number {
    return this.keep;
  }

  clear(): void {
    this.groups.clear();
  }
}

/** One console line per violation (each occurrence). */
export function formatViolation(violation: ContractViolation): string {
  const received = violation.received === undefined ? '' : ` (received ${violation.received})`;
  const repeated = violation.count > 1 ? ` ×${violation.count}` : '';
  return `[contract] ${violation.side} ${violation.method} ${violation.url} → ${violation.status} (${violation.route ?? 'not in the contract'})  ${violation.pointer || '(whole exchange)'}: ${violation.message}${received}${repeated}`;
}
