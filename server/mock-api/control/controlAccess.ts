import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ApiError, unauthorized } from '../http/errors.ts';

export const CONTROL_TOKEN_HEADER = 'X-Mock-Control';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every `/__mock/*` control, reads included, needs `X-Mock-Control: <token>` (401 otherwise):
 * the controls can reset data, read mailed links and the request log, so only QA may use them.
 */
export function requireControlToken(token: string): RequestHandler {
  const expected = digest(token);
  return (req, _res, next) => {
    const given = req.get(CONTROL_TOKEN_HEADER);
    if (!given || !timingSafeEqual(digest(given), expected)) {
      throw unauthorized(
        `Mock controls need the ${CONTROL_TOKEN_HEADER} header with the token the server printed at start (MOCK_CONTROL_TOKEN or .mock-control-token).`,
      );
    }
    next();
  };
}

/**
 * Control writes take `application/json` only (415 otherwise): a cross-site form or a `text/plain`
 * beacon can never reach them, token or not. A write without a body still declares the type.
 */
export const requireJsonWrites: RequestHandler = (req, _res, next) => {
  if (READ_METHODS.has(req.method)) return next();
  const hasBody = Number(req.get('Content-Length') ?? 0) > 0 || req.get('Transfer-Encoding') !== undefined;
  const mustDeclare = req.method !== 'DELETE' || hasBody;
  if (mustDeclare && mediaTypeOf(req.get('Content-Type')) !== 'application/json') {
    throw new ApiError(415, 'Mock control writes accept Content-Type: application/json only.');
  }
  next();
};

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Equal-length digests, so the comparison takes the same time whatever the given token. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
