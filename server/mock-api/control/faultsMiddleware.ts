import type { RequestHandler } from 'express';
import { mockContext } from '../context.ts';

/** Logs every API request and applies the first matching injected fault (delay, status, or dropped connection). */
export const recordAndInjectFaults: RequestHandler = async (req, res, next) => {
  const { faults, requestLog } = mockContext(req);
  const entry = requestLog.track(req, res);
  const fault = faults.take(req.method, req.path);
  if (!fault) return next();
  entry.markFault(fault.id);
  if (fault.latency_ms) await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
  if (fault.status === undefined) return next();
  if (fault.status === 0) {
    req.socket.destroy();
    return;
  }
  res.status(fault.status).json(fault.body ?? { message: `Injected fault (${fault.status}).` });
};
