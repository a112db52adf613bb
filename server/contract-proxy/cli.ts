import { parseArgs } from 'node:util';
import { DEFAULT_HOST } from '../app.ts';
import { CONTROL_TOKEN_HEADER } from '../mock-api/control/controlAccess.ts';
import { resolveContractSource, type ContractSource } from './contractSpec.ts';
import { CONTRACT_PAGE_PATH, DEFAULT_UPSTREAM_TIMEOUT_MS, startContractProxy } from './proxyApp.ts';
import { reportFiles, writeReport } from './report.ts';
import { DEFAULT_KEEP } from './violationLog.ts';

/**
 * `npm run api:proxy -- --upstream <URL> …`: the built app with its API calls forwarded to a real
 * backend and checked against the contract both ways. In CI: start it with `--report` (and
 * `--fail-on-violation`), run the suite through it, stop it with SIGTERM; its exit code and report
 * say how the backend kept the contract. See server/contract-proxy/README.md.
 */
const USAGE = `Usage: npm run api:proxy -- --upstream <URL> [--port 8080] [--host 127.0.0.1] [--keep ${DEFAULT_KEEP}] [--dist dist]
  [--spec <file|git-rev>] [--upstream-timeout-ms ${DEFAULT_UPSTREAM_TIMEOUT_MS}] [--report <file>] [--fail-on-violation]
  --report reports/contract writes reports/contract.json and reports/contract.xml (JUnit) when the proxy ends
  (SIGTERM, SIGINT); a .json or .xml extension is dropped first, so both files are always written.`;

const OPTIONS = {
  upstream: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  keep: { type: 'string' },
  dist: { type: 'string' },
  spec: { type: 'string' },
  'upstream-timeout-ms': { type: 'string' },
  report: { type: 'string' },
  'fail-on-violation': { type: 'boolean', default: false },
} as const;

function parseCommandLine() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
}
const values = parseCommandLine();

const fail = (message: string): never => {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
};
const upstream = values.upstream ?? fail('--upstream is required: the origin of the backend to check, e.g. https://api.example.test.');
if (!/^https?:\/\/[^/]/.test(upstream)) fail(`--upstream must be an http(s) URL, not "${upstream}".`);
const port = Number(values.port ?? process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`--port must be a port number, not "${values.port}".`);
const keep = Number(values.keep ?? DEFAULT_KEEP);
if (!Number.isInteger(keep) || keep < 1) fail(`--keep must be a positive integer, not "${values.keep}".`);
const upstreamTimeoutMs = Number(values['upstream-timeout-ms'] ?? DEFAULT_UPSTREAM_TIMEOUT_MS);
if (!Number.isInteger(upstreamTimeoutMs) || upstreamTimeoutMs < 1)
  fail(`--upstream-timeout-ms must be a positive integer, not "${values['upstream-timeout-ms']}".`);

let source: ContractSource;
try {
  source = resolveContractSource(values.spec);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const proxy = await startContractProxy({
  upstream,
  port,
  host: values.host ?? (process.env.HOST || DEFAULT_HOST),
  keep,
  upstreamTimeoutMs,
  specPath: source!.specPath,
  contractLabel: source!.label,
  distDir: values.dist,
});
const pages = `${proxy.url}${CONTRACT_PAGE_PATH}`;
console.log(`Spendboard (built app) on ${proxy.url}, API calls forwarded to ${upstream} and checked against ${source!.label}.`);
console.log(`Contract violations: ${pages}/violations, operation coverage: ${pages}/coverage (.json for JSON).`);
const tokenSource = process.env.MOCK_CONTROL_TOKEN ? 'from MOCK_CONTROL_TOKEN' : 'generated';
console.log(`They need the header  ${CONTROL_TOKEN_HEADER}: ${proxy.controlToken}  (${tokenSource})`);
if (values.report) {
  const files = reportFiles(values.report);
  console.log(`Report on exit: ${files.json} and ${files.xml} (JUnit).`);
}
if (!process.env.OAUTH_UPSTREAM)
  console.log('Sign-in: the token relay (/auth/token) calls /oauth/token through this proxy (set OAUTH_UPSTREAM to send it elsewhere).');

let finished = false;
/** Writes the report once and says how the run went; the exit code is 1 with --fail-on-violation and a violation seen. */
function finish(): number {
  const report = proxy.report();
  const failed = values['fail-on-violation'] && report.violationsSeen > 0;
  if (finished) return failed ? 1 : 0;
  finished = true;
  const { coverage } = report;
  console.log(
    `Contract: ${coverage.called} of ${coverage.operations} operations called (${coverage.passed} passed, ${coverage.violated} violated), ` +
      `${coverage.neverCalled} never called; ${report.violationsSeen} violation(s) seen, ${report.violations.length} distinct.`,
  );
  if (values.report) {
    const files = writeReport(values.report, report);
    console.log(`Report: ${files.json}, ${files.xml}`);
  }
  source.dispose();
  return failed ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void proxy
      .close()
      .catch(() => {})
      .then(() => process.exit(finish()));
  });
}
// Any other end (an uncaught error) still leaves its report.
process.on('exit', (code) => {
  if (!finished) {
    const failed = finish();
    if (code === 0) process.exitCode = failed;
  }
});
