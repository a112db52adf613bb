import type { Client } from 'openapi-fetch';
import type { components, paths } from './schema';
import { unwrap } from './apiError';
import { getRefreshToken, storeTokens } from './session';
import { singleFlight } from './singleFlight';

type TokenResponse = components['schemas']['TokenResponse'];

export const TOKEN_PATH = '/oauth/token';
export const NO_REFRESH_TOKEN = 'No refresh token available';

/** The web app's OAuth client (docs/CONVENTIONS.md); overridable at build time. */
const oauthClient = {
  client_id: import.meta.env.VITE_OAUTH_CLIENT_ID || 'spendboard-web',
  client_secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET || 'spendboard-web-secret',
};

export interface TokenService {
  /** OAuth password grant; stores the tokens. Bad credentials reject with the API's message. */
  signInWithPassword(email: string, password: string): Promise<TokenResponse>;
  /**
   * One refresh for everyone waiting: N concurrent callers share one token call
   * (refresh tokens rotate, so a second call with the same token would be refused).
   */
  refreshOnce(): Promise<TokenResponse>;
}

export function createTokenService(client: Client<paths>): TokenService {
  async function issueTokens(body: components['schemas']['TokenRequest']): Promise<TokenResponse> {
    const tokens = await unwrap(client.POST(TOKEN_PATH, { body }));
    storeTokens(tokens);
    return tokens;
  }

  const refreshOnce = singleFlight(async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error(NO_REFRESH_TOKEN);
    return issueTokens({ grant_type: 'refresh_token', refresh_token: refreshToken, ...oauthClient });
  });

  return {
    signInWithPassword: (email, password) =>
      issueTokens({ grant_type: 'password', username: email, password, ...oauthClient }),
    refreshOnce,
  };
}
