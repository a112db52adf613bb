import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { nearestRoutes, operationCalled, routeLabel, type ContractRoute } from './contractRoutes.ts';
import type { JournalFilter } from './journalFilter.ts';
import { redactHeaders, redactSecrets, redactSecretsInText } from './redactSecrets.ts';

export interface LoggedResponse {
  /** 0 when the connection dropped before an answer. */
  status: number;
  /** The answer's headers (lower-case names), credentials redacted. */
  headers: Record<string, string | string[]>;
  /** The first BODY_EXCERPT_CHARS characters of the answer as sent (JSON: secrets redacted, then cut). */
  body_excerpt: string;
  /** The bytes sent (before compression). */
  body_bytes: number;
  /** False when the connection closed before the whole answer went out (a dropped or truncated answer). */
  completed: boolean;
}

export interface LoggedRequest {
  id: number;
  at: string;
  /** The sandbox the call was sent to (`X-Mock-Sandbox`), `default` without one. */
  sandbox: string;
  method: string;
  path: string;
  query: unknown;
  /** Every request header (lower-case names); credentials ('authorization', cookies, …) are '[redacted]'. */
  headers: { 'x-tenant': string | null; 'content-type': string | null } & Record<string, string | string[] | null>;
  /**
   * With every field whose name contains password, secret, token or authorization '[redacted]', at any depth.
   * A body that is not valid JSON is its raw text (an excerpt, secrets redacted).
   */
  body: unknown;
  status: number;
  duration_ms: number;
  response: LoggedResponse;
  /** The contract operation called (`GET /api/admin/cards/{id}`), null when none has this method and path. */
  operation: string | null;
  /** For a call no operation has: the closest operations of the contract. */
  near_misses: string[] | null;
  /** Id of the injected fault that answered or delayed it. */
  fault_id: number | null;
  /** A successful refresh grant: `rotated` (a new pair issued) or `replayed` (the grace window's same pair). */
  token_grant: TokenGrant | null;
}

export type TokenGrant = 'rotated' | 'replayed';

/** Tells the request log what a refresh grant did (the tokens themselves are redacted). */
export function setLoggedTokenGrant(res: Response, grant: TokenGrant): void {
  res.locals.tokenGrant = grant;
}

const MAX_ENTRIES = 500;
export const BODY_EXCERPT_CHARS = 2_000;
/** Answers up to this size are redacted as JSON data; a longer one is cut first and redacted as text (cheaper on big lists). */
const MAX_CAPTURED_BYTES = 64 * 1024;
export const SANDBOX_HEADER = 'X-Mock-Sandbox';
export const DEFAULT_SANDBOX = 'default';

type Entry = Omit<LoggedRequest, 'operation' | 'near_misses'> & Partial<Pick<LoggedRequest, 'operation' | 'near_misses'>>;

/**
 * The journal of the API calls (newest last, the last MAX_ENTRIES): each with its answer, for QA and
 * e2e assertions. A reset keeps it; only `DELETE /__mock/requests` empties it.
 */
export class RequestLog {
  private entries: Entry[] = [];
  private lastId = 0;

  /** Starts an entry; it is stored when the response finishes (or the connection drops). */
  track(req: Request, res: Response): { markFault: (faultId: number) => void } {
    const startedAt = Date.now();
    const answer = captureAnswer(res);
    let faultId: number | null = null;
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      this.push({
        id: ++this.lastId,
        at: new Date(startedAt).toISOString(),
        sandbox: req.get(SANDBOX_HEADER) ?? DEFAULT_SANDBOX,
        method: req.method,
        path: req.path,
        query: redactSecrets(req.query),
        headers: { 'x-tenant': null, 'content-type': null, ...redactHeaders(req.headers) },
        body: loggedRequestBody(req),
        status: res.headersSent ? res.statusCode : 0,
        duration_ms: Date.now() - startedAt,
        response: {
          status: res.headersSent ? res.statusCode : 0,
          headers: res.headersSent ? redactHeaders(outgoingHeaders(res)) : {},
          body_excerpt: bodyExcerpt(answer.bytes(), String(res.getHeader('Content-Type') ?? '')),
          body_bytes: answer.total(),
          completed: res.writableFinished,
        },
        fault_id: faultId,
        token_grant: (res.locals.tokenGrant as TokenGrant | undefined) ?? null,
      });
    };
    res.on('finish', record);
    res.on('close', record);
    return { markFault: (id) => (faultId = id) };
  }

  /** The entries the filter keeps, oldest first, each named by the contract operation it called (or its near misses). */
  list(filter: JournalFilter, routes: readonly ContractRoute[]): LoggedRequest[] {
    const kept = this.entries.filter(filter.keeps);
    return kept.slice(-filter.limit).map((entry) => withOperation(entry, routes));
  }

  clear(): void {
    this.entries = [];
  }

  private push(entry: Entry): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.shift();
  }
}

/** Names the operation once (the contract is loaded asynchronously; an entry keeps what it was given). */
function withOperation(entry: Entry, routes: readonly ContractRoute[]): LoggedRequest {
  if (entry.operation === undefined) {
    const called = operationCalled(routes, entry.method, entry.path);
    entry.operation = called && routeLabel(called);
    entry.near_misses = called ? null : nearestRoutes(routes, entry.method, entry.path);
  }
  return entry as LoggedRequest;
}

function loggedRequestBody(req: Request): unknown {
  if (req.body !== undefined) return redactSecrets(req.body);
  // express.json keeps the bytes before parsing them (createMockApi's keepRawBody): a body it refused is logged as written.
  const raw = (req as IncomingMessage & { rawBody?: Buffer }).rawBody;
  return raw ? redactSecretsInText(raw.toString('utf8', 0, BODY_EXCERPT_CHARS * 2).slice(0, BODY_EXCERPT_CHARS)) : null;
}

function outgoingHeaders(res: Response): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]));
}

/** A JSON answer kept whole is redacted as data; anything else is cut, then redacted as text. */
function bodyExcerpt(bytes: Buffer, contentType: string): string {
  const text = bytes.toString('utf8');
  if (/\bjson\b/i.test(contentType)) {
    try {
      return JSON.stringify(redactSecrets(JSON.parse(text))).slice(0, BODY_EXCERPT_CHARS);
    } catch {
      // cut (over MAX_CAPTURED_BYTES) or spoiled on purpose: fall through to the text
    }
  }
  return redactSecretsInText(text.slice(0, BODY_EXCERPT_CHARS));
}

/** Copies what the route writes (up to MAX_CAPTURED_BYTES) without changing it. */
function captureAnswer(res: Response): { bytes: () => Buffer; total: () => number } {
  const chunks: Buffer[] = [];
  let captured = 0;
  let total = 0;
  const copy = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    total += buffer.length;
    if (captured < MAX_CAPTURED_BYTES) {
      chunks.push(buffer.subarray(0, MAX_CAPTURED_BYTES - captured));
      captured += Math.min(buffer.length, MAX_CAPTURED_BYTES - captured);
    }
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response['end'];
  return { bytes: () => Buffer.concat(chunks), total: () => total };
}
