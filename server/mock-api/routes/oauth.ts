import type { Request, Response } from 'express';
import type { OAuthError, TokenRequest } from '../../../src/api/schema.d.ts';
import { hasValidSignature, SIGNATURE_HEADER } from '../auth/bodySignature.ts';
import { mockContext } from '../context.ts';
import { requestLanguage } from '../http/language.ts';
import { bearerChallenge } from '../http/responseHeaders.ts';
import { translateMessage } from '../http/translateMessage.ts';
import { clientAddressOf } from '../http/slidingWindow.ts';
import type { RegisterRoutes } from './registerRoutes.ts';
import { setLoggedTokenGrant } from '../control/requestLog.ts';
import { acceptSecondFactor } from '../auth/totp.ts';
import type { SlidingWindowCounter } from '../http/slidingWindow.ts';

const REFRESH_FAILURE_MESSAGES = {
  unknown: 'The refresh token is invalid or has been revoked.',
  expired: 'The refresh token has expired.',
  reused: 'The refresh token was already used; every session of this sign-in has been revoked.',
} as const;

/** Failed password grants allowed per account and client address within the window; the next one is 429. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export const MFA_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const WRONG_MFA_CODE_MESSAGE = 'That code is not correct. Try the current code from your authenticator app, or a recovery code.';
export const EXPIRED_MFA_TOKEN_MESSAGE = 'The sign-in took too long. Sign in again with your password.';

/**
 * POST /oauth/token: password grant (throttled), `mfa_otp` grant (the second step of an account with
 * two-step verification, throttled with the password's counter) and refresh_token grant (rotation with reuse detection).
 */
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
      const attempts = attemptsKey(req, username);
      if (signInThrottle.isOverLimit(attempts)) return sendThrottled(req, res, signInThrottle, attempts);
      const user = store.db.users.find((candidate) => candidate.email.toLowerCase() === username);
      if (!user || !user.password || user.password !== grant.password) {
        signInThrottle.record(attempts);
        return sendOAuthError(req, res, 400, 'invalid_grant', 'These credentials do not match our records.');
      }
      signInThrottle.forget(attempts);
      if (user.two_factor) {
        const mfa_token = tokens.startMfaChallenge(user.id, originOf(req));
        res.set('Cache-Control', 'no-store');
        return res.status(403).json({
          error: 'mfa_required',
          message: translateMessage(MFA_REQUIRED_MESSAGE, requestLanguage(req)),
          mfa_token,
        } satisfies OAuthError);
      }
      return res.json({ token_type: 'Bearer', ...tokens.issueForPassword(user.id, originOf(req)) });
    }
    if (grant.grant_type === 'mfa_otp') {
      const challenge = tokens.mfaChallengeUser(grant.mfa_token ?? '');
      const user = challenge && store.db.users.find((candidate) => candidate.id === challenge.userId);
      if (!challenge || !user?.two_factor) return sendOAuthError(req, res, 400, 'invalid_grant', EXPIRED_MFA_TOKEN_MESSAGE);
      const attempts = attemptsKey(req, user.email.toLowerCase());
      if (signInThrottle.isOverLimit(attempts)) return sendThrottled(req, res, signInThrottle, attempts);
      if (!acceptSecondFactor(user.two_factor, grant.code ?? '')) {
        signInThrottle.record(attempts);
        return sendOAuthError(req, res, 400, 'invalid_grant', WRONG_MFA_CODE_MESSAGE);
      }
      signInThrottle.forget(attempts);
      return res.json({ token_type: 'Bearer', ...tokens.completeMfaChallenge(grant.mfa_token ?? '')! });
    }
    const outcome = tokens.refresh(grant.refresh_token ?? '');
    if (!outcome.ok) return sendOAuthError(req, res, 400, 'invalid_grant', REFRESH_FAILURE_MESSAGES[outcome.reason]);
    setLoggedTokenGrant(res, outcome.grant);
    return res.json({ token_type: 'Bearer', ...outcome.tokens });
  });
};

/** A signed request comes from the token relay, which names the browser's address; others are counted by their peer. */
function attemptsKey(req: Request, username: string): string {
  return `${username}\n${req.get('X-Forwarded-For') || clientAddressOf(req)}`;
}

function originOf(req: Request) {
  return { userAgent: req.get('User-Agent') ?? '', ipAddress: req.get('X-Forwarded-For') || clientAddressOf(req) };
}

function sendThrottled(req: Request, res: Response, throttle: SlidingWindowCounter, attempts: string): void {
  const retryAfter = throttle.retryAfterSeconds(attempts);
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
