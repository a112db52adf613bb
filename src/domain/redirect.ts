/**
 * `redirectTo` accepts only a same-origin path (DESIGN: security). Everything that
 * could leave the site, or be read as something else by a browser, is refused:
 * `//host`, `/\host`, absolute URLs and `javascript:` (none starts with one slash),
 * their percent-encoded forms, and control characters (browsers silently drop tabs
 * and newlines, so `/\t/host` would become `//host`).
 */

export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/';
export const REDIRECT_PARAM = 'redirectTo';

const MAX_DECODE_ROUNDS = 5;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
const PROBE_ORIGIN = 'https://spendboard.invalid';

function isSafeDecodedForm(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !CONTROL_CHARACTERS.test(path);
}

/** Every form a path takes when decoded again and again, or undefined when it is malformed. */
function decodedForms(value: string): string[] | undefined {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return undefined;
}

/**
 * The same-origin path a `redirectTo` value leads to, normalised as a browser would resolve
 * it (`/a/../cards` → `/cards`), or null when it is unsafe. A value whose normalised path
 * starts with `//` (`/a/..//evil.example`, `/.//evil.example`, `/%2e%2e//evil.example`)
 * would be read as another host once written into a URL, so it is refused too.
 */
export function normalizedRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  const forms = decodedForms(value);
  if (!forms || !forms.every(isSafeDecodedForm)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  const normalized = resolved.pathname + resolved.search + resolved.hash;
  const normalizedForms = decodedForms(resolved.pathname);
  if (!normalizedForms || !normalizedForms.every(isSafeDecodedForm)) return null;
  return normalized;
}

export function isSafeRedirect(value: unknown): value is string {
  return normalizedRedirect(value) !== null;
}

/** The normalised safe path of `value` (never the raw value), else `fallback`. */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  return normalizedRedirect(value) ?? fallback;
}

/** Where to go after signing in: a safe `redirectTo`, never back to the sign-in page itself. */
export function postLoginTarget(redirectTo: unknown): string {
  const target = safeRedirectTarget(redirectTo);
  const targetPath = target.split(/[?#]/)[0];
  return targetPath === LOGIN_PATH ? '/' : target;
}

/** `/login?redirectTo=<path+search>`; the home page and the sign-in page need no return ticket. */
export function loginPathFor(currentPath: string): string {
  const path = currentPath.split(/[?#]/)[0];
  if (path === '/' || path === '' || path === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: currentPath }).toString()}`;
}
