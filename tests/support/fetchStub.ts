import { vi } from 'vitest';

export type Route = (request: Request) => Response | Promise<Response>;

/** Stubs fetch with `METHOD /path` routes; returns the log of `METHOD /path tenant=…` seen. */
export function stubRoutes(routes: Record<string, Route>): string[] {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      seen.push(`${request.method} ${pathname} tenant=${request.headers.get('X-Tenant') ?? '-'}`);
      const route = routes[`${request.method} ${pathname}`];
      return route ? route(request) : Response.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  return seen;
}
