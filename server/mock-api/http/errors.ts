/** Field name (dotted path, e.g. `limit.amount`) → messages. */
export type FieldErrors = Record<string, string[]>;

/** An error the error mapper turns into `{ message, errors? }` with `status`. Throw it from handlers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function unauthorized(message = 'Unauthenticated.'): ApiError {
  return new ApiError(401, message);
}

export function forbidden(message = 'This action is unauthorized.'): ApiError {
  return new ApiError(403, message);
}

export function notFound(message = 'Not found.'): ApiError {
  return new ApiError(404, message);
}

/** 422. Throw it before changing anything: a rejected write must leave the store as it was. */
export function validationFailed(errors: FieldErrors, message = 'The given data was invalid.'): ApiError {
  return new ApiError(422, message, errors);
}

/** Throws the 422 when there are field errors; call it before changing anything. */
export function rejectInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** 403 with a policy's reason for refusing, when it gives one (policy checks return a reason or null). */
export function refuseWith(reason: string | null): void {
  if (reason) throw forbidden(reason);
}
