import type { Request, Response } from 'express';
import type { OAuthError, TokenRequest } from '../../../src/api/schema.d.ts';
import { grantTokens } from '../actions/signIn.ts';
import { visitorOf } from '../auth/actor.ts';
import { hasValidSignature, SIGNATURE_HEADER } from '../auth/bodySignature.ts';
import { mockContext } from '../context.ts';
import { requestLanguage } from '../http/language.ts';
import { bearerChallenge } from '../http/responseHeaders.ts';
import { translateMessage } from '../http/translateMessage.ts';
import { clientAddressOf } from '../http/slidingWindow.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { setLoggedTokenGrant } from '../control/requestLog.ts';

/** Failed password grants allowed per account and client address within the window; the next one is 429. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export const MFA_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/**
 * POST /oauth/token: the client is authenticated here (signature, id and secret); the grant itself (password,
 * `mfa_otp`, refresh_token) is `grantTokens` of actions/signIn.ts, answered here as OAuth answers.
 */
export const registerOAuthRoutes: RegisterRoutes = (router) => {
  router.post('/oauth/token', (req, res) => {
    const { options, signInThrottle } = mockContext(req);
    const grant = req.body as TokenRequest;
    const rawBody = (req as typeof req & { rawBody?: Buffer }).rawBody;
    if (!hasValidSignature(rawBody, req.get(SIGNATURE_HEADER), options.oauthSigningSecret)) {
      return sendOAuthError(req, res, 401, 'invalid_client', 'The token request is not signed with the shared secret.');
    }
    if (grant.client_id !== options.oauthClientId || grant.client_secret !== options.oauthClientSecret) {
      return sendOAuthError(req, res, 401, 'invalid_client', 'Client authentication failed.');
    }
    const outcome = grantTokens({ ...visitorOf(req), throttle: signInThrottle, origin: originOf(req) }, grant);
    if (outcome.kind === 'throttled') return sendThrottled(req, res, outcome.retryAfterSeconds);
    if (outcome.kind === 'refused') return sendOAuthError(req, res, 400, 'invalid_grant', outcome.message);
    if (outcome.kind === 'mfa_required') {
      res.set('Cache-Control', 'no-store');
      return res.status(403).json({
        error: 'mfa_required',
        message: translateMessage(MFA_REQUIRED_MESSAGE, requestLanguage(req)),
        mfa_token: outcome.mfaToken,
      } satisfies OAuthError);
    }
    if (outcome.refreshed) setLoggedTokenGrant(res, outcome.refreshed);
    return res.json({ token_type: 'Bearer', ...outcome.tokens });
  });
};

/** A signed request comes from the token relay, which names the browser's address; others are counted by their peer. */
function originOf(req: Request) {
  return { userAgent: req.get('User-Agent') ?? '', ipAddress: req.get('X-Forwarded-For') || clientAddressOf(req) };
}

function sendThrottled(req: Request, res: Response, retryAfter: number): void {
  res.set('Retry-After', String(retryAfter));
  const minutes = Math.ceil(retryAfter / 60);
  sendOAuthError(
    req,
    res,
    429,
    'too_many_attempts',
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** An OAuth error; its message for people in the request's language (`Accept-Language`), its code as it is. */
function sendOAuthError(req: Request, res: Response, status: number, error: OAuthError['error'], message: string): void {
  if (status === 401) res.set('WWW-Authenticate', bearerChallenge(error));
  res.status(status).json({ error, message: translateMessage(message, requestLanguage(req)) } satisfies OAuthError);
}
