/** Field and header names whose values never reach the request log (case-insensitive, anywhere in the name). */
const SECRET_NAME = /password|secret|token|authorization/i;
/** Headers that carry credentials under other names. */
const SECRET_HEADERS = new Set(['cookie', 'set-cookie', 'x-mock-control']);
const MAX_DEPTH = 20;

export const REDACTED = '[redacted]';

/** A copy of a request body with every secret-named field, at any depth (arrays included), replaced by '[redacted]'. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, SECRET_NAME.test(key) ? REDACTED : redactSecrets(entry, depth + 1)]),
  );
}

/** Request headers (lower-case names) with credentials redacted. */
export function redactHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    kept[name] = SECRET_NAME.test(name) || SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value;
  }
  return kept;
}

/** Secret-named JSON string fields (`"password": "…"`) and form fields (`password=…`) in a text that is not parsed (a cut or malformed body). */
export function redactSecretsInText(text: string): string {
  return text
    .replace(/("[^"\\]*(?:password|secret|token|authorization)[^"\\]*"\s*:\s*)"(?:[^"\\]|\\.)*"?/gi, `$1"${REDACTED}"`)
    .replace(/(\b[\w.[\]-]*(?:password|secret|token|authorization)[\w.[\]-]*=)[^&\s]*/gi, `$1${REDACTED}`);
}
