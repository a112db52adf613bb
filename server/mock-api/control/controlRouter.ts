import express, { type Router } from 'express';
import { validationFailed, type FieldErrors } from '../http/errors.ts';
import type { MockContext } from '../context.ts';
import type { FaultSpec } from './faultInjector.ts';
import { compileRoutePattern, RoutePatternError } from './routePattern.ts';
import { registerPublicControls } from '../public/publicControls.ts';
import { requireControlToken, requireJsonWrites } from './controlAccess.ts';
import { createErrorReportIntake } from './errorReportIntake.ts';
import { registerClockControls } from './clockControls.ts';
import { registerControlsDescription } from './controlsDescription.ts';
import { registerDisputeControls } from './disputeControls.ts';
import { registerExpenseControls } from './expenseControls.ts';
import { registerFixtures } from './fixtures.ts';
import { registerInboundEmail } from './inboundEmail.ts';
import { registerPayrollControls } from './payrollControls.ts';
import { registerScriptPayloadControls } from './scriptPayloadControls.ts';
import { registerSandboxControls } from './sandboxControls.ts';
import { registerSnapshotControls, registerSnapshotImport } from './snapshotControls.ts';

export const CONTROL_BASE_PATH = '/__mock';

/**
 * `/__mock/*`: QA controls. Not part of the product contract, so not validated by it. Only the
 * browser's error-report intake is open; everything else needs the control token (controlAccess.ts).
 */
export function createControlRouter(context: MockContext): Router {
  const router = express.Router();
  router.use(createErrorReportIntake(context));
  router.use(requireControlToken(context.options.controlToken));
  // The mail provider's delivery is multipart (an e-mail with its attachment); every other control is JSON.
  registerInboundEmail(router, context);
  router.use(requireJsonWrites);
  registerSnapshotImport(router, context);
  router.use(express.json({ limit: '1mb' }));

  router.post('/reset', (_req, res) => {
    context.store.reset();
    context.tokens.revokeAll();
    context.faults.clear();
    context.requestLog.clear();
    context.signInThrottle.clear();
    context.errorReportRate.clear();
    res.json({ message: 'Mock API restored to its seed; tokens, faults, rate limits and the request log cleared.' });
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
  registerExpenseControls(router, context);
  registerClockControls(router, context);
  registerDisputeControls(router, context);
  registerPayrollControls(router, context);
  registerScriptPayloadControls(router, context);
  registerSandboxControls(router, context);
  registerSnapshotControls(router, context);
  registerControlsDescription(router, CONTROL_BASE_PATH);
  registerFixtures(router, context);
  return router;
}

function parseFaultSpec(body: unknown): FaultSpec {
  const input = (body ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = Object.create(null);
  const check = (field: string, ok: boolean, message: string) => {
    if (!ok) errors[field] = [message];
  };
  const isOptionalInteger = (value: unknown, min: number, max: number) =>
    value === undefined || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max);
  const routeProblem = routePatternProblem(input.route);
  check('route', routeProblem === null, routeProblem ?? '');
  check(
    'status',
    input.status === 0 || isOptionalInteger(input.status, 100, 599),
    'The status must be 0 (drop the connection) or an HTTP status.',
  );
  check('latency_ms', isOptionalInteger(input.latency_ms, 0, 120_000), 'The latency_ms must be an integer from 0 to 120000.');
  check('count', isOptionalInteger(input.count, 1, 1_000_000), 'The count must be a positive integer.');
  check(
    'rate',
    input.rate === undefined || (typeof input.rate === 'number' && input.rate >= 0 && input.rate <= 1),
    'The rate must be a number from 0 to 1.',
  );
  check('status', input.status !== undefined || input.latency_ms !== undefined, 'Give a status, a latency_ms, or both.');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const { route, status, latency_ms, count, rate, body: faultBody } = input;
  return { route: route as string, status, latency_ms, count, rate, body: faultBody } as FaultSpec;
}

/** Why the route is not a glob pattern, or null when it compiles. */
function routePatternProblem(route: unknown): string | null {
  if (typeof route !== 'string' || route.trim() === '') return 'A route pattern such as "GET /api/admin/cards/*" is required.';
  try {
    compileRoutePattern(route);
    return null;
  } catch (error) {
    if (error instanceof RoutePatternError) return error.message;
    throw error;
  }
}
