import type { Middleware } from 'openapi-fetch';
import { getAccessToken } from './session';
import { applySessionHeaders, bearerTokenOf } from './sessionHeaders';
import { TOKEN_PATH } from './tokens';

export interface AuthMiddlewareOptions {
  /** The shared, single-flight, cross-tab token refresh; told which access token was refused. */
  refreshOnce: (staleAccessToken?: string) => Promise<unknown>;
  /** The session cannot be recovered (refresh failed, or still 401 after it). */
  onSessionLost: () => void;
}

const isTokenRequest = (schemaPath: string, request: Request) => schemaPath === TOKEN_PATH || new URL(request.url).pathname === TOKEN_PATH;

/**
 * Bearer token and tenant on every API call; on 401, one shared refresh, then each
 * request is replayed once from an untouched clone taken before it was sent (a
 * body can be read only once). The token endpoint itself is never touched.
 */
export function createAuthMiddleware({ refreshOnce, onSessionLost }: AuthMiddlewareOptions): Middleware {
  const untouchedCopies = new Map<string, Request>();

  return {
    onRequest({ request, schemaPath, id }) {
      if (isTokenRequest(schemaPath, request)) return undefined;
      applySessionHeaders(request);
      untouchedCopies.set(id, request.clone());
      return request;
    },

    async onResponse({ request, response, id, options }) {
      const replay = untouchedCopies.get(id);
      untouchedCopies.delete(id);
      if (!replay || response.status !== 401) return undefined;

      // Someone else already refreshed while this request was in flight: just replay it.
      const current = getAccessToken();
      const alreadyRefreshed = current !== undefined && current !== bearerTokenOf(request);
      if (!alreadyRefreshed) {
        try {
          await refreshOnce(bearerTokenOf(request));
        } catch {
          onSessionLost();
          return response;
        }
      }
      const retried = await options.fetch(applySessionHeaders(replay));
      if (retried.status === 401) onSessionLost();
      return retried;
    },

    onError({ id }) {
      untouchedCopies.delete(id);
      return undefined;
    },
  };
}
