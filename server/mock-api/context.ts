import type { Application, Request } from 'express';
import type { TokenService } from './auth/tokenService.ts';
import type { FaultInjector } from './control/faultInjector.ts';
import type { RequestLog } from './control/requestLog.ts';
import type { SlidingWindowCounter } from './http/slidingWindow.ts';
import type { MockApiOptions } from './options.ts';
import type { SandboxRegistry } from './sandbox/sandboxRegistry.ts';
import type { MockStore } from './store/store.ts';

/** Everything one mock API instance owns. Several instances may live in one process (tests). */
export interface MockContext {
  options: MockApiOptions;
  store: MockStore;
  tokens: TokenService;
  faults: FaultInjector;
  requestLog: RequestLog;
  /** Failed password grants per account and client address (routes/oauth.ts); reset clears it. */
  signInThrottle: SlidingWindowCounter;
  /** Error reports per client address (control/errorReportIntake.ts); reset clears it. */
  errorReportRate: SlidingWindowCounter;
  /** Which sandbox this is: `default` (the shared one) or the name a tester sends in `X-Mock-Sandbox`. */
  sandbox: string;
  /** Every sandbox of this mock instance and the saved snapshots (one registry, shared by its contexts). */
  sandboxes: SandboxRegistry;
}

const CONTEXT_KEY = 'spendboardMock';

export function attachMockContext(app: Application, context: MockContext): void {
  app.locals[CONTEXT_KEY] = context;
}

/** The sandbox a request was routed to (`sandbox/sandboxRouting.ts`), by the request object. */
const sandboxOfRequest = new WeakMap<Request, MockContext>();

export function bindSandboxContext(req: Request, context: MockContext): void {
  sandboxOfRequest.set(req, context);
}

/** The context serving this request: its sandbox's, else the instance's own (Express points `req.app` at the mock sub-app). */
export function mockContext(req: Request): MockContext {
  const context = sandboxOfRequest.get(req) ?? (req.app.locals[CONTEXT_KEY] as MockContext | undefined);
  if (!context) throw new Error('mockContext(req) called outside the mock API app');
  return context;
}
