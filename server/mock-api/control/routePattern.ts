/**
 * Matches a request against a QA route pattern, `[METHOD ]PATH`:
 *   `GET /api/admin/cards`        one method, one exact path
 *   `/api/admin/cards/*`          any method; `*` = any characters within one segment (`/api/admin/card*`)
 *   `/api/admin/cards/:id`        `:name` = one whole segment
 *   `POST /api/**`                `**` (a whole segment) = zero or more segments
 * A method of `*` (or none) matches every method. Nothing else is syntax: no regular expressions.
 * Matching is dynamic programming over segments and characters, so its cost is bounded by
 * pattern length × path length whatever the input (no backtracking).
 */
export type RouteMatcher = ((method: string, path: string) => boolean) & {
  /** Whether the pattern can match a call of the contract's operation (`/api/admin/cards/{id}`: `{id}` is any segment). */
  coversOperation: (method: string, template: string) => boolean;
};

export const MAX_ROUTE_PATTERN_LENGTH = 200;

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', '*']);
const NAMED_SEGMENT = /^:[A-Za-z_][A-Za-z0-9_]*$/;
const GLOB_SEGMENT = /^[A-Za-z0-9._~%*-]+$/;

/** A pattern that is not a route glob; its message says what is accepted. */
export class RoutePatternError extends Error {}

type Segment = { kind: 'any-segments' } | { kind: 'one-segment' } | { kind: 'glob'; text: string };

export function compileRoutePattern(pattern: string): RouteMatcher {
  const trimmed = pattern.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_ROUTE_PATTERN_LENGTH) {
    throw new RoutePatternError(`A route pattern has 1 to ${MAX_ROUTE_PATTERN_LENGTH} characters.`);
  }
  const parts = trimmed.split(/\s+/);
  if (parts.length > 2) throw new RoutePatternError('A route pattern is "[METHOD ]/path", e.g. "GET /api/admin/cards/*".');
  const method = parts.length === 2 ? parts[0].toUpperCase() : '*';
  if (!METHODS.has(method)) throw new RoutePatternError(`Unknown method "${parts[0]}": use ${[...METHODS].join(', ')}.`);
  const segments = parsePath(parts[parts.length - 1]);
  const methodMatches = (requestMethod: string) => method === '*' || method === requestMethod.toUpperCase();
  const matcher = (requestMethod: string, path: string) =>
    methodMatches(requestMethod) && matchesSegments(segments, splitPath(path), segmentMatches);
  return Object.assign(matcher, {
    coversOperation: (operationMethod: string, template: string) =>
      methodMatches(operationMethod) && matchesSegments(segments, splitPath(template), segmentCoversTemplate),
  });
}

const segmentMatches = (segment: Segment, text: string) =>
  segment.kind === 'one-segment' ? text !== '' : segment.kind === 'glob' && globMatches(segment.text, text);

/** A template segment with a parameter (`{id}`) stands for any value, so every segment of the pattern may meet it. */
const segmentCoversTemplate = (segment: Segment, text: string) => text.includes('{') || segmentMatches(segment, text);

function parsePath(path: string): Segment[] {
  if (!path.startsWith('/')) throw new RoutePatternError('The path of a route pattern starts with "/".');
  return splitPath(path).map((text) => {
    if (text === '**') return { kind: 'any-segments' };
    if (NAMED_SEGMENT.test(text)) return { kind: 'one-segment' };
    if (GLOB_SEGMENT.test(text) && !text.includes('**')) return { kind: 'glob', text };
    throw new RoutePatternError(
      `"${text}" is not a path segment: use letters, digits, "._~%-", "*" within a segment, "**" for any segments, or ":name".`,
    );
  });
}

/** `/api/admin/cards/` → ['api', 'admin', 'cards']; `/` → []. An empty inner segment stays (never matches a glob). */
function splitPath(path: string): string[] {
  const inner = path.replace(/^\//, '').replace(/\/$/, '');
  return inner === '' ? [] : inner.split('/');
}

/** reachable[j]: the first i pattern segments can match the first j path segments. */
function matchesSegments(
  pattern: readonly Segment[],
  path: readonly string[],
  matchesOne: (segment: Segment, text: string) => boolean,
): boolean {
  let reachable = path.map(() => false);
  reachable.unshift(true);
  for (const segment of pattern) {
    const next = reachable.map(() => false);
    for (let j = 0; j <= path.length; j += 1) {
      if (segment.kind === 'any-segments') next[j] = reachable[j] || (j > 0 && next[j - 1]);
      else if (j > 0 && reachable[j - 1]) next[j] = matchesOne(segment, path[j - 1]);
    }
    reachable = next;
  }
  return reachable[path.length];
}

/** `*` = any run of characters; otherwise exact. matched[j]: the pattern so far matches text[0..j). */
export function globMatches(glob: string, text: string): boolean {
  let matched = [true, ...Array.from(text, () => false)];
  for (const char of glob) {
    const next = matched.map(() => false);
    for (let j = 0; j <= text.length; j += 1) {
      if (char === '*') next[j] = matched[j] || (j > 0 && next[j - 1]);
      else if (j > 0) next[j] = matched[j - 1] && text[j - 1] === char;
    }
    matched = next;
  }
  return matched[text.length];
}
