import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import { TokenService } from './auth/tokenService.ts';
import { attachMockContext, mockContext, type MockContext } from './context.ts';
import { CONTROL_BASE_PATH, createControlRouter } from './control/controlRouter.ts';
import { ERROR_REPORTS_PER_MINUTE } from './control/errorReportIntake.ts';
import { FaultInjector } from './control/faultInjector.ts';
import { injectFaults, recordRequests } from './control/faultsMiddleware.ts';
import { RequestLog } from './control/requestLog.ts';
import { createErrorMapper } from './http/errorMapper.ts';
import { parseBoundedMultipart } from './http/multipart.ts';
import { dateFromMockClock, noStoreApiAnswers } from './http/responseHeaders.ts';
import { notFound } from './http/errors.ts';
import { createOpenApiValidator } from './http/openApiValidator.ts';
import { parseQueryString } from './http/queryString.ts';
import { SlidingWindowCounter } from './http/slidingWindow.ts';
import { resolveMockApiOptions, type MockApiOptions } from './options.ts';
import { ROUTE_REGISTRATIONS } from './routes/index.ts';
import { recheckCompliance } from './policy/compliance.ts';
import { noteStoreChange } from './store/changeCounter.ts';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from './routes/oauth.ts';
import type { MockStore } from './store/store.ts';
import { SandboxRegistry } from './sandbox/sandboxRegistry.ts';
import { controlsOfSandbox, routeToSandbox } from './sandbox/sandboxRouting.ts';

/**
 * Paths the mock answers; everything else passes through to the host app (static files, SPA). The AI assistant's
 * `/api/chat` (server/chat, mounted after the mock) passes through too, but only after the sandbox, the journal and
 * the faults have seen it: QA can break the assistant's calls like any other.
 */
const API_PATH = /^\/(api\/admin|api\/chat|oauth)(\/|$)/;
const CHAT_PATH = /^\/api\/chat(\/|$)/;

export interface MockApi {
  /** Mount with `app.use(mockApi.app)`; it ignores paths that are not its own. */
  app: Express;
  /** The shared sandbox's context (requests without `X-Mock-Sandbox`). */
  context: MockContext;
  /** The testers' sandboxes and the saved snapshots. */
  sandboxes: SandboxRegistry;
}

/**
 * The stateful mock of the contract: `/oauth/*` and `/api/admin/*` (validated against
 * openapi/openapi.yaml both ways) plus the `/__mock/*` QA controls.
 */
export function createMockApi(overrides: Partial<MockApiOptions> = {}): MockApi {
  const options = resolveMockApiOptions(overrides);
  const sandboxes = new SandboxRegistry(options, (registry, name, store) => {
    const context = createMockContext(options, store, name, registry);
    return { context, controls: options.controls ? createControlRouter(context) : answerNotFound };
  });
  const context = sandboxes.shared.context;
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', parseQueryString);
  attachMockContext(app, context);
  sandboxes.attachApp(app);
  // `X-Mock-Sandbox: <name>` routes a request to that tester's context (only while the QA controls are on).
  app.use(routeToSandbox(sandboxes, API_PATH, options.controls));

  // Any successful write (API or QA control) may change what is kept: Smart Comply's flags and the store's indexes.
  app.use((req, res, next) => {
    // Records change only through the API and the QA controls (a sign-in does not).
    const writesRecords = /^\/(api\/admin|__mock)\//.test(req.path) && req.method !== 'GET' && req.method !== 'HEAD';
    if (writesRecords) {
      // The database the request wrote to (a reset swaps it: the fresh seed stays as seeded).
      const db = mockContext(req).store.db;
      res.on('finish', () => {
        if (res.statusCode >= 400) return;
        // The store's change counter: indexes kept on it (store/keptIndex.ts) are rebuilt on the next read.
        noteStoreChange(db);
        recheckCompliance(db);
      });
    }
    next();
  });
  app.use(CONTROL_BASE_PATH, controlsOfSandbox);
  app.use(passThroughNonApiRequests);
  app.use(noStoreApiAnswers);
  app.use(dateFromMockClock);
  app.use(recordRequests);
  // The exact bytes are kept for the token endpoint's body signature (auth/bodySignature.ts).
  app.use(express.json({ limit: '1mb', verify: keepRawBody }));
  app.use(parseBoundedMultipart);
  // After the body is parsed (faults match body fields), before the validator (a fault may break the contract).
  app.use(injectFaults);
  app.use(passChatToItsServer);
  app.use(createOpenApiValidator());
  const router = express.Router();
  for (const register of ROUTE_REGISTRATIONS) register(router);
  app.use(router);
  app.use(answerNotImplemented);
  app.use(createErrorMapper(options));
  return { app, context, sandboxes };
}

/** Everything one sandbox owns, around its store. */
function createMockContext(options: MockApiOptions, store: MockStore, sandbox: string, sandboxes: SandboxRegistry): MockContext {
  return {
    options,
    store,
    tokens: new TokenService(options.accessTokenTtlSeconds, Date.now, options.refreshGraceSeconds),
    faults: new FaultInjector(),
    requestLog: new RequestLog(),
    signInThrottle: new SlidingWindowCounter(SIGN_IN_WINDOW_MS, SIGN_IN_MAX_FAILURES),
    errorReportRate: new SlidingWindowCounter(60_000, ERROR_REPORTS_PER_MINUTE),
    sandbox,
    sandboxes,
  };
}

const passThroughNonApiRequests: RequestHandler = (req, _res, next) => next(API_PATH.test(req.path) ? undefined : 'router');
const passChatToItsServer: RequestHandler = (req, _res, next) => next(CHAT_PATH.test(req.path) ? 'router' : undefined);

const answerNotFound: RequestHandler = () => {
  throw notFound();
};

/** In the contract but without a handler yet. */
const answerNotImplemented: RequestHandler = (req, res) => {
  res.status(501).json({ message: `${req.method} ${req.path} is in the contract but not implemented by the mock API.` });
};

/** `express.json`'s verify hook: keeps the body's bytes on the request as `rawBody`. */
function keepRawBody(req: IncomingMessage, _res: ServerResponse, body: Buffer): void {
  (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
}
