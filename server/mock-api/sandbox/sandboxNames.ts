import { validationFailed } from '../http/errors.ts';

/** The header that routes a request to a tester's sandbox (the app sends it when opened with `?sandbox=<name>`). */
export const SANDBOX_HEADER = 'X-Mock-Sandbox';
/** The shared sandbox every request without the header uses. */
export const SHARED_SANDBOX = 'default';

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const NAME_RULE = 'Use 1 to 64 letters, digits, "-" or "_", starting with a letter or a digit.';

/** The name, or a 422 naming `field` when it is not a valid sandbox or snapshot name. */
export function checkedName(value: unknown, field: string): string {
  if (typeof value === 'string' && NAME.test(value)) return value;
  throw validationFailed({ [field]: [`${JSON.stringify(value ?? null)} is not a valid name. ${NAME_RULE}`] });
}
