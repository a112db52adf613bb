import type { TokenRequest } from '../../../src/api/schema.d.ts';
import type { IssuedTokens, SessionOrigin } from '../auth/tokenService.ts';
import { acceptSecondFactor } from '../auth/totp.ts';
import type { SlidingWindowCounter } from '../http/slidingWindow.ts';
import type { Visitor } from './actor.ts';

export const WRONG_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const WRONG_MFA_CODE_MESSAGE = 'That code is not correct. Try the current code from your authenticator app, or a recovery code.';
export const EXPIRED_MFA_TOKEN_MESSAGE = 'The sign-in took too long. Sign in again with your password.';

const REFRESH_FAILURE_MESSAGES = {
  unknown: 'The refresh token is invalid or has been revoked.',
  expired: 'The refresh token has expired.',
  reused: 'The refresh token was already used; every session of this sign-in has been revoked.',
} as const;

/** Where a token grant is asked: the sandbox (a visitor), its throttle of failed sign-ins, and where the call comes from. */
export interface SignInDesk extends Visitor {
  throttle: SlidingWindowCounter;
  /** The caller's user agent and address (the token relay names the browser's); failed attempts count per account and address. */
  origin: Required<SessionOrigin>;
}

/**
 * What a grant comes to: tokens (`refreshed`: how a refresh grant answered), the second step an account with
 * two-step verification still owes, a refusal (`invalid_grant`, in English), or too many failed attempts.
 */
export type GrantOutcome =
  | { kind: 'tokens'; tokens: IssuedTokens; refreshed?: 'rotated' | 'replayed' }
  | { kind: 'mfa_required'; mfaToken: string }
  | { kind: 'refused'; message: string }
  | { kind: 'throttled'; retryAfterSeconds: number };

/**
 * A grant of `POST /oauth/token` from an authenticated client: the password (throttled per account and address),
 * `mfa_otp` (the second step, throttled with the password's counter; the code is checked on the real clock, the
 * authenticator app's) or `refresh_token` (rotation with reuse detection).
 */
export function grantTokens(desk: SignInDesk, grant: TokenRequest): GrantOutcome {
  if (grant.grant_type === 'password') return passwordGrant(desk, grant);
  if (grant.grant_type === 'mfa_otp') return secondStepGrant(desk, grant);
  const outcome = desk.tokens.refresh(grant.refresh_token ?? '');
  if (!outcome.ok) return { kind: 'refused', message: REFRESH_FAILURE_MESSAGES[outcome.reason] };
  return { kind: 'tokens', tokens: outcome.tokens, refreshed: outcome.grant };
}

function passwordGrant({ store, tokens, throttle, origin }: SignInDesk, grant: TokenRequest): GrantOutcome {
  const username = (grant.username ?? '').toLowerCase();
  const attempts = attemptsKey(username, origin);
  if (throttle.isOverLimit(attempts)) return { kind: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds(attempts) };
  const user = store.db.users.find((candidate) => candidate.email.toLowerCase() === username);
  if (!user || !user.password || user.password !== grant.password) {
    throttle.record(attempts);
    return { kind: 'refused', message: WRONG_CREDENTIALS_MESSAGE };
  }
  throttle.forget(attempts);
  if (user.two_factor) return { kind: 'mfa_required', mfaToken: tokens.startMfaChallenge(user.id, origin) };
  return { kind: 'tokens', tokens: tokens.issueForPassword(user.id, origin) };
}

function secondStepGrant({ store, tokens, throttle, origin }: SignInDesk, grant: TokenRequest): GrantOutcome {
  const challenge = tokens.mfaChallengeUser(grant.mfa_token ?? '');
  const user = challenge && store.db.users.find((candidate) => candidate.id === challenge.userId);
  if (!challenge || !user?.two_factor) return { kind: 'refused', message: EXPIRED_MFA_TOKEN_MESSAGE };
  const attempts = attemptsKey(user.email.toLowerCase(), origin);
  if (throttle.isOverLimit(attempts)) return { kind: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds(attempts) };
  if (!acceptSecondFactor(user.two_factor, grant.code ?? '')) {
    throttle.record(attempts);
    return { kind: 'refused', message: WRONG_MFA_CODE_MESSAGE };
  }
  throttle.forget(attempts);
  return { kind: 'tokens', tokens: tokens.completeMfaChallenge(grant.mfa_token ?? '')! };
}

/** Failed attempts count per account and caller address. */
function attemptsKey(username: string, origin: Required<SessionOrigin>): string {
  return `${username}\n${origin.ipAddress}`;
}
