import { startServer, type RunningServer, type StartServerOptions } from '../../server/app.ts';
import { SEEDED_PASSWORD } from '../../server/mock-api/index.ts';

/** Talks to a real server over HTTP, as the app does. */
export interface TestClient {
  url: string;
  server: RunningServer;
  signIn: (email: string, password?: string) => Promise<Tokens>;
  token: (body: Record<string, unknown>) => Promise<Response>;
  get: (path: string, options?: RequestOptions) => Promise<Response>;
  send: (method: string, path: string, body: unknown, options?: RequestOptions) => Promise<Response>;
  close: () => Promise<void>;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface RequestOptions {
  accessToken?: string;
  tenant?: string;
}

export const OAUTH_CLIENT = { client_id: 'spendboard-web', client_secret: 'spendboard-web-secret' };

export async function startTestServer(options: StartServerOptions = {}): Promise<TestClient> {
  const server = await startServer({ port: 0, host: '127.0.0.1', ...options });
  const headersFor = ({ accessToken, tenant }: RequestOptions = {}): Record<string, string> => ({
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    ...(tenant ? { 'X-Tenant': tenant } : {}),
  });
  const send = (method: string, path: string, body: unknown, options?: RequestOptions) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...headersFor(options), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const token = (body: Record<string, unknown>) => send('POST', '/oauth/token', { ...OAUTH_CLIENT, ...body });
  return {
    url: server.url,
    server,
    token,
    send,
    get: (path, options) => fetch(`${server.url}${path}`, { headers: headersFor(options) }),
    signIn: async (email, password = SEEDED_PASSWORD) => {
      const response = await token({ grant_type: 'password', username: email, password });
      if (response.status !== 200) throw new Error(`Sign-in of ${email} failed with ${response.status}`);
      return (await response.json()) as Tokens;
    },
    close: () => server.close(),
  };
}
