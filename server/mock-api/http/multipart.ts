import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import type Multer from 'multer';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '../../../src/domain/support.ts';
import { authenticate } from '../auth/guards.ts';
import { ApiError } from './errors.ts';

/** Bounds of every multipart body (support tickets, departments' form data). */
export const MULTIPART_LIMITS = {
  fileSize: SUPPORT_ATTACHMENT_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  parts: 21,
  headerPairs: 20,
} as const;

/** The multer express-openapi-validator depends on (and would otherwise run without limits); not a dependency of ours. */
const multer = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'))('multer') as typeof Multer;

/** The largest body the limits allow (one full file, every field full, part headers); a longer declared body is refused unread. */
export const MULTIPART_MAX_BYTES = MULTIPART_LIMITS.fileSize + MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize + 64 * 1024;

const LIMIT_MESSAGES: Partial<Record<Multer.ErrorCode, string>> = {
  LIMIT_FILE_SIZE: `The attachment may not be greater than ${SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`,
  LIMIT_FILE_COUNT: 'Attach one file at most.',
  LIMIT_FIELD_COUNT: `A form may have at most ${MULTIPART_LIMITS.fields} fields.`,
  LIMIT_PART_COUNT: `A form may have at most ${MULTIPART_LIMITS.parts} parts.`,
  LIMIT_FIELD_VALUE: `A form field may hold at most ${MULTIPART_LIMITS.fieldSize / 1024} KB.`,
  LIMIT_FIELD_KEY: `A form field name may have at most ${MULTIPART_LIMITS.fieldNameSize} characters.`,
};

const parseAny = multer({ storage: multer.memoryStorage(), limits: MULTIPART_LIMITS }).any();

/**
 * Parses `multipart/form-data` API bodies within MULTIPART_LIMITS (instead of the validator's
 * unbounded parser) and answers 413 once a limit is passed: at once, unread, when the declared
 * Content-Length exceeds what the limits allow; otherwise when the parser passes a limit (it keeps
 * nothing more in memory and discards the rest). A truncated or malformed body is 400. Only a
 * signed-in caller's body is read; without a token the validator answers 401 unread. Like the
 * validator's parser, each file also appears in `req.body` (as '') so the schema sees it.
 */
export const parseBoundedMultipart: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data') || !authenticate(req)) return next();
  parseWithinLimits(req, res, next);
};

/** The same bounded parse for a caller already let in another way (a QA control with the control token). */
export const parseWithinLimits: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  if (Number(req.get('Content-Length') ?? 0) > MULTIPART_MAX_BYTES) {
    res.set('Connection', 'close');
    return next(
      new ApiError(
        413,
        `The form is too large: one attachment of at most ${MULTIPART_LIMITS.fileSize / 1024 / 1024} MB and ${MULTIPART_LIMITS.fields} short fields are accepted.`,
      ),
    );
  }
  parseAny(req, res, (error?: unknown) => {
    if (error) {
      res.set('Connection', 'close');
      return next(toMultipartError(error));
    }
    for (const file of (req.files as Express.Multer.File[] | undefined) ?? []) (req.body as Record<string, unknown>)[file.fieldname] = '';
    next();
  });
};

function toMultipartError(error: unknown): ApiError {
  if (error instanceof multer.MulterError) {
    const message = LIMIT_MESSAGES[error.code];
    if (message) return new ApiError(413, message);
  }
  return new ApiError(400, 'The multipart body is incomplete or malformed.');
}
