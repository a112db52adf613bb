import type { RequestHandler } from 'express';
import { mockContext } from '../context.ts';

/**
 * No API answer is stored by a cache: token answers are `no-store` (RFC 6749 §5.1), every other
 * API answer, which belongs to one signed-in user, is `private, no-store`. A handler may override it.
 */
export const noStoreApiAnswers: RequestHandler = (req, res, next) => {
  res.set('Cache-Control', req.path.startsWith('/oauth/') ? 'no-store' : 'private, no-store');
  next();
};

/**
 * Every API answer's `Date` (RFC 9110 §6.6.1) is the mock clock's now (`/__mock/clock`), as a real backend's is its
 * own clock: the app reads today from it (period presets), so a test that moves the clock moves the app's today.
 */
export const dateFromMockClock: RequestHandler = (req, res, next) => {
  res.setHeader('Date', mockContext(req).store.now().toUTCString());
  next();
};

/** RFC 6750 §3: a 401 names the scheme and the error code. */
export function bearerChallenge(error = 'invalid_token'): string {
  return `Bearer error="${error}"`;
}
