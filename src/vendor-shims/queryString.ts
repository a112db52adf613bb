/**
 * The two functions react-admin calls from `query-string` (its list URL, its filter button, the clone button), with
 * that library's defaults, on the platform's URI functions. vite.config.ts points `query-string` here, which saves
 * every signed-in page the library and its three helpers (~5 KB gzip). Same output as query-string 7 for what
 * react-admin passes (tests/unit/vendor-shims/queryString.test.ts compares them).
 */
type Value = string | number | boolean | null | undefined;
type Parsed = Record<string, string | null | Array<string | null>>;

/** encodeURIComponent, also escaping ! ' ( ) * (query-string's `strict`, RFC 3986). */
const encode = (value: Value) =>
  encodeURIComponent(String(value)).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** decodeURIComponent that keeps what it cannot decode (a lone `%`, a broken sequence) as it is. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/(?:%[\da-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run.replace(/%[\da-f]{2}/gi, (one) => {
          try {
            return decodeURIComponent(one);
          } catch {
            return one;
          }
        });
      }
    });
  }
}

/** `a=1&b=x&b=y` from { b: ['x', 'y'], a: 1 }: keys sorted, undefined left out, null as a bare key. */
export function stringify(object: Record<string, Value | Value[]> | null | undefined): string {
  if (!object) return '';
  const pair = (key: string, value: Value) => (value === undefined ? '' : value === null ? encode(key) : `${encode(key)}=${encode(value)}`);
  return Object.keys(object)
    .sort()
    .map((key) => {
      const value = object[key];
      return Array.isArray(value)
        ? value
            .map((item) => pair(key, item))
            .filter(Boolean)
            .join('&')
        : pair(key, value);
    })
    .filter((part) => part.length > 0)
    .join('&');
}

/** { a: '1', b: ['x', 'y'], c: null } from `?b=x&a=1&b=y&c`: `+` is a space, a repeated key a list, keys sorted. */
export function parse(query: unknown): Parsed {
  const found: Parsed = Object.create(null);
  if (typeof query !== 'string') return found;
  const text = query.trim().replace(/^[?#&]/, '');
  for (const param of text ? text.split('&') : []) {
    if (param === '') continue;
    const spaced = param.replace(/\+/g, ' ');
    const at = spaced.indexOf('=');
    const key = decode(at === -1 ? spaced : spaced.slice(0, at));
    const value = at === -1 ? null : decode(spaced.slice(at + 1));
    const before = found[key];
    found[key] = before === undefined ? value : ([] as Array<string | null>).concat(before, value);
  }
  const sorted: Parsed = Object.create(null);
  for (const key of Object.keys(found).sort()) sorted[key] = found[key];
  return sorted;
}
