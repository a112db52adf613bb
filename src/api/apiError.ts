import { HttpError } from 'react-admin';

/** i18n keys: react-admin translates notification and field messages, so keys and API texts both work. */
export const GENERIC_ERROR_MESSAGE = 'ra.notification.http_error';
export const UNEXPECTED_FIELD_ERROR = 'spendboard.errors.unexpected_field';

export type FieldErrors = Record<string, string>;

export interface ApiErrorSource {
  /** The HTTP response, absent when the request never got one (offline, DNS, CORS…). */
  response?: Response;
  /** The parsed response body. */
  body?: unknown;
  /** What the HTTP client threw when there was no response. */
  clientError?: unknown;
}

export interface ApiErrorDetails {
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ field: [messages] }` → `{ field: firstMessage }`; each field shows its first message (spec §8). */
function firstFieldMessages(errors: unknown): FieldErrors | undefined {
  if (!isRecord(errors) || Object.keys(errors).length === 0) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => {
      const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m) : messages;
      return [field, typeof first === 'string' && first ? first : UNEXPECTED_FIELD_ERROR];
    }),
  );
}

/**
 * Spec §8, in order: no response → the client's own message; else the `errors`
 * object; else `message`; else status code + status text; else the generic message.
 */
export function extractApiError({ response, body, clientError }: ApiErrorSource): ApiErrorDetails {
  if (!response) {
    const ownMessage = clientError instanceof Error ? clientError.message : undefined;
    return { status: 0, message: ownMessage || GENERIC_ERROR_MESSAGE };
  }
  const { status, statusText } = response;
  const payload = isRecord(body) ? body : {};
  const fieldErrors = firstFieldMessages(payload.errors);
  if (fieldErrors) return { status, message: Object.values(fieldErrors)[0], fieldErrors };
  if (typeof payload.message === 'string' && payload.message) return { status, message: payload.message };
  if (status && statusText) return { status, message: `${status} ${statusText}` };
  return { status, message: GENERIC_ERROR_MESSAGE };
}

/** The react-admin error: forms read `body.errors` to put each message on its field. */
export function toHttpError(source: ApiErrorSource): HttpError {
  const { status, message, fieldErrors } = extractApiError(source);
  return new HttpError(message, status, fieldErrors ? { message, errors: fieldErrors } : { message });
}

type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/** Await an openapi-fetch call: its data, or an HttpError built by the rules above. */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await call;
  } catch (clientError) {
    throw toHttpError({ clientError });
  }
  if (!result.response.ok) throw toHttpError({ response: result.response, body: result.error });
  return result.data as T;
}

/** A form's field errors carried by a failed write (`HttpError.body.errors`), or undefined. */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  const errors = error instanceof HttpError ? (error.body as { errors?: unknown } | undefined)?.errors : undefined;
  return isRecord(errors) && Object.keys(errors).length > 0 ? (errors as FieldErrors) : undefined;
}

const GENERIC_MESSAGES = new Set([GENERIC_ERROR_MESSAGE, 'spendboard.errors.unexpected']);

/** What the error dialog shows under its title: the failure's own message, or nothing when it has none (spec §8). */
export function errorDialogMessage(error: unknown): string | null {
  const message = error instanceof Error ? error.message.trim() : '';
  return message && !GENERIC_MESSAGES.has(message) ? message : null;
}
