import type { RequestHandler } from 'express';

/**
 * No API answer is stored by a cache: token answers are `no-store` (RFC 6749 §5.1), every other
 * API answer, which belongs to one signed-in user, is `private, no-store`. A handler may override it.
 */
export const noStoreApiAnswers: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', req.path.startsWith('/oauth/') ? 'no-store' : 'private, no-store');
  next();
};

/** RFC 6750 §3: a 401 names the scheme and the error code. */
export function bearerChallenge(error = 'invalid_token'): string {
  return `Bearer error="${error}"`;
}
