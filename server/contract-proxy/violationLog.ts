/** One place where a request or a response broke the contract (openapi/), as the proxy saw it. */
export interface ContractViolation {
  id: number;
  /** ISO time the exchange ended. */
  time: string;
  /** `request`: what the client sent; `response`: what the upstream answered. */
  side: 'request' | 'response';
  method: string;
  /** The URL as the client asked for it (path and query). */
  url: string;
  /** The contract's path template (`/api/admin/cards/{id}`); null when the contract has no such path. */
  route: string | null;
  /** The status the upstream answered (the client received exactly this); 502 when it did not answer. */
  status: number;
  /** JSON pointer of what failed ('' for the whole request, e.g. a path the contract lacks): `/body/amount`, `/query/page`, `/headers/x-tenant` (request) or into the response body (`/data/0/id`). */
  pointer: string;
  message: string;
}

export type ViolationInput = Omit<ContractViolation, 'id' | 'time'>;

export const DEFAULT_KEEP = 500;

/** The last `keep` violations, in memory (oldest dropped first). */
export class ViolationLog {
  private entries: ContractViolation[] = [];
  private lastId = 0;

  constructor(private readonly keep: number = DEFAULT_KEEP) {}

  add(input: ViolationInput, now: Date = new Date()): ContractViolation {
    const violation = { id: ++this.lastId, time: now.toISOString(), ...input };
    this.entries.push(violation);
    if (this.entries.length > this.keep) this.entries.splice(0, this.entries.length - this.keep);
    return violation;
  }

  /** Newest first. */
  list(): ContractViolation[] {
    return [...this.entries].reverse();
  }

  /** Every violation recorded since the start (also those no longer kept). */
  get total(): number {
    return this.lastId;
  }

  get capacity(): number {
    return this.keep;
  }

  clear(): void {
    this.entries = [];
  }
}

/** One console line per violation. */
export function formatViolation(violation: ContractViolation): string {
  return `[contract] ${violation.side} ${violation.method} ${violation.url} → ${violation.status} (${violation.route ?? 'not in the contract'})  ${violation.pointer || '(whole request)'}: ${violation.message}`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** The violations page: newest first, every value escaped (they come from requests and upstream bodies). */
export function violationsPage(log: ViolationLog, upstream: string): string {
  const rows = log
    .list()
    .map(
      (violation) =>
        `<tr><td>${violation.id}</td><td>${escapeHtml(violation.time)}</td><td>${violation.side}</td><td>${escapeHtml(violation.method)}</td>` +
        `<td>${escapeHtml(violation.route ?? '—')}</td><td>${escapeHtml(violation.url)}</td><td>${violation.status}</td>` +
        `<td><code>${escapeHtml(violation.pointer || '(whole request)')}</code></td><td>${escapeHtml(violation.message)}</td></tr>`,
    )
    .join('\n');
  const kept = log.list().length;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Contract violations (${log.total})</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; }
table { border-collapse: collapse; font-size: 0.875rem; }
th, td { border: 1px solid #bbb; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
td:nth-child(6), td:nth-child(9) { max-width: 32rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>Contract violations</h1>
<p>Requests and responses between this app and <code>${escapeHtml(upstream)}</code> that break <code>openapi/</code>, newest first:
${log.total} since the start, the last ${kept} kept (at most ${log.capacity}). Nothing was dropped or changed on the way.
<a href="/__contract/violations.json">JSON</a> · <a href="/__contract/violations">Reload</a></p>
${
  kept === 0
    ? '<p>No violations so far.</p>'
    : `<table>
<thead><tr><th>#</th><th>Time</th><th>Side</th><th>Method</th><th>Route</th><th>URL</th><th>Status</th><th>Pointer</th><th>Message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</body>
</html>
`;
}
