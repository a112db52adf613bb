import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Express } from 'express';
import { answerUnexpectedError } from '../app.ts';
import { OPENAPI_SPEC_PATH } from '../mock-api/http/openApiValidator.ts';
import { parseQueryString } from '../mock-api/http/queryString.ts';
import { apiDocsPolicy, builtFiles, sendHtml } from '../web/builtFiles.ts';
import { securityHeaders } from '../web/securityHeaders.ts';
import { tokenRelay, tokenRelayOptionsFromEnv } from '../web/tokenRelay.ts';
import { ContractChecker } from './contractChecker.ts';
import { CONTRACT_PAGE_PATH, contractPages } from './contractPages.ts';
import { listOperations } from './contractSpec.ts';
import { OperationCoverage } from './operationCoverage.ts';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from './forward.ts';
import { forwardChecked } from './proxyExchange.ts';
import type { ContractReport } from './report.ts';
import { DEFAULT_KEEP, ViolationLog } from './violationLog.ts';

export { CONTRACT_PAGE_PATH } from './contractPages.ts';
export { FORWARDED_PATH, MAX_CHECKED_RESPONSE_BYTES, MAX_REQUEST_BYTES } from './proxyExchange.ts';

export { DEFAULT_UPSTREAM_TIMEOUT_MS } from './forward.ts';

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));
const SERVER_PATH = /^\/(api|oauth|auth|__contract)(\/|$)/;

export interface ContractProxyOptions {
  /** The real backend's origin (and base path), e.g. `https://api.example.test`. */
  upstream: string;
  /** The contract's root file (`--spec`, contractSpec.ts). Default: the working tree's openapi/openapi.yaml. */
  specPath?: string;
  /** How the contract is named in pages and reports. Default: the spec path. */
  contractLabel?: string;
  /** How many distinct violations are kept in memory (the least recently seen go first). Default 500. */
  keep?: number;
  /** Default DEFAULT_UPSTREAM_TIMEOUT_MS. */
  upstreamTimeoutMs?: number;
  /** The `X-Mock-Control` token of `/__contract/*`. Default: MOCK_CONTROL_TOKEN, else generated. */
  controlToken?: string;
  /** The built app (`npm run build`). Default: <repo>/dist. */
  distDir?: string;
  /** Where violations are printed (the first occurrence of each); default console.warn. Null: not printed. */
  log?: ((line: string) => void) | null;
}

export interface ContractProxyApp {
  app: Express;
  violations: ViolationLog;
  coverage: OperationCoverage;
  controlToken: string;
  /** Everything seen so far, as `--report` writes it. */
  report: () => ContractReport;
  /** Where the token relay reaches `/oauth/token` unless OAUTH_UPSTREAM says otherwise: this proxy, so the token call is checked too. */
  setOwnOrigin: (origin: string) => void;
}

/** The built app (the same static serving as `npm run serve`) with the API forwarded to `upstream` and checked against the contract on the way. */
export async function createContractProxyApp(options: ContractProxyOptions): Promise<ContractProxyApp> {
  const upstream = new URL(options.upstream);
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:')
    throw new Error(`The upstream must be an http(s) URL, not ${options.upstream}.`);
  const specPath = options.specPath ?? OPENAPI_SPEC_PATH;
  const contract = options.contractLabel ?? specPath;
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const controlToken = options.controlToken ?? (process.env.MOCK_CONTROL_TOKEN || randomBytes(24).toString('base64url'));
  const violations = new ViolationLog(options.keep ?? DEFAULT_KEEP);
  const coverage = new OperationCoverage(await listOperations(specPath));
  const startedAt = new Date().toISOString();
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  // Query strings are read as the mock reads them (`partials[]=a&partials[]=b` is a list), so the validator sees the same values.
  app.set('query parser', parseQueryString);

  // First: the forwarded answers leave exactly as the upstream sent them (no security headers, no compression added).
  app.use(
    forwardChecked({
      upstream,
      upstreamTimeoutMs: options.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
      checker: new ContractChecker(specPath),
      violations,
      coverage,
      log: options.log === undefined ? (line: string) => console.warn(line) : options.log,
    }),
  );

  app.use(securityHeaders);
  app.use(CONTRACT_PAGE_PATH, contractPages({ violations, coverage, upstream: upstream.href, contract, controlToken }));

  // The rest is `npm run serve`'s web side (server/app.ts): built files, API reference, token relay, SPA.
  app.use(compression());
  const apiDocsHtml = `${distDir}/api-docs/index.html`;
  const docsPolicy = apiDocsPolicy(apiDocsHtml);
  app.get(['/api-docs', '/api-docs/', '/api-docs/index.html'], (_req, res) => {
    res.setHeader('Content-Security-Policy', docsPolicy);
    sendHtml(res, apiDocsHtml, 'npm run api:docs');
  });
  app.use(builtFiles(distDir));
  let ownOrigin = 'http://127.0.0.1:8080';
  app.use(tokenRelay(tokenRelayOptionsFromEnv(() => ownOrigin)));
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATH.test(req.path)) return next();
    sendHtml(res, `${distDir}/index.html`, 'npm run build');
  });
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });
  app.use(answerUnexpectedError);
  const report = (): ContractReport => ({
    upstream: upstream.href,
    contract,
    startedAt,
    endedAt: new Date().toISOString(),
    violationsSeen: violations.total,
    violations: violations.list(),
    coverage: coverage.table(),
  });
  return { app, violations, coverage, controlToken, report, setOwnOrigin: (origin) => (ownOrigin = origin) };
}

export interface RunningContractProxy {
  url: string;
  violations: ViolationLog;
  coverage: OperationCoverage;
  controlToken: string;
  report: () => ContractReport;
  close: () => Promise<void>;
}

export async function startContractProxy(options: ContractProxyOptions & { port?: number; host?: string }): Promise<RunningContractProxy> {
  const { app, setOwnOrigin, ...proxy } = await createContractProxyApp(options);
  const server = await new Promise<ReturnType<Express['listen']>>((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port, address } = server.address() as AddressInfo;
  const loopback = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
  setOwnOrigin(`http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`);
  return {
    url: `http://localhost:${port}`,
    ...proxy,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
