import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startServer, type RunningServer, type StartServerOptions } from '../../server/app.ts';
import { apiSignIn, requestToken, type Tokens } from '../support/apiSignIn.ts';
import { CONTROL_TOKEN_HEADER } from '../../server/mock-api/control/controlAccess.ts';
import type { MockDatabase } from '../../server/mock-api/store/types.ts';

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

export type { Tokens };

export interface RequestOptions {
  accessToken?: string;
  tenant?: string;
  /** `Accept-Language` (the language the API writes its sentences in). */
  language?: string;
}

export async function startTestServer(options: StartServerOptions = {}): Promise<TestClient> {
  const server = await startServer({ port: 0, host: '127.0.0.1', ...options });
  const controlToken = server.mockApi.context.options.controlToken;
  /** `/__mock/*` calls carry the server's control token; API calls never do. */
  const headersFor = (path: string, { accessToken, tenant, language }: RequestOptions = {}): Record<string, string> => ({
    ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    ...(tenant ? { 'X-Tenant': tenant } : {}),
    ...(language ? { 'Accept-Language': language } : {}),
    ...(path.startsWith('/__mock/') ? { [CONTROL_TOKEN_HEADER]: controlToken } : {}),
  });
  const send = (method: string, path: string, body: unknown, options?: RequestOptions) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { ...headersFor(path, options), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const token = (body: Record<string, unknown>) => requestToken(server.url, body);
  return {
    url: server.url,
    server,
    token,
    send,
    get: (path, options) => fetch(`${server.url}${path}`, { headers: headersFor(path, options) }),
    signIn: (email, password) => apiSignIn(server.url, email, password),
    close: () => server.close(),
  };
}

/** The server of a test file, usable at module level: every call goes to the client started by `useTestServer`. */
export interface TestServerHandle extends Omit<TestClient, 'close'> {
  /** The mock API's live database, for arranging data and checking what a request changed. */
  db: () => MockDatabase;
  /** Signs in with the seeded password and returns the access token. */
  accessToken: (email: string) => Promise<string>;
}

export interface UseTestServerOptions extends StartServerOptions {
  /** POST /__mock/reset before each test, so every test starts from the seed. Default: true. */
  resetEachTest?: boolean;
}

/**
 * Starts a test server before the tests of the current file (or describe block) and closes it after them;
 * unless `resetEachTest` is false, the mock data is reset before each test.
 */
export function useTestServer({ resetEachTest = true, ...options }: UseTestServerOptions = {}): TestServerHandle {
  let client: TestClient | undefined;
  const running = (): TestClient => {
    if (!client) throw new Error('The test server is not running: use it inside tests or hooks.');
    return client;
  };
  beforeAll(async () => {
    client = await startTestServer(options);
  });
  afterAll(() => client?.close());
  if (resetEachTest) {
    beforeEach(async () => {
      // The journal outlives a reset: each test reads its own calls only. Emptied first, so the reset's
      // fresh seed is the last thing a control wrote (a control write rechecks Smart Comply on its database).
      await running().send('DELETE', '/__mock/requests', undefined);
      await running().send('POST', '/__mock/reset', undefined);
    });
  }
  return {
    get url() {
      return running().url;
    },
    get server() {
      return running().server;
    },
    signIn: (email, password) => running().signIn(email, password),
    token: (body) => running().token(body),
    get: (path, options) => running().get(path, options),
    send: (method, path, body, options) => running().send(method, path, body, options),
    db: () => running().server.mockApi.context.store.db,
    accessToken: async (email) => (await running().signIn(email)).access_token,
  };
}
