import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { createAuthMiddleware } from './authMiddleware';
import { serializeQuery } from './querySerializer';
import { createSessionEndHandler, type SessionEndOptions } from './sessionEnd';
import { rememberServerDate } from './serverClock';
import { MOCK_SANDBOX_HEADER } from './tabSandbox';
import type { CrossTabLock } from './crossTabLock';
import { createTokenService, type TokenService } from './tokens';

export interface ApiClientOptions extends SessionEndOptions {
  /** '' in the browser (same origin); an absolute origin in tests and Node. */
  baseUrl?: string;
  /** The lock tabs take turns under to refresh; tests give several clients one lock. */
  refreshLock?: CrossTabLock;
  /** The reader's language, read at each call and sent as `Accept-Language` (the API writes its sentences in it). */
  language?: () => string;
  /** QA: the mock API's sandbox (`X-Mock-Sandbox`) every request goes to, token calls and replays included. */
  sandbox?: string | null;
}

export type ApiClient = Client<paths>;

export interface Api extends TokenService {
  client: ApiClient;
}

/**
 * Build the typed client with its session behaviour. The app uses one instance
 * (`src/api/client.ts`); tests build their own to start from a clean state.
 */
export function createApiClient({ baseUrl = '', refreshLock, language, sandbox, ...sessionEnd }: ApiClientOptions = {}): Api {
  const client = createClient<paths>({
    baseUrl,
    querySerializer: serializeQuery,
    // Looked up on every call, so a stubbed or polyfilled fetch is honoured. The language is put on
    // here, on every request sent (a replay after a refresh too), without a middleware's extra turn; every
    // answer's `Date` sets the server's clock (period presets count from the server's today).
    fetch: (request) => {
      if (language) request.headers.set('Accept-Language', language());
      if (sandbox) request.headers.set(MOCK_SANDBOX_HEADER, sandbox);
      return globalThis.fetch(request).then((response) => {
        rememberServerDate(response.headers.get('Date'));
        return response;
      });
    },
  });
  const tokens = createTokenService(client, refreshLock);
  client.use(
    createAuthMiddleware({
      refreshOnce: tokens.refreshOnce,
      onSessionLost: createSessionEndHandler(sessionEnd),
    }),
  );
  return { client, ...tokens };
}
