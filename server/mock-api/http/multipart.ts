import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import type Multer from 'multer';
import { SUPPORT_ATTACHMENT_MAX_BYTES } from '../../../src/domain/support.ts';
import { authenticate } from '../auth/guards.ts';
import { ApiError, validationFailed } from './errors.ts';

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

/**
 * The server's hard cap on a multipart body: a longer declared body is refused unread (413, the connection
 * closed). Below it, a file or a field over its limit is read to its end, discarded, and answered as a
 * field error (422 naming it), which the app shows on the form; the contract documents both.
 */
export const MULTIPART_MAX_BYTES = 25 * 1024 * 1024;

/** Over these the form is refused as a whole (413): no form of the app has that many files, parts or such field names. */
const FORM_LIMIT_MESSAGES: Partial<Record<Multer.ErrorCode, string>> = {
  LIMIT_FILE_COUNT: 'Attach one file at most.',
  LIMIT_FIELD_COUNT: `A form may have at most ${MULTIPART_LIMITS.fields} fields.`,
  LIMIT_PART_COUNT: `A form may have at most ${MULTIPART_LIMITS.parts} parts.`,
  LIMIT_FIELD_KEY: `A form field name may have at most ${MULTIPART_LIMITS.fieldNameSize} characters.`,
};

/** Over these one field is wrong (422 on that field, as the contract's upload operations say). */
const FIELD_LIMIT_MESSAGES: Partial<Record<Multer.ErrorCode, (field: string) => string>> = {
  LIMIT_FILE_SIZE: (field) => `The ${field} may not be greater than ${MULTIPART_LIMITS.fileSize / 1024 / 1024} MB.`,
  LIMIT_FIELD_VALUE: () => `A form field may hold at most ${MULTIPART_LIMITS.fieldSize / 1024} KB.`,
};

const parseAny = multer({ storage: multer.memoryStorage(), limits: MULTIPART_LIMITS }).any();

/**
 * Parses `multipart/form-data` API bodies within MULTIPART_LIMITS (instead of the validator's
 * unbounded parser). A declared Content-Length over MULTIPART_MAX_BYTES is 413 at once, unread; a file
 * over 5 MB or a field over 16 KB is 422 on that field (the parser keeps nothing more in memory and
 * discards the rest); a second file, too many fields or parts is 413. A truncated or malformed body is 400. Only a
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
        `The form is too large: the server reads at most ${MULTIPART_MAX_BYTES / 1024 / 1024} MB (one file of at most ${MULTIPART_LIMITS.fileSize / 1024 / 1024} MB and ${MULTIPART_LIMITS.fields} short fields).`,
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
    const fieldMessage = FIELD_LIMIT_MESSAGES[error.code];
    if (fieldMessage && error.field) return validationFailed({ [error.field]: [fieldMessage(error.field)] });
    const formMessage = FORM_LIMIT_MESSAGES[error.code] ?? fieldMessage?.('file');
    if (formMessage) return new ApiError(413, formMessage);
  }
  return new ApiError(400, 'The multipart body is incomplete or malformed.');
}
