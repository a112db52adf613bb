import type { ErrorRequestHandler, Request } from 'express';
import { ApiError, type FieldErrors } from './errors.ts';
import { requestLanguage } from './language.ts';
import { bearerChallenge } from './responseHeaders.ts';
import { translateErrorBody } from './translateMessage.ts';

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

interface ValidatorError {
  status: number;
  message: string;
  errors?: { path?: string; message: string; errorCode?: string }[];
}

/** Summary errors of composite schemas (`if`/`then`, `oneOf`…); the detailed errors beside them name the field. */
const SUMMARY_ERROR_CODES = new Set([
  'if.openapi.validation',
  'oneOf.openapi.validation',
  'anyOf.openapi.validation',
  'allOf.openapi.validation',
]);

const REQUEST_LOCATIONS = new Set(['body', 'query', 'headers', 'path', 'params', 'cookies']);
/** Where a 401 is about the bearer token (the controls' 401 is about their own header). */
const BEARER_PATH = /^\/(api|oauth)\//;
/** The QA controls answer developers and QA: always in English. */
const CONTROL_PATH = /^\/__mock(\/|$)/;

export const SERVER_ERROR: ErrorBody = { message: 'Server Error' };

/** The one place that turns a thrown error into the API's `{ message, errors? }` answer; never a stack trace. */
export function createErrorMapper(options: { logContractViolations: boolean }): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, body } = safeErrorResponse(error, req);
    if (status >= 500 && options.logContractViolations) {
      console.error(`[mock-api] ${req.method} ${req.originalUrl} → ${status}: ${body.message}`, isContractViolation(error) ? '' : error);
    }
    if (status === 401 && BEARER_PATH.test(req.originalUrl)) res.set('WWW-Authenticate', bearerChallenge());
    res.status(status).json(body);
  };
}

function safeErrorResponse(error: unknown, req: Request): { status: number; body: ErrorBody } {
  try {
    return toErrorResponse(error, req);
  } catch {
    return { status: 500, body: SERVER_ERROR };
  }
}

/**
 * The answer to a thrown error, in the request's language (`Accept-Language`): its message and field
 * messages are for people. A broken response contract and the QA controls' answers stay English.
 */
export function toErrorResponse(error: unknown, req: Request): { status: number; body: ErrorBody } {
  const { status, body } = englishErrorResponse(error, req);
  if (isContractViolation(error) || CONTROL_PATH.test(req.originalUrl)) return { status, body };
  return { status, body: translateErrorBody(body, requestLanguage(req)) };
}

function englishErrorResponse(error: unknown, req: Request): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) return { status: error.status, body: withErrors(error.message, error.errors) };
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') return { status: 422, body: { message: 'The request body is not valid JSON.' } };
    return { status: error.status, body: { message: error.message } };
  }
  if (isContractViolation(error)) {
    return { status: 500, body: { message: `Response does not match the API contract: ${error.message}` } };
  }
  if (isValidatorError(error)) {
    if (error.status === 400) return { status: 422, body: withErrors('The given data was invalid.', toFieldErrors(error, req)) };
    return { status: error.status, body: { message: error.message } };
  }
  return { status: 500, body: SERVER_ERROR };
}

/** Field names come from the request (`__proto__`, `constructor`…), so they go into a null-prototype object. */
function toFieldErrors(error: ValidatorError, req: Request): FieldErrors {
  const fieldErrors: FieldErrors = Object.create(null);
  const detailed = (error.errors ?? []).filter((item) => !SUMMARY_ERROR_CODES.has(item.errorCode ?? ''));
  for (const item of detailed.length > 0 ? detailed : (error.errors ?? [{ path: undefined, message: error.message }])) {
    const field = fieldName(item.path, item.message, req);
    if (!Object.hasOwn(fieldErrors, field)) fieldErrors[field] = [];
    fieldErrors[field].push(humanMessage(field, item.message));
  }
  return fieldErrors;
}

/** `/body/limit/amount` → `limit.amount`; `/query/per_page` → `per_page`; `/headers/x-tenant` → `x-tenant`. */
function fieldName(path: string | undefined, message: string, req: Request): string {
  if (!path || path === req.path) return /^'([^']+)'/.exec(message)?.[1] ?? 'request';
  const segments = path.split('/').filter(Boolean);
  if (REQUEST_LOCATIONS.has(segments[0]) && segments.length > 1) segments.shift();
  return segments.join('.') || 'request';
}

function humanMessage(field: string, message: string): string {
  if (message.startsWith('must have required property')) return `The ${field} field is required.`;
  if (message.startsWith('must ')) return `The ${field} field ${message}.`;
  return message;
}

function withErrors(message: string, errors?: FieldErrors): ErrorBody {
  return errors && Object.keys(errors).length > 0 ? { message, errors } : { message };
}

function isValidatorError(error: unknown): error is ValidatorError {
  return error instanceof Error && typeof (error as Partial<ValidatorError>).status === 'number';
}

/** express-openapi-validator reports a response that breaks the contract (shape, status, body) as a 500. */
function isContractViolation(error: unknown): error is ValidatorError {
  return isValidatorError(error) && error.status === 500;
}

function isBodyParserError(error: unknown): error is Error & { type: string; status: number } {
  return (
    error instanceof Error &&
    typeof (error as { type?: unknown }).type === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
