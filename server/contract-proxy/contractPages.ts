import express, { type ErrorRequestHandler, type Router } from 'express';
import { requireControlToken, requireJsonWrites } from '../mock-api/control/controlAccess.ts';
import type { CoverageTable, OperationCoverage } from './operationCoverage.ts';
import type { ContractViolation, ViolationLog } from './violationLog.ts';

/** The proxy's own pages, under `/__contract`. */
export const CONTRACT_PAGE_PATH = '/__contract';

export interface ContractPagesContext {
  violations: ViolationLog;
  coverage: OperationCoverage;
  upstream: string;
  /** Which contract the exchanges are checked against (ContractSource.label). */
  contract: string;
  /** The `X-Mock-Control` token every page and the DELETE need, as the mock's `/__mock/*` controls. */
  controlToken: string;
}

/**
 * `/__contract/violations` (HTML, `.json`; DELETE clears it) and `/__contract/coverage` (HTML, `.json`):
 * every one of them needs the control token, like the mock's QA controls (they show request values).
 */
export function contractPages({ violations, coverage, upstream, contract, controlToken }: ContractPagesContext): Router {
  const router = express.Router();
  router.use(requireControlToken(controlToken));
  router.use(requireJsonWrites);
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/violations.json', (_req, res) => {
    res.json({ upstream, contract, total: violations.total, keep: violations.capacity, data: violations.list() });
  });
  router.get('/violations', (_req, res) => {
    res.type('html').send(violationsPage(violations, upstream));
  });
  router.delete('/violations', (_req, res) => {
    violations.clear();
    res.status(204).end();
  });
  router.get('/coverage.json', (_req, res) => {
    res.json({ upstream, contract, ...coverage.table() });
  });
  router.get('/coverage', (_req, res) => {
    res.type('html').send(coveragePage(coverage.table(), upstream));
  });
  router.use(answerControlError);
  return router;
}

/** A refused control call (401, 415) answers its reason, as the mock's controls do. */
const answerControlError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
  res.status(status).json({ message: (error as Error).message });
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; }
table { border-collapse: collapse; font-size: 0.875rem; }
th, td { border: 1px solid #bbb; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
td code, td.long { max-width: 32rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function violationRow(violation: ContractViolation): string {
  const cells = [
    String(violation.id),
    String(violation.count),
    `${violation.firstSeen} – ${violation.lastSeen}`,
    violation.side,
    violation.method,
    violation.route ?? '—',
    violation.url,
    String(violation.status),
  ].map((text) => `<td>${escapeHtml(text)}</td>`);
  cells.push(`<td><code>${escapeHtml(violation.pointer || '(whole exchange)')}</code></td>`);
  cells.push(`<td class="long">${escapeHtml(violation.message)}</td>`);
  cells.push(`<td><code>${escapeHtml(violation.received ?? '—')}</code></td>`);
  cells.push(`<td><code>${escapeHtml(violation.excerpt ?? '—')}</code></td>`);
  return `<tr>${cells.join('')}</tr>`;
}

/** The violations page: most recently seen first, every value escaped (they come from requests and upstream bodies). */
export function violationsPage(log: ViolationLog, upstream: string): string {
  const kept = log.list();
  const table =
    kept.length === 0
      ? '<p>No violations so far.</p>'
      : `<table>
<thead><tr><th>#</th><th>Seen</th><th>First – last</th><th>Side</th><th>Method</th><th>Route</th><th>URL (first)</th><th>Status</th><th>Pointer</th><th>Message</th><th>Received</th><th>Body excerpt</th></tr></thead>
<tbody>
${kept.map(violationRow).join('\n')}
</tbody>
</table>`;
  return page(
    `Contract violations (${log.total})`,
    `<h1>Contract violations</h1>
<p>Requests and responses between this app and <code>${escapeHtml(upstream)}</code> that break <code>openapi/</code>, most recently seen
first: ${log.total} since the start, in ${kept.length} distinct violations kept (at most ${log.capacity}). Nothing was dropped or
changed on the way. <a href="${CONTRACT_PAGE_PATH}/violations.json">JSON</a> · <a href="${CONTRACT_PAGE_PATH}/coverage">Coverage</a></p>
${table}`,
  );
}

/** The coverage page: every operation of the contract and how the traffic so far exercised it. */
export function coveragePage(table: CoverageTable, upstream: string): string {
  const rows = table.rows
    .map((row) =>
      [row.method, row.route, row.operationId ?? '—', row.state, String(row.calls), String(row.passed), String(row.violated)]
        .map((text) => `<td>${escapeHtml(text)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('\n');
  return page(
    `Contract coverage (${table.called}/${table.operations})`,
    `<h1>Contract coverage</h1>
<p>Operations of <code>openapi/</code> exercised through <code>${escapeHtml(upstream)}</code>: ${table.called} of ${table.operations} called
(${table.passed} passed, ${table.violated} violated), ${table.neverCalled} never called.
<a href="${CONTRACT_PAGE_PATH}/coverage.json">JSON</a> · <a href="${CONTRACT_PAGE_PATH}/violations">Violations</a></p>
<table>
<thead><tr><th>Method</th><th>Route</th><th>operationId</th><th>State</th><th>Calls</th><th>Passed</th><th>Violated</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}
