import type { Router } from 'express';

/** One route an Express 5 router answers: its method and its path in OpenAPI's `{param}` spelling. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

type Layer = {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

/**
 * Every route registered on the router and on the routers it mounts (Express 5's router stack),
 * `:id` written `{id}` so it compares with an OpenAPI file's paths. A mount or route path that is
 * not a plain string (an array, a pattern) throws: it could not be compared.
 */
export function registeredRoutes(router: Router): RegisteredRoute[] {
  return walk((router as unknown as { stack: Layer[] }).stack, '');
}

function walk(stack: Layer[], prefix: string): RegisteredRoute[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = `${prefix}${plainPath(layer.route.path)}`;
      return Object.keys(layer.route.methods)
        .filter((method) => method !== '_all')
        .map((method) => ({ method: method.toUpperCase(), path: toOpenApiPath(path) }));
    }
    if (layer.handle?.stack) {
      const mount = plainPath(layer.rawPath ?? '/');
      return walk(layer.handle.stack, `${prefix}${mount === '/' ? '' : mount}`);
    }
    return [];
  });
}

function plainPath(path: string | string[] | undefined): string {
  if (typeof path !== 'string') throw new Error(`A route path that is not a plain string cannot be compared: ${String(path)}`);
  return path;
}

function toOpenApiPath(path: string): string {
  return (path === '' ? '/' : path).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}
