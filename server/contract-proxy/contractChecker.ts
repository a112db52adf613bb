import { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import * as OpenApiValidator from 'express-openapi-validator';
import type { Request, RequestHandler, Response } from 'express';
import { parseWithinLimits } from '../mock-api/http/multipart.ts';
import { contractValidatorOptions, OPENAPI_SPEC_PATH, type ResponseContractError } from '../mock-api/http/openApiValidator.ts';
import type { RequestParts } from './evidence.ts';

/** What failed and where, before it is tied to an exchange (violationLog.ts). */
export interface Finding {
  side: 'request' | 'response';
  pointer: string;
  message: string;
}

interface ValidatorError {
  status?: number;
  message: string;
  path?: string;
  errors?: { path?: string; message: string; errorCode?: string }[];
}

/** Summary errors of composite schemas (`oneOf`, `if`…) stand beside the detailed errors that name the field. */
const SUMMARY_ERROR_CODES = new Set([
  'if.openapi.validation',
  'oneOf.openapi.validation',
  'anyOf.openapi.validation',
  'allOf.openapi.validation',
]);

/** An exchange being checked: the request's findings now, the response's once it has arrived. */
export interface CheckedExchange {
  requestFindings: Finding[];
  /** The contract's path template, once the request matched one. */
  route: string | null;
  /** The request as the validator read it, where request findings point (absent: their values are not shown). */
  requestParts?: RequestParts;
  checkResponse: (answer: { status: number; contentType: string | undefined; body: unknown }) => Finding[];
}

/**
 * Checks exchanges with the mock API's own express-openapi-validator setup
 * (contractValidatorOptions), without answering anything itself: the validator's middlewares run on
 * the proxied request with a stand-in response, and a response body is checked by handing it to the
 * validator's `res.json` hook on that stand-in, whose own `json` sends nothing. Request errors that
 * the mock would answer with 4xx, and response errors it would answer with 500, become findings.
 */
export class ContractChecker {
  private readonly middlewares: RequestHandler[];
  private readonly responseFindings = new WeakMap<Request, Finding[]>();

  /** `specPath`: the contract's root file (default: the working tree's openapi/openapi.yaml, as the mock). */
  constructor(specPath: string = OPENAPI_SPEC_PATH) {
    this.middlewares = OpenApiValidator.middleware({
      ...contractValidatorOptions({
        onResponseError: (error: ResponseContractError, _body, req) => {
          this.responseFindings.get(req)?.push(...findingsOf('response', error));
        },
      }),
      apiSpec: specPath,
    });
  }

  /** Validates `req` (its body parsed from `rawBody`, as the mock parses it) and prepares the response check. */
  async check(req: Request, rawBody: Buffer): Promise<CheckedExchange> {
    const requestFindings: Finding[] = [];
    const lateFindings: Finding[] = [];
    this.responseFindings.set(req, lateFindings);
    req.body = await parseBody(req, rawBody, requestFindings);
    const probe = standInResponse(req);
    let matched = true;
    for (const middleware of this.middlewares) {
      const error = await runMiddleware(middleware, req, probe, (late) => lateFindings.push(...findingsOf('response', late)));
      if (!error) continue;
      requestFindings.push(...findingsOf('request', error));
      // Without a matched operation (404, 405) there is nothing more to check against.
      if (!(req as Request & { openapi?: unknown }).openapi) {
        matched = false;
        break;
      }
    }
    const openapi = (req as Request & { openapi?: { openApiRoute?: string; pathParams?: unknown } }).openapi;
    return {
      requestFindings,
      route: openapi?.openApiRoute ?? null,
      requestParts: { body: req.body, query: req.query, headers: req.headers, path: openapi?.pathParams },
      checkResponse: ({ status, contentType, body }) => {
        if (!matched || typeof probe.json !== 'function') return [...lateFindings];
        probe.statusCode = status;
        if (contentType) probe.setHeader('content-type', contentType);
        else probe.removeHeader('content-type');
        try {
          probe.json(body);
        } catch (error) {
          lateFindings.push(...findingsOf('response', error as ValidatorError));
        }
        return [...lateFindings];
      },
    };
  }
}

/** Calls one middleware and resolves with the error it passed on (or none); an error passed later goes to `late`. */
function runMiddleware(
  middleware: RequestHandler,
  req: Request,
  res: Response,
  late: (error: ValidatorError) => void,
): Promise<ValidatorError | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    const next = (error?: unknown) => {
      if (settled) {
        if (error && error !== 'route' && error !== 'router') late(error as ValidatorError);
        return;
      }
      settled = true;
      resolve(error && error !== 'route' && error !== 'router' ? (error as ValidatorError) : undefined);
    };
    try {
      void middleware(req, res, next);
    } catch (error) {
      next(error);
    }
  });
}

/** A response object that is never sent: the validator installs its `json` hook on it; the hook's target does nothing. */
function standInResponse(req: Request): Response {
  const probe = new ServerResponse(req) as unknown as Response;
  (probe as unknown as { json: (body: unknown) => Response }).json = () => probe;
  (probe as unknown as { locals: Record<string, unknown> }).locals = {};
  return probe;
}

/** The request body as the mock sees it: JSON parsed, multipart fields parsed within the mock's limits, otherwise none. */
async function parseBody(req: Request, raw: Buffer, findings: Finding[]): Promise<unknown> {
  if (raw.length === 0) return undefined;
  if (req.is('application/json') || req.is('+json')) {
    try {
      return JSON.parse(raw.toString('utf8'));
    } catch {
      findings.push({ side: 'request', pointer: '/body', message: 'The request body is not valid JSON.' });
      return undefined;
    }
  }
  if (req.is('multipart/form-data')) return parseMultipartFields(req, raw);
  return undefined;
}

/** Parses a copy of a multipart body (the original bytes are forwarded untouched); undefined when it cannot be parsed. */
function parseMultipartFields(req: Request, raw: Buffer): Promise<unknown> {
  const copy = Object.assign(Readable.from([raw]), {
    headers: { ...req.headers, 'content-length': String(raw.length) },
    is: req.is.bind(req),
    get: (name: string) => (name.toLowerCase() === 'content-length' ? String(raw.length) : req.get(name)),
  }) as unknown as Request & { body?: unknown };
  const quietResponse = { set: () => quietResponse } as unknown as Response;
  return new Promise((resolve) => {
    parseWithinLimits(copy, quietResponse, (error?: unknown) => resolve(error ? undefined : copy.body));
  });
}

/** The validator's error as findings: one per detailed error, each with its JSON pointer. */
function findingsOf(side: Finding['side'], error: ValidatorError): Finding[] {
  const detailed = (error.errors ?? []).filter((item) => !SUMMARY_ERROR_CODES.has(item.errorCode ?? ''));
  const items = detailed.length > 0 ? detailed : (error.errors ?? []);
  if (items.length === 0) return [{ side, pointer: side === 'response' ? '/' : '', message: error.message }];
  return items.map((item) => ({ side, pointer: pointerOf(side, item.path ?? error.path), message: item.message }));
}

/** Where a request error can be: the rest (an unknown path, a method) is about the whole request (pointer ''). */
const REQUEST_LOCATION = /^\/(body|query|headers|path|params|cookies)(\/|$)/;

/** Request errors keep their location (`/body/amount`); response errors point into the body (`/response/data/0` → `/data/0`). */
function pointerOf(side: Finding['side'], path: string | undefined): string {
  if (!path) return side === 'response' ? '/' : '';
  const pointer = path.startsWith('.') ? `/${path.slice(1).replace(/\./g, '/')}` : path;
  if (side === 'response') return pointer.replace(/^\/response(?=\/|$)/, '') || '/';
  return REQUEST_LOCATION.test(pointer) ? pointer : '';
}
