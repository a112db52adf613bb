/** What arrived where a violation points, shortened for a log line, a page and a report. */

/** Longest received value kept (JSON text). */
export const RECEIVED_MAX_CHARS = 200;
/** Longest body excerpt kept. */
export const EXCERPT_MAX_CHARS = 300;

/** Where request findings point (contractChecker.ts): the part of the request, then a pointer into it. */
export interface RequestParts {
  body: unknown;
  query: unknown;
  headers: unknown;
  path: unknown;
}

const MISSING = Symbol('missing');

/** The value at an RFC 6901 JSON pointer, or MISSING. */
function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return root;
  let node = root;
  for (const token of pointer.slice(1).split('/')) {
    const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return MISSING;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** `value` as JSON, cut at `max` characters (with …). */
export function shortJson(value: unknown, max: number = RECEIVED_MAX_CHARS): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The response value at `pointer`, as short JSON; undefined when nothing is there (a missing property). */
export function receivedInResponse(body: unknown, pointer: string): string | undefined {
  const value = valueAt(body, pointer);
  return value === MISSING || value === undefined ? undefined : shortJson(value);
}

/** The request value at a finding's pointer (`/body/amount`, `/query/page`, `/headers/x-tenant`, `/path/id`). */
export function receivedInRequest(parts: RequestParts | undefined, pointer: string): string | undefined {
  const match = /^\/(body|query|headers|path|params)(\/.*)?$/.exec(pointer);
  if (!parts || !match) return undefined;
  const part = match[1] === 'params' ? 'path' : (match[1] as keyof RequestParts);
  const value = valueAt(parts[part], match[2] ?? '');
  return value === MISSING || value === undefined ? undefined : shortJson(value);
}

/** The start of a body as text on one line; undefined when empty. Bytes that are not text (a file) are left out. */
export function bodyExcerpt(body: Buffer | string | undefined, max: number = EXCERPT_MAX_CHARS): string | undefined {
  if (body === undefined || body.length === 0) return undefined;
  const text = (typeof body === 'string' ? body : body.subarray(0, max * 4).toString('utf8'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f\ufffd]+/g, '·')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
