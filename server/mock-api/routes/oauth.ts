import type { Request, Response } from 'express';
import type { components } from '../../../src/api/schema.d.ts';
import { hasValidSignature, SIGNATURE_HEADER } from '../auth/bodySignature.ts';
import { mockContext } from '../context.ts';
import { requestLanguage } from '../http/language.ts';
import { bearerChallenge } from '../http/responseHeaders.ts';
import { translateMessage } from '../http/translateMessage.ts';
import { clientAddressOf } from '../http/slidingWindow.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { setLoggedTokenGrant } from '../control/requestLog.ts';

type TokenRequest = components['schemas']['TokenRequest'];
type OAuthError = components['schemas']['OAuthError'];

const REFRESH_FAILURE_MESSAGES = {
  unknown: 'The refresh token is invalid or has been revoked.',
  expired: 'The refresh token has expired.',
  reused: 'The refresh token was already used; every session of this sign-in has been revoked.',
} as const;

/** Failed password grants allowed per account and client address within the window; the next one is 429. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** POST /oauth/token: password grant (throttled) and refresh_token grant (rotation with reuse detection). */
export const registerOAuthRoutes: RegisterRoutes = (router) => {
  router.post('/oauth/token', (req, res) => {
    const { options, store, tokens, signInThrottle } = mockContext(req);
    const grant = req.body as TokenRequest;
    const rawBody = (req as typeof req & { rawBody?: Buffer }).rawBody;
    if (!hasValidSignature(rawBody, req.get(SIGNATURE_HEADER), options.oauthSigningSecret)) {
      return sendOAuthError(req, res, 401, 'invalid_client', 'The token request is not signed with the shared secret.');
    }
    if (grant.client_id !== options.oauthClientId || grant.client_secret !== options.oauthClientSecret) {
      return sendOAuthError(req, res, 401, 'invalid_client', 'Client authentication failed.');
    }
    if (grant.grant_type === 'password') {
      const username = (grant.username ?? '').toLowerCase();
      // A signed request comes from the token relay, which names the browser's address; others are counted by their peer.
      const attempts = `${username}\n${req.get('X-Forwarded-For') || clientAddressOf(req)}`;
      if (signInThrottle.isOverLimit(attempts)) {
        const retryAfter = signInThrottle.retryAfterSeconds(attempts);
        res.set('Retry-After', String(retryAfter));
        const minutes = Math.ceil(retryAfter / 60);
        return sendOAuthError(
          req,
          res,
          429,
          'too_many_attempts',
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const user = store.db.users.find((candidate) => candidate.email.toLowerCase() === username);
      if (!user || !user.password || user.password !== grant.password) {
        signInThrottle.record(attempts);
        return sendOAuthError(req, res, 400, 'invalid_grant', 'These credentials do not match our records.');
      }
      signInThrottle.forget(attempts);
      return res.json({ token_type: 'Bearer', ...tokens.issueForPassword(user.id) });
    }
    const outcome = tokens.refresh(grant.refresh_token ?? '');
    if (!outcome.ok) return sendOAuthError(req, res, 400, 'invalid_grant', REFRESH_FAILURE_MESSAGES[outcome.reason]);
    setLoggedTokenGrant(res, outcome.grant);
    return res.json({ token_type: 'Bearer', ...outcome.tokens });
  });
};

/** An OAuth error; its message for people in the request's language (`Accept-Language`), its code as it is. */
function sendOAuthError(req: Request, res: Response, status: number, error: OAuthError['error'], message: string): void {
  if (status === 401) res.set('WWW-Authenticate', bearerChallenge(error));
  res.status(status).json({ error, message: translateMessage(message, requestLanguage(req)) } satisfies OAuthError);
}
