import type { RequestHandler, Response } from 'express';
import { mockContext } from '../context.ts';
import type { Fault } from './faultInjector.ts';

/** Starts the journal entry of every API call (before its body is read, so a refused body is logged too). */
export const recordRequests: RequestHandler = (req, res, next) => {
  res.locals.journalEntry = mockContext(req).requestLog.track(req, res);
  next();
};

/**
 * Applies the first fault that hits the call (after its body is parsed, so faults can match body
 * fields; before the contract validator, so a fault's answer may break the contract on purpose).
 */
export const injectFaults: RequestHandler = async (req, res, next) => {
  const { faults } = mockContext(req);
  const fault = faults.take({
    method: req.method,
    path: req.path,
    search: req.originalUrl.split('?')[1] ?? '',
    headers: req.headers,
    body: req.body,
  });
  if (!fault) return next();
  (res.locals.journalEntry as { markFault: (id: number) => void } | undefined)?.markFault(fault.id);
  if (fault.latency_ms) await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
  if (fault.kind === 'reset') {
    req.socket.destroy();
    return;
  }
  if (fault.kind === 'truncated' || fault.kind === 'malformed' || fault.kind === 'slow_body') spoilAnswer(res, fault);
  if (fault.kind === 'latency' || (fault.kind !== 'status' && fault.status === undefined)) return next();
  res.status(fault.status!).json(fault.body ?? { message: `Injected fault (${fault.status}).` });
};

type Send = (chunk: Buffer) => void;

/** Holds the whole answer (the route's, or the fault's own), then sends it spoiled the fault's way. */
function spoilAnswer(res: Response, fault: Fault): void {
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as (chunk?: Buffer) => Response;
  const chunks: Buffer[] = [];
  const hold = (chunk: unknown, encoding: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    }
  };
  res.write = ((chunk: unknown, encoding?: unknown) => {
    hold(chunk, encoding);
    return true;
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    hold(chunk, encoding);
    // A proxy or the compression middleware must not re-encode what is meant to arrive broken.
    res.setHeader('Cache-Control', 'private, no-store, no-transform');
    const answer = Buffer.concat(chunks);
    if (fault.kind === 'truncated') sendTruncated(res, answer, write);
    else if (fault.kind === 'malformed') sendMalformed(res, answer, end);
    else sendSlowly(res, answer, fault, write, end);
    return res;
  }) as Response['end'];
}

/** Announces the whole length, sends half, and closes the connection. */
function sendTruncated(res: Response, answer: Buffer, write: Send): void {
  res.setHeader('Content-Length', answer.length);
  write(answer.subarray(0, Math.floor(answer.length / 2)));
  res.socket?.end();
}

/** The first half of the answer as if it were all of it: a JSON text cut open never parses. */
function sendMalformed(res: Response, answer: Buffer, end: (chunk?: Buffer) => Response): void {
  const half = answer.length >= 2 ? answer.subarray(0, Math.floor(answer.length / 2)) : Buffer.from('{');
  res.setHeader('Content-Length', half.length);
  end(half);
}

/** `chunk_bytes` every `chunk_interval_ms` until the answer is out (or the caller has gone). */
function sendSlowly(res: Response, answer: Buffer, fault: Fault, write: Send, end: (chunk?: Buffer) => Response): void {
  const size = fault.chunk_bytes ?? 64;
  const interval = fault.chunk_interval_ms ?? 250;
  res.setHeader('Content-Length', answer.length);
  let offset = 0;
  const next = () => {
    if (res.destroyed) return;
    if (offset >= answer.length) {
      end();
      return;
    }
    write(answer.subarray(offset, offset + size));
    offset += size;
    setTimeout(next, interval);
  };
  next();
}
