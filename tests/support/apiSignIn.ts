/**
 * The one OAuth client of tests and scripts: the client id and secret the mock API accepts (read from
 * the environment as the mock reads them) and a password-grant sign-in over HTTP.
 */
import { SIGNATURE_HEADER, signBody } from '../../server/mock-api/auth/bodySignature.ts';
import { resolveMockApiOptions } from '../../server/mock-api/options.ts';
import { SEEDED_PASSWORD } from '../../server/mock-api/store/seed/index.ts';

const options = resolveMockApiOptions();

/** The OAuth client the mock API accepts (`OAUTH_CLIENT_ID` / `OAUTH_CLIENT_SECRET`, docs/CONVENTIONS.md). */
export const OAUTH_CLIENT = { client_id: options.oauthClientId, client_secret: options.oauthClientSecret };

export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

/** `POST {baseUrl}/oauth/token` with the OAuth client and `body`, signed, as the app's token relay sends it. */
export function requestToken(baseUrl: string, body: Record<string, unknown>, { signed = true } = {}): Promise<Response> {
  const raw = JSON.stringify({ ...OAUTH_CLIENT, ...body });
  return fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signed ? { [SIGNATURE_HEADER]: signBody(raw, options.oauthSigningSecret) } : {}) },
    body: raw,
  });
}

/** Signs `email` in with the password grant (a seeded account's password by default); throws unless 200. */
export async function apiSignIn(baseUrl: string, email: string, password: string = SEEDED_PASSWORD): Promise<Tokens> {
  const response = await requestToken(baseUrl, { grant_type: 'password', username: email, password });
  if (response.status !== 200) throw new Error(`Sign-in of ${email} failed with ${response.status}`);
  return (await response.json()) as Tokens;
}

/** The headers of an API call as `email` in `companyId` (X-Tenant). */
export async function apiHeaders(baseUrl: string, email: string, companyId?: string): Promise<Record<string, string>> {
  const { access_token } = await apiSignIn(baseUrl, email);
  return { Authorization: `Bearer ${access_token}`, ...(companyId ? { 'X-Tenant': companyId } : {}) };
}
