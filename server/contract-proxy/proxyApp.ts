import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { answerUnexpectedError } from '../app.ts';
import { parseQueryString } from '../mock-api/http/queryString.ts';
import { apiDocsPolicy, builtFiles, sendHtml } from '../web/builtFiles.ts';
import { securityHeaders } from '../web/securityHeaders.ts';
import { tokenRelay, tokenRelayOptionsFromEnv } from '../web/tokenRelay.ts';
import { ContractChecker, type CheckedExchange, type Finding } from './contractChecker.ts';
import { decodedBody, forwardRequest, passedOnHeaders } from './forward.ts';
import { DEFAULT_KEEP, formatViolation, ViolationLog, violationsPage } from './violationLog.ts';

/**
 * What the app calls on its backend (src/providers, openapi/): `/api/...` (admin API and the
 * assistant's `/api/chat`) and `/oauth/...` (the token endpoint, reached through the app's own
 * token relay at `/auth/*`, which stays here).
 */
export const FORWARDED_PATH = /^\/(api|oauth)(\/|$)/;
/** The proxy's own pages. */
export const CONTRACT_PAGE_PATH = '/__contract';
/** Larger request bodies are refused (413) rather than forwarded unchecked; the contract's largest is a 10 MB attachment form. */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;
/** Larger response bodies are passed on but not validated. */
export const MAX_CHECKED_RESPONSE_BYTES = 32 * 1024 * 1024;

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));
const SERVER_PATH = /^\/(api|oauth|auth|__contract)(\/|$)/;

export interface ContractProxyOptions {
  /** The real backend's origin (and base path), e.g. `https://api.example.test`. */
  upstream: string;
  /** How many violations are kept in memory (the oldest go first). Default 500. */
  keep?: number;
  /** The built app (`npm run build`). Default: <repo>/dist. */
  distDir?: string;
  /** Where violations are printed; default console.warn. Null: not printed. */
  log?: ((line: string) => void) | null;
}

export interface ContractProxyApp {
  app: Express;
  violations: ViolationLog;
  /** Where the token relay reaches `/oauth/token` unless OAUTH_UPSTREAM says otherwise: this proxy, so the token call is checked too. */
  setOwnOrigin: (origin: string) => void;
}

/** The built app (the same static serving as `npm run serve`) with the API forwarded to `upstream` and checked against openapi/ on the way. */
export function createContractProxyApp(options: ContractProxyOptions): ContractProxyApp {
  const upstream = new URL(options.upstream);
  if (upstream.protocol !== 'http:' && upstream.protocol !== 'https:')
    throw new Error(`The upstream must be an http(s) URL, not ${options.upstream}.`);
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  const violations = new ViolationLog(options.keep ?? DEFAULT_KEEP);
  const log = options.log === undefined ? (line: string) => console.warn(line) : options.log;
  const checker = new ContractChecker();
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  // Query strings are read as the mock reads them (`partials[]=a&partials[]=b` is a list), so the validator sees the same values.
  app.set('query parser', parseQueryString);

  // First: the forwarded answers leave exactly as the upstream sent them (no security headers, no compression added).
  app.use(forwardChecked({ upstream, checker, violations, log }));

  app.use(securityHeaders);
  app.get(`${CONTRACT_PAGE_PATH}/violations.json`, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ upstream: upstream.href, total: violations.total, keep: violations.capacity, data: violations.list() });
  });
  app.get(`${CONTRACT_PAGE_PATH}/violations`, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(violationsPage(violations, upstream.href));
  });
  app.delete(`${CONTRACT_PAGE_PATH}/violations`, (_req, res) => {
    violations.clear();
    res.status(204).end();
  });

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
  return { app, violations, setOwnOrigin: (origin) => (ownOrigin = origin) };
}

interface ForwardContext {
  upstream: URL;
  checker: ContractChecker;
  violations: ViolationLog;
  log: ((line: string) => void) | null;
}

function forwardChecked(context: ForwardContext): RequestHandler {
  return (req, res, next) => {
    if (!FORWARDED_PATH.test(req.path)) return next();
    proxyExchange(req, res, context).catch(next);
  };
}

/** One exchange: read the request, check it, forward it, stream the answer back unchanged, then check the answer. */
async function proxyExchange(req: Request, res: Response, { upstream, checker, violations, log }: ForwardContext): Promise<void> {
  const url = req.originalUrl;
  const method = req.method;
  const headers = { ...req.headers };
  const body = await readBody(req, MAX_REQUEST_BYTES);
  if (body === null) {
    res.status(413).json({ message: `The contract proxy forwards request bodies of at most ${MAX_REQUEST_BYTES / 1024 / 1024} MB.` });
    return;
  }
  let exchange: CheckedExchange;
  try {
    exchange = await checker.check(req, body);
  } catch (error) {
    // A fault of the checker never keeps a call from the upstream: it goes on unchecked.
    console.error(`[contract] ${method} ${url}: could not be checked (${error instanceof Error ? error.message : String(error)}).`);
    exchange = { requestFindings: [], route: null, checkResponse: () => [] };
  }
  const record = (findings: Finding[], status: number) => {
    for (const finding of findings) {
      const violation = violations.add({ ...finding, method, url, route: exchange.route, status });
      log?.(formatViolation(violation));
    }
  };

  let answer;
  try {
    answer = await forwardRequest(upstream, { method, url, headers, body });
  } catch (error) {
    record(exchange.requestFindings, 502);
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[contract] ${method} ${url}: the upstream ${upstream.origin} did not answer (${reason}).`);
    res.status(502).json({ message: `The upstream ${upstream.origin} did not answer: ${reason}` });
    return;
  }
  const status = answer.statusCode ?? 502;
  res.writeHead(status, answer.statusMessage, passedOnHeaders(answer));
  const chunks: Buffer[] = [];
  let size = 0;
  answer.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_CHECKED_RESPONSE_BYTES) chunks.push(chunk);
  });
  answer.pipe(res);
  await new Promise<void>((resolve, reject) => {
    answer.on('end', resolve);
    answer.on('error', reject);
    res.on('close', resolve);
  });
  record(exchange.requestFindings, status);
  if (!answer.complete || size > MAX_CHECKED_RESPONSE_BYTES || !isCheckedAnswer(method, status)) return;
  const checked = bodyForCheck(Buffer.concat(chunks), answer.headers);
  if (checked === null) return;
  if ('finding' in checked) record([checked.finding], status);
  else record(exchange.checkResponse({ status, contentType: answer.headers['content-type'], body: checked.body }), status);
}

/** No body to check: HEAD, 1xx, 304; the validator leaves 5xx unchecked as in the mock. */
function isCheckedAnswer(method: string, status: number): boolean {
  return method !== 'HEAD' && method !== 'OPTIONS' && status >= 200 && status !== 304;
}

/** The answer's body as the validator takes it (JSON parsed, other types as text), or why it cannot be read. */
function bodyForCheck(raw: Buffer, headers: IncomingHttpHeaders): { body: unknown } | { finding: Finding } | null {
  const contentEncoding = headers['content-encoding'];
  let decoded: Buffer | undefined;
  try {
    decoded = decodedBody(raw, contentEncoding);
  } catch {
    return { finding: { side: 'response', pointer: '/', message: `The body is not valid ${contentEncoding} data.` } };
  }
  if (decoded === undefined) return null;
  if (decoded.length === 0) return { body: undefined };
  const contentType = headers['content-type'] ?? '';
  if (!/^application\/([\w.-]+\+)?json\b/i.test(contentType)) return { body: decoded.toString('utf8') };
  try {
    return { body: JSON.parse(decoded.toString('utf8')) as unknown };
  } catch {
    return {
      finding: { side: 'response', pointer: '/', message: `The body is not valid JSON though its Content-Type is ${contentType}.` },
    };
  }
}

/** The request's bytes, or null past `limit`. */
function readBody(req: Request, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export interface RunningContractProxy {
  url: string;
  violations: ViolationLog;
  close: () => Promise<void>;
}

export async function startContractProxy(options: ContractProxyOptions & { port?: number; host?: string }): Promise<RunningContractProxy> {
  const { app, violations, setOwnOrigin } = createContractProxyApp(options);
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
    violations,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
