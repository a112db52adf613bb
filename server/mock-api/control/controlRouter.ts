import express, { type Router } from 'express';
import type { MockContext } from '../context.ts';
import { registerPublicControls } from '../public/publicControls.ts';
import { requireControlToken, requireJsonWrites } from './controlAccess.ts';
import { registerConsolePage } from './console/consolePage.ts';
import { createErrorReportIntake } from './errorReportIntake.ts';
import { registerCardTransactionControls } from './cardTransactionControls.ts';
import { registerClockControls } from './clockControls.ts';
import { registerControlsDescription } from './controlsDescription.ts';
import { registerDisputeControls } from './disputeControls.ts';
import { registerExpenseControls } from './expenseControls.ts';
import { registerFaultControls } from './faultControls.ts';
import { registerFixtures } from './fixtures.ts';
import { registerInboundEmail } from './inboundEmail.ts';
import { registerJournalControls } from './journalControls.ts';
import { registerPayrollControls } from './payrollControls.ts';
import { registerScriptPayloadControls } from './scriptPayloadControls.ts';
import { registerSandboxControls } from './sandboxControls.ts';
import { registerScenarioControls } from './scenarioControls.ts';
import { registerSnapshotControls, registerSnapshotImport } from './snapshotControls.ts';

export const CONTROL_BASE_PATH = '/__mock';

/**
 * `/__mock/*`: QA controls. Not part of the product contract, so not validated by it. Only the
 * browser's error-report intake is open; everything else needs the control token (controlAccess.ts).
 */
export function createControlRouter(context: MockContext): Router {
  const router = express.Router();
  router.use(createErrorReportIntake(context));
  // The console page and its assets hold no data: the page sends the token on its own calls.
  registerConsolePage(router);
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
    context.signInThrottle.clear();
    context.errorReportRate.clear();
    res.json({ message: 'Mock API restored to its seed; tokens, faults and rate limits cleared (the request log stays).' });
  });

  router.post('/expire-tokens', (_req, res) => {
    res.json({ message: 'Every access token has expired.', expired: context.tokens.expireAllAccessTokens() });
  });

  registerFaultControls(router, context);
  registerJournalControls(router, context);
  registerPublicControls(router, context);
  registerExpenseControls(router, context);
  registerCardTransactionControls(router, context);
  registerClockControls(router, context);
  registerDisputeControls(router, context);
  registerPayrollControls(router, context);
  registerScriptPayloadControls(router, context);
  registerSandboxControls(router, context);
  registerSnapshotControls(router, context);
  registerScenarioControls(router, context);
  registerControlsDescription(router, CONTROL_BASE_PATH);
  registerFixtures(router, context);
  return router;
}
