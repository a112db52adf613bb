import express, { type Router } from 'express';
import type { ErrorReport } from '../../../src/domain/errorReport.ts';
import type { MockContext } from '../context.ts';
import { ApiError, validationFailed } from '../http/errors.ts';
import { clientAddressOf } from '../http/slidingWindow.ts';
import { publicState } from '../public/publicState.ts';

export const ERROR_REPORT_MAX_BYTES = 16 * 1024;
export const ERROR_REPORTS_PER_MINUTE = 30;

const REPORT_FIELDS = ['date', 'message', 'url', 'username', 'browserInfo'] as const;
const MAX_STORED_REPORTS = 500;

/**
 * `POST /__mock/error-reports`: the app's rendering-error reports (`VITE_ERROR_REPORT_URL`). The one
 * control the browser reaches without the control token, so it is bounded: JSON of at most 16 KB
 * (413), at most 30 reports a minute per client address (429), answered 202. Listing and clearing
 * the reports are token-protected controls (publicControls.ts).
 */
export function createErrorReportIntake(context: MockContext): Router {
  const perClient = context.errorReportRate;
  const router = express.Router();
  router.post(
    '/error-reports',
    (req, res, next) => {
      const client = clientAddressOf(req);
      if (perClient.isOverLimit(client)) {
        res.set('Retry-After', String(perClient.retryAfterSeconds(client)));
        throw new ApiError(429, `At most ${ERROR_REPORTS_PER_MINUTE} error reports a minute are accepted; try again later.`);
      }
      perClient.record(client);
      next();
    },
    express.json({ limit: ERROR_REPORT_MAX_BYTES }),
    (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const missing = REPORT_FIELDS.filter((field) => !Object.hasOwn(body, field) || typeof body[field] !== 'string');
      if (missing.length > 0)
        throw validationFailed(Object.fromEntries(missing.map((field) => [field, [`The ${field} field is required.`]])));
      const reports = publicState(context.store.db).errorReports;
      const report = Object.fromEntries(REPORT_FIELDS.map((field) => [field, body[field]])) as ErrorReport;
      reports.push({ ...report, received_at: new Date().toISOString() });
      if (reports.length > MAX_STORED_REPORTS) reports.shift();
      res.status(202).json({ message: 'Report received.' });
    },
  );
  return router;
}
