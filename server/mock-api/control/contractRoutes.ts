/**
 * The contract's operations as the QA controls need them: which one a request called, which ones a
 * fault pattern can hit, and the nearest ones to a near miss. Read once from `openapi/` by the shared
 * loader of the API tests (scripts/api-test/contract.ts).
 */

export interface ContractRoute {
  method: string;
  /** The contract's path template, `/api/admin/cards/{id}`. */
  path: string;
}

let routes: Promise<readonly ContractRoute[]> | undefined;

/** Every operation of the contract, method and path template (loaded on first use, ~0.6 s, then kept). */
export function contractRoutes(): Promise<readonly ContractRoute[]> {
  // Loaded when a control first needs it, so `npm start` does not read the API tests' code at start.
  routes ??= import('../../../scripts/api-test/contract.ts')
    .then(({ contractOperations }) => contractOperations())
    .then((operations) => operations.map(({ method, path }) => ({ method, path })));
  return routes;
}

export const routeLabel = (route: ContractRoute): string => `${route.method} ${route.path}`;

const segmentsOf = (path: string) => path.replace(/^\/|\/$/g, '').split('/');
const isParameter = (segment: string) => segment.includes('{');

/** The operation this request called, or null when no operation of the contract has its method and path. */
export function operationCalled(all: readonly ContractRoute[], method: string, path: string): ContractRoute | null {
  const segments = segmentsOf(path);
  return (
    all.find((route) => {
      if (route.method !== method.toUpperCase()) return false;
      const template = segmentsOf(route.path);
      return (
        template.length === segments.length &&
        template.every((part, index) => (isParameter(part) ? segments[index] !== '' : part === segments[index]))
      );
    }) ?? null
  );
}

/**
 * The `count` operations closest to `METHOD /path` (edit distance of `METHOD /path` strings; a template's
 * parameter counts as the segment written at its place, so `/cards/12` is next to `/cards/{id}`).
 * A method of `*` compares paths only.
 */
export function nearestRoutes(all: readonly ContractRoute[], method: string, path: string, count = 3): string[] {
  const segments = segmentsOf(path);
  const written = (route: ContractRoute) =>
    segmentsOf(route.path)
      .map((part, index) => (isParameter(part) && segments[index] !== undefined ? segments[index] : part))
      .join('/');
  const anyMethod = method === '*';
  const target = `${anyMethod ? '' : `${method.toUpperCase()} `}${segments.join('/')}`;
  return all
    .map((route) => ({ route, distance: editDistance(target, `${anyMethod ? '' : `${route.method} `}${written(route)}`) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(({ route }) => routeLabel(route));
}

/** Levenshtein distance, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
