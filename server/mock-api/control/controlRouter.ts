import express, { type Router } from 'express';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import type { MockContext } from '../context.ts';
import type { FaultSpec } from './faultInjector.ts';
import { compileRoutePattern } from './routePattern.ts';
import { registerPublicControls } from '../public/publicControls.ts';

export const CONTROL_BASE_PATH = '/__mock';

/** `/__mock/*`: QA controls. Not part of the product contract, so not validated by it. */
export function createControlRouter(context: MockContext): Router {
  const router = express.Router();
  router.use(express.json());

  router.post('/reset', (_req, res) => {
    context.store.reset();
    context.tokens.revokeAll();
    context.faults.clear();
    context.requestLog.clear();
    res.json({ message: 'Mock API restored to its seed; tokens, faults and the request log cleared.' });
  });

  router.post('/expire-tokens', (_req, res) => {
    res.json({ message: 'Every access token has expired.', expired: context.tokens.expireAllAccessTokens() });
  });

  router.get('/faults', (_req, res) => {
    res.json({ data: context.faults.list() });
  });
  router.post('/faults', (req, res) => {
    res.status(201).json({ data: context.faults.add(parseFaultSpec(req.body)) });
  });
  router.delete('/faults', (_req, res) => {
    context.faults.clear();
    res.status(204).end();
  });
  router.delete('/faults/:id', (req, res) => {
    res.status(context.faults.remove(Number(req.params.id)) ? 204 : 404).end();
  });

  router.get('/requests', (req, res) => {
    const limit = Number(req.query.limit);
    res.json({ data: context.requestLog.list(Number.isInteger(limit) && limit > 0 ? limit : undefined) });
  });
  router.delete('/requests', (_req, res) => {
    context.requestLog.clear();
    res.status(204).end();
  });
  registerPublicControls(router, context);
  return router;
}

function parseFaultSpec(body: unknown): FaultSpec {
  const input = (body ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const check = (field: string, ok: boolean, message: string) => {
    if (!ok) errors[field] = [message];
  };
  const isOptionalInteger = (value: unknown, min: number, max: number) =>
    value === undefined || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max);
  check('route', typeof input.route === 'string' && input.route.trim() !== '' && compiles(input.route), 'A route pattern such as "GET /api/admin/cards" is required.');
  check('status', input.status === 0 || isOptionalInteger(input.status, 100, 599), 'The status must be 0 (drop the connection) or an HTTP status.');
  check('latency_ms', isOptionalInteger(input.latency_ms, 0, 120_000), 'The latency_ms must be an integer from 0 to 120000.');
  check('count', isOptionalInteger(input.count, 1, 1_000_000), 'The count must be a positive integer.');
  check('rate', input.rate === undefined || (typeof input.rate === 'number' && input.rate >= 0 && input.rate <= 1), 'The rate must be a number from 0 to 1.');
  check('status', input.status !== undefined || input.latency_ms !== undefined, 'Give a status, a latency_ms, or both.');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const { route, status, latency_ms, count, rate, body: faultBody } = input;
  return { route: route as string, status, latency_ms, count, rate, body: faultBody } as FaultSpec;
}

function compiles(pattern: string): boolean {
  try {
    compileRoutePattern(pattern);
    return true;
  } catch {
    return false;
  }
}
