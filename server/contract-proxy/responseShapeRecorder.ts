import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Request, RequestHandler } from 'express';

/**
 * Response coverage of the mock (scripts/response-coverage.ts): with this variable set to a directory,
 * the mock API writes where each JSON answer had properties — `GET /api/admin/cards 200<TAB>/data/*\/limit` —
 * one line per new one, into a file per process (vitest runs its workers side by side).
 */
export const RESPONSE_SHAPES_DIR_ENV = 'SPENDBOARD_RESPONSE_SHAPES_DIR';

/** Deeper properties are not followed (no answer of the contract nests this deep). */
const MAX_DEPTH = 24;

/** The pointers of every property in `body`, array items as `*`: `{ data: [{ id: 1 }] }` → `/data`, `/data/*\/id`. */
export function propertyPointers(body: unknown, prefix = '', into: Set<string> = new Set(), depth = 0): Set<string> {
  if (depth > MAX_DEPTH || body === null || typeof body !== 'object') return into;
  if (Array.isArray(body)) {
    for (const item of body) propertyPointers(item, `${prefix}/*`, into, depth + 1);
    return into;
  }
  for (const [key, value] of Object.entries(body)) {
    const pointer = `${prefix}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    into.add(pointer);
    propertyPointers(value, pointer, into, depth + 1);
  }
  return into;
}

/** The recorder the mock's validator setup adds when RESPONSE_SHAPES_DIR_ENV is set; undefined otherwise. */
export function responseShapeRecorderFromEnv(env: NodeJS.ProcessEnv = process.env): RequestHandler | undefined {
  const dir = env[RESPONSE_SHAPES_DIR_ENV];
  return dir ? responseShapeRecorder(dir) : undefined;
}

/** The lines each file already has. */
const writtenLines = new Map<string, Set<string>>();

/** Notes the property pointers of every JSON answer, per operation and status; each line is written once per process. */
export function responseShapeRecorder(dir: string): RequestHandler {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${process.pid}-${threadId}.tsv`);
  // Shared by every mock the process starts (each integration file starts its own).
  const written = writtenLines.get(file) ?? new Set<string>();
  writtenLines.set(file, written);
  const record = (req: Request, status: number, body: unknown) => {
    const route = (req as Request & { openapi?: { openApiRoute?: string } }).openapi?.openApiRoute;
    if (!route) return;
    const answer = `${req.method} ${route} ${status}`;
    const lines: string[] = [];
    for (const pointer of propertyPointers(body)) {
      const line = `${answer}\t${pointer}`;
      if (written.has(line)) continue;
      written.add(line);
      lines.push(line);
    }
    if (lines.length > 0) appendFileSync(file, `${lines.join('\n')}\n`);
  };
  return (req, res, next) => {
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      record(req, res.statusCode, body);
      return send(body);
    };
    next();
  };
}
