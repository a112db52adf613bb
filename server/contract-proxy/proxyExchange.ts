import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { CheckedExchange, ContractChecker, Finding } from './contractChecker.ts';
import { bodyExcerpt, receivedInRequest, receivedInResponse } from './evidence.ts';
import { decodedBody, forwardRequest, passedOnHeaders, UpstreamTimeoutError } from './forward.ts';
import type { OperationCoverage } from './operationCoverage.ts';
import { formatViolation, type ViolationLog } from './violationLog.ts';

/** What the app calls on its backend (src/providers, openapi/): `/api/...` and `/oauth/...`. */
export const FORWARDED_PATH = /^\/(api|oauth)(\/|$)/;
/** Larger request bodies are refused (413) rather than forwarded unchecked; the contract's largest is a 10 MB attachment form. */
export const MAX_REQUEST_BYTES = 32 * 1024 * 1024;
/** Larger response bodies are passed on but not validated. */
export const MAX_CHECKED_RESPONSE_BYTES = 32 * 1024 * 1024;

export interface ExchangeContext {
  upstream: URL;
  upstreamTimeoutMs: number;
  checker: ContractChecker;
  violations: ViolationLog;
  coverage: OperationCoverage;
  log: ((line: string) => void) | null;
}

export function forwardChecked(context: ExchangeContext): RequestHandler {
  return (req, res, next) => {
    if (!FORWARDED_PATH.test(req.path)) return next();
    proxyExchange(req, res, context).catch(next);
  };
}

/** One exchange: read the request, check it, forward it, stream the answer back unchanged, then check the answer. */
async function proxyExchange(req: Request, res: Response, context: ExchangeContext): Promise<void> {
  const { upstream, upstreamTimeoutMs, checker, violations, coverage, log } = context;
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
    exchange = {
      requestFindings: [],
      route: null,
      requestParts: { body: undefined, query: {}, headers, path: {} },
      checkResponse: () => [],
    };
  }
  const operationId = coverage.operationIdOf(method, exchange.route);
  let violated = false;
  const record = (findings: Finding[], status: number, received: (pointer: string) => string | undefined, excerpt?: string) => {
    for (const finding of findings) {
      violated = true;
      const violation = violations.add({
        ...finding,
        method,
        url,
        route: exchange.route,
        operationId,
        status,
        received: received(finding.pointer),
        excerpt,
      });
      if (violation.count === 1) log?.(formatViolation(violation));
    }
  };
  const recordRequest = (status: number) =>
    record(exchange.requestFindings, status, (pointer) => receivedInRequest(exchange.requestParts, pointer), bodyExcerpt(body));
  const recordUpstreamFault = (status: number, message: string, excerpt?: string) =>
    record([{ side: 'response', pointer: '', message }], status, () => undefined, excerpt);

  let answer: IncomingMessage;
  try {
    answer = await forwardRequest(upstream, { method, url, headers, body }, upstreamTimeoutMs);
  } catch (error) {
    const timedOut = error instanceof UpstreamTimeoutError;
    const status = timedOut ? 504 : 502;
    const reason = upstreamFault(error);
    recordRequest(status);
    recordUpstreamFault(status, `The upstream did not answer: ${reason}.`);
    coverage.record(method, exchange.route, true);
    res.status(status).json({ message: `The upstream ${upstream.origin} did not answer: ${reason}.` });
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
  const ending = await new Promise<{ broken?: unknown }>((resolve) => {
    answer.on('end', () => resolve({}));
    answer.on('error', (error) => resolve({ broken: error }));
    res.on('close', () => resolve({}));
  });
  recordRequest(status);
  if (ending.broken !== undefined) {
    // The client got the status and part of the body; the connection to it ends here too.
    res.destroy();
    recordUpstreamFault(status, `The upstream's answer broke off before its end: ${upstreamFault(ending.broken)}.`);
  } else if (!coverage.documentsSuccess(method, exchange.route, status)) {
    const excerpt = bodyExcerpt(Buffer.concat(chunks).subarray(0, 4096));
    recordUpstreamFault(status, `The contract documents no ${status} answer for ${operationId ?? `${method} ${exchange.route}`}.`, excerpt);
  } else if (answer.complete && size <= MAX_CHECKED_RESPONSE_BYTES && isCheckedAnswer(method, status)) {
    const raw = Buffer.concat(chunks);
    const checked = bodyForCheck(raw, answer.headers);
    if (checked !== null) {
      const excerpt = bodyExcerpt(checked.text);
      if ('finding' in checked) record([checked.finding], status, () => undefined, excerpt);
      else {
        const findings = exchange.checkResponse({ status, contentType: answer.headers['content-type'], body: checked.body });
        record(findings, status, (pointer) => receivedInResponse(checked.body, pointer), excerpt);
      }
    }
  }
  coverage.record(method, exchange.route, violated);
}

/** Why the upstream failed, in a few words: `no answer within 300 ms`, `ECONNRESET (socket hang up)`. */
function upstreamFault(error: unknown): string {
  if (error instanceof UpstreamTimeoutError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' && code !== message ? `${code} (${message})` : message;
}

/** No body to check: HEAD, 1xx, 304; the validator leaves 5xx unchecked as in the mock. */
function isCheckedAnswer(method: string, status: number): boolean {
  return method !== 'HEAD' && method !== 'OPTIONS' && status >= 200 && status !== 304;
}

type BodyForCheck = { body: unknown; text?: string } | { finding: Finding; text?: string };

/** The answer's body as the validator takes it (JSON parsed, other types as text) with its text, or why it cannot be read. */
function bodyForCheck(raw: Buffer, headers: IncomingHttpHeaders): BodyForCheck | null {
  const contentEncoding = headers['content-encoding'];
  let decoded: Buffer | undefined;
  try {
    decoded = decodedBody(raw, contentEncoding);
  } catch {
    return { finding: { side: 'response', pointer: '/', message: `The body is not valid ${contentEncoding} data.` } };
  }
  if (decoded === undefined) return null;
  if (decoded.length === 0) return { body: undefined };
  const text = decoded.toString('utf8');
  const contentType = headers['content-type'] ?? '';
  if (!/^application\/([\w.-]+\+)?json\b/i.test(contentType)) return { body: text, text };
  try {
    return { body: JSON.parse(text) as unknown, text };
  } catch {
    return {
      finding: { side: 'response', pointer: '/', message: `The body is not valid JSON though its Content-Type is ${contentType}.` },
      text,
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
