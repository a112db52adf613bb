/**
 * One tester talking to the mock over HTTP in a sandbox of their own (`X-Mock-Sandbox`), as the app
 * does when opened with `?sandbox=<name>`: sign-in, API calls and QA controls all carry the header.
 */
import { SIGNATURE_HEADER, signBody } from '../../server/mock-api/auth/bodySignature.ts';
import { CONTROL_TOKEN_HEADER } from '../../server/mock-api/control/controlAccess.ts';
import { resolveMockApiOptions } from '../../server/mock-api/options.ts';
import { SANDBOX_HEADER } from '../../server/mock-api/sandbox/sandboxNames.ts';
import { SEEDED_PASSWORD } from '../../server/mock-api/store/seed/index.ts';
import { OAUTH_CLIENT } from './apiSignIn.ts';

export interface SandboxCall {
  accessToken?: string;
  tenant?: string;
}

export interface SandboxTester {
  sandbox: string | undefined;
  /** Password grant in the sandbox; the access token, or throws unless 200. */
  signIn: (email: string) => Promise<string>;
  /** An API call (`/api/admin/*`) in the sandbox. */
  call: (method: string, path: string, body?: unknown, options?: SandboxCall) => Promise<Response>;
  /** A QA control (`/__mock/*`) of the sandbox. */
  control: (method: string, path: string, body?: unknown) => Promise<Response>;
}

/** A tester of `sandbox` (undefined: the shared sandbox, no header) on the server at `baseUrl`. */
export function sandboxTester(baseUrl: string, controlToken: string, sandbox: string | undefined): SandboxTester {
  const sandboxHeader: Record<string, string> = sandbox === undefined ? {} : { [SANDBOX_HEADER]: sandbox };
  const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...sandboxHeader, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    sandbox,
    signIn: async (email) => {
      const raw = JSON.stringify({ ...OAUTH_CLIENT, grant_type: 'password', username: email, password: SEEDED_PASSWORD });
      const signature = signBody(raw, resolveMockApiOptions().oauthSigningSecret);
      const response = await fetch(`${baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { ...sandboxHeader, 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: raw,
      });
      if (response.status !== 200) throw new Error(`Sign-in of ${email} in sandbox ${sandbox} failed with ${response.status}`);
      return ((await response.json()) as { access_token: string }).access_token;
    },
    call: (method, path, body, { accessToken, tenant } = {}) =>
      send(method, path, body, {
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        ...(tenant ? { 'X-Tenant': tenant } : {}),
      }),
    control: (method, path, body) => send(method, path, body, { [CONTROL_TOKEN_HEADER]: controlToken }),
  };
}
