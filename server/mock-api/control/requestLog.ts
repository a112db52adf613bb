import type { Request, Response } from 'express';
import { redactHeaders, redactSecrets } from './redactSecrets.ts';

export interface LoggedRequest {
  id: number;
  at: string;
  method: string;
  path: string;
  query: unknown;
  /** Every request header (lower-case names); credentials ('authorization', cookies, …) are '[redacted]'. */
  headers: { 'x-tenant': string | null; 'content-type': string | null } & Record<string, string | string[] | null>;
  /** With every field whose name contains password, secret, token or authorization '[redacted]', at any depth. */
  body: unknown;
  status: number;
  duration_ms: number;
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

/** The recent API requests (newest last), for QA and e2e assertions. */
export class RequestLog {
  private entries: LoggedRequest[] = [];
  private lastId = 0;

  /** Starts an entry; it is stored when the response finishes (or the connection drops). */
  track(req: Request, res: Response): { markFault: (faultId: number) => void } {
    const startedAt = Date.now();
    let faultId: number | null = null;
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      this.push({
        id: ++this.lastId,
        at: new Date(startedAt).toISOString(),
        method: req.method,
        path: req.path,
        query: redactSecrets(req.query),
        headers: { 'x-tenant': null, 'content-type': null, ...redactHeaders(req.headers) },
        body: redactSecrets(req.body),
        status: res.writableFinished ? res.statusCode : 0,
        duration_ms: Date.now() - startedAt,
        fault_id: faultId,
        token_grant: (res.locals.tokenGrant as TokenGrant | undefined) ?? null,
      });
    };
    res.on('finish', record);
    res.on('close', record);
    return { markFault: (id) => (faultId = id) };
  }

  list(limit = MAX_ENTRIES): LoggedRequest[] {
    return this.entries.slice(-limit);
  }

  clear(): void {
    this.entries = [];
  }

  private push(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.shift();
  }
}
