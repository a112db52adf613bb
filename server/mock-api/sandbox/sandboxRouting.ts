import type { Request, RequestHandler } from 'express';
import { bindSandboxContext } from '../context.ts';
import { SANDBOX_HEADER } from './sandboxNames.ts';
import type { Sandbox, SandboxRegistry } from './sandboxRegistry.ts';

const sandboxOfRequest = new WeakMap<Request, Sandbox>();

/**
 * Routes each mock request (`apiPath` or `/__mock/*`) to the sandbox its `X-Mock-Sandbox` header
 * names (422 for an invalid name, 429 past the limit), or to the shared one without the header or
 * when `honourHeader` is off (the QA controls are off). Other paths (the app's files) pass untouched.
 */
export function routeToSandbox(registry: SandboxRegistry, apiPath: RegExp, honourHeader: boolean): RequestHandler {
  return (req, _res, next) => {
    if (!apiPath.test(req.path) && !/^\/__mock(\/|$)/.test(req.path)) return next();
    const sandbox = honourHeader ? registry.forHeader(req.get(SANDBOX_HEADER)) : registry.shared;
    sandboxOfRequest.set(req, sandbox);
    bindSandboxContext(req, sandbox.context);
    next();
  };
}

/** `/__mock/*`: the controls of the request's sandbox. */
export const controlsOfSandbox: RequestHandler = (req, res, next) => {
  const sandbox = sandboxOfRequest.get(req);
  if (!sandbox) return next(new Error('controlsOfSandbox needs routeToSandbox first'));
  sandbox.controls(req, res, next);
};
