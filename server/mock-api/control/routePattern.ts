/**
 * Matches a request against a QA route pattern:
 *   `GET /api/admin/cards`        one method, one exact path
 *   `/api/admin/cards/*`          any method; `*` = one path segment, `**` = anything, `:id` = one segment
 *   `POST ^/api/admin/departments(/\d+)?$`   a pattern starting with `^` is a regular expression
 * A method of `*` (or none) matches every method.
 */
export type RouteMatcher = (method: string, path: string) => boolean;

const METHOD_PREFIX = /^([A-Za-z]+|\*)\s+(.+)$/;

export function compileRoutePattern(pattern: string): RouteMatcher {
  const trimmed = pattern.trim();
  const withMethod = METHOD_PREFIX.exec(trimmed);
  const method = withMethod ? withMethod[1].toUpperCase() : '*';
  const pathPattern = withMethod ? withMethod[2].trim() : trimmed;
  const pathRegex = pathPattern.startsWith('^') ? new RegExp(pathPattern) : globToRegex(pathPattern);
  return (requestMethod, path) => (method === '*' || method === requestMethod.toUpperCase()) && pathRegex.test(path);
}

function globToRegex(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*|:[A-Za-z_]+)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*' || part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}
