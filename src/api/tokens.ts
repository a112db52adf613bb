import type { Client } from 'openapi-fetch';
import type { components, paths, RelayTokenResponse as TokenResponse } from './schema';
import { unwrap } from './apiError';
import { createCrossTabLock, type CrossTabLock } from './crossTabLock';
import { getAccessToken, storeTokens } from './session';
import { singleFlight } from './singleFlight';

/**
 * The token relay of the app's own server (server/web/tokenRelay.ts): it adds the OAuth client's
 * secret and the body signature, and keeps the refresh token in an HttpOnly cookie, so the
 * browser holds no secret and no script can read the refresh token.
 */
export const TOKEN_PATH = '/auth/token';
export const NO_REFRESH_TOKEN = 'No refresh token available';

export interface TokenService {
  /** OAuth password grant; stores the tokens. Bad credentials reject with the API's message. */
  signInWithPassword(email: string, password: string): Promise<TokenResponse>;
  /** The second step of an account with two-step verification: a TOTP or recovery code; a wrong one rejects with the API's message. */
  signInWithCode(mfaToken: string, code: string): Promise<TokenResponse>;
  /**
   * One refresh for everyone waiting: N concurrent callers share one token call
   * (refresh tokens rotate, so a second call with the same token would be refused), and
   * tabs take turns under a cross-tab lock. Inside it the stored tokens are read again: when
   * the access token is no longer `staleAccessToken` (the one that was refused; default: the
   * current one), another tab already rotated the pair and there is nothing to do but retry.
   * That re-read holds because the relay sets the access-token cookie in its answer: a cookie
   * written by a script reaches other tabs late (they could take the lock and still read the old
   * token, then rotate a second time); one set by a response is stored before the lock is released.
   */
  refreshOnce(staleAccessToken?: string): Promise<void>;
}

/**
 * The password was right and the account has two-step verification (issue 35 item 8): the sign-in goes on
 * with `signInWithCode(mfaToken, code)`. Its message is the service's ('Enter the 6-digit code…').
 */
export class SecondFactorRequired extends Error {
  constructor(
    readonly mfaToken: string,
    message: string,
  ) {
    super(message);
    this.name = 'SecondFactorRequired';
  }
}

export const REFRESH_LOCK_NAME = 'spendboard-token-refresh';

export function createTokenService(client: Client<paths>, refreshLock: CrossTabLock = createCrossTabLock(REFRESH_LOCK_NAME)): TokenService {
  async function issueTokens(body: components['schemas']['RelayTokenRequest']): Promise<TokenResponse> {
    const answer = client.POST(TOKEN_PATH, { body });
    const { error } = await answer.catch(() => ({ error: undefined }));
    if (error?.error === 'mfa_required' && error.mfa_token) throw new SecondFactorRequired(error.mfa_token, error.message);
    const tokens = await unwrap(answer);
    storeTokens(tokens);
    return tokens;
  }

  const refreshOnce = singleFlight((staleAccessToken: string | undefined = getAccessToken()) =>
    refreshLock(async () => {
      const current = getAccessToken();
      if (current !== undefined && current !== staleAccessToken) return;
      await issueTokens({ grant_type: 'refresh_token' });
    }),
  );

  return {
    signInWithPassword: (email, password) => issueTokens({ grant_type: 'password', username: email, password }),
    signInWithCode: (mfaToken, code) => issueTokens({ grant_type: 'mfa_otp', mfa_token: mfaToken, code }),
    refreshOnce,
  };
}
