import { describe, expect, it } from 'vitest';
import { CUSTOM_PAGES } from '../../../src/custom-pages';
import { ROUTE_CATALOGUE } from '../../../src/app/routeCatalogue';
import { LINKED_GROUPS, UNLINKED_ROUTES } from '../../e2e/walkRoutes';

describe('the route walk (tests/e2e/route-walks.spec.ts)', () => {
  it('scans every catalogue route: linked from the sidebar or the Admin drawer, or listed as unlinked', () => {
    const unscanned = ROUTE_CATALOGUE.filter((route) => !LINKED_GROUPS.includes(route.group) && !UNLINKED_ROUTES.includes(route.path)).map(
      (route) => `${route.id} ${route.path} (group ${route.group})`,
    );
    expect(unscanned).toEqual([]);
    // Every listed route is a page of the app or a tab of one (no stale entries).
    const known = new Set([...ROUTE_CATALOGUE.map((route) => route.path), ...CUSTOM_PAGES.map((page) => page.path)]);
    expect(UNLINKED_ROUTES.filter((path) => !known.has(path) && !known.has(path.split('/').slice(0, 2).join('/')))).toEqual([]);
  });
});
