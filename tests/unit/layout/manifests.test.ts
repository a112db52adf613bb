import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CUSTOM_PAGES, HOME_PAGE } from '../../../src/custom-pages';
import { RESOURCE_MANIFESTS } from '../../../src/resources';
import { RESOURCES } from '../../../src/providers/data/resources';
import { needsCardServices } from '../../../src/layout/navigation/cardServicesLock';
import { catalogueEntry } from '../../../src/layout/navigation/manifest';
import { PLANNED_ROUTES } from '../../../src/layout/navigation/plannedRoutes';
import { APP_CATALOGUE, ROUTE_CATALOGUE } from '../../../src/app/routeCatalogue';
import { buildCatalogue, catalogueRoute, servedRoutes } from '../../../src/layout/navigation/routeCatalogue';
import { buildSearchIndex } from '../../../src/layout/navigation/searchIndex';
import { sidebarRoutes } from '../../../src/layout/sidebar/sidebarGroups';

/** Every route pattern the app mounts: react-admin's views of a resource, its extra routes, the custom pages. */
const mountedPatterns = () => [
  ...RESOURCE_MANIFESTS.flatMap((manifest) => [
    ...(manifest.views?.list ? [`/${manifest.name}`] : []),
    ...(manifest.views?.create ? [`/${manifest.name}/create`] : []),
    ...(manifest.routes ?? []).map((route) => route.path),
  ]),
  ...CUSTOM_PAGES.map((page) => page.routePath ?? page.path),
];

const served = servedRoutes(RESOURCE_MANIFESTS, CUSTOM_PAGES);
const ids = (routes: readonly { id: string }[]) => routes.map((route) => route.id).sort();

describe('resource manifests and custom pages', () => {
  it('mount every path once, and each resource name once', () => {
    const patterns = mountedPatterns();
    expect(patterns.length).toBeGreaterThan(10);
    expect(new Set(patterns).size).toBe(patterns.length);
    const names = RESOURCE_MANIFESTS.map((manifest) => manifest.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['cards', 'people', 'departments', 'roles', 'users']));
    // Each resource has its API endpoints (the dataProvider's RESOURCES).
    expect(names.filter((name) => !(name in RESOURCES))).toEqual([]);
  });

  it('declare what each list view asks for when it opens, for its own resource (its first page is prefetched)', () => {
    const lists = RESOURCE_MANIFESTS.filter((manifest) => manifest.views?.list);
    expect(lists.filter((manifest) => !manifest.listQuery).map((manifest) => manifest.name)).toEqual([]);
    for (const manifest of lists) expect(manifest.listQuery?.resource, manifest.name).toBe(manifest.name);
  });

  it('name a resource with API endpoints in each route’s list query', () => {
    const queries = RESOURCE_MANIFESTS.flatMap((manifest) => (manifest.routes ?? []).flatMap((route) => route.listQuery ?? []));
    expect(queries.length).toBeGreaterThanOrEqual(10);
    expect(queries.filter((query) => !(query.resource in RESOURCES)).map((query) => query.resource)).toEqual([]);
  });

  it('keep the spec paths (react-admin views live under /<name>, settings pages under /settings)', () => {
    for (const manifest of RESOURCE_MANIFESTS) {
      if (manifest.views) expect(manifest.paths.list, manifest.name).toBe(`/${manifest.name}`);
      for (const entry of manifest.catalogue) expect(entry.path, entry.id).toBe(manifest.paths.list);
    }
    expect(mountedPatterns()).toEqual(
      expect.arrayContaining([
        '/cards',
        '/cards/create',
        '/cards/:tab/:id',
        '/people',
        '/people/create',
        '/people/:tab/:id',
        '/settings/departments',
        '/settings/departments/create',
        '/settings/departments/edit/:id',
        '/settings/departments/:tab/:id',
        '/settings/roles',
        '/settings/administrators',
        '/my-account',
        '/support/create',
        '/notifications',
        '/organizations/*',
        '/card-services',
      ]),
    );
    expect(HOME_PAGE.path).toBe('/');
  });

  it('leave App.tsx without a route path literal (it maps the two lists)', () => {
    const code = readFileSync(new URL('../../../src/App.tsx', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\*\*|\/\/)/.test(line))
      .join('\n');
    expect(code).not.toMatch(/path=["'`]/);
    expect(code).not.toMatch(/["'`]\/[^"'`]*["'`]/);
    expect(code).toContain('RESOURCE_MANIFESTS.map');
    expect(code).toContain('CUSTOM_PAGES');
  });

  it('give the catalogue exactly their entries plus the planned ones, each id and path once', () => {
    expect(ids(ROUTE_CATALOGUE)).toEqual(ids([...served, ...PLANNED_ROUTES]));
    const paths = ROUTE_CATALOGUE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ids(served)).toEqual(expect.arrayContaining(['administrators', 'cards', 'dashboard', 'departments', 'people', 'roles']));
    // A served route was moved out of the planned ones, not copied.
    expect(ids(served).filter((id) => PLANNED_ROUTES.some((planned) => planned.id === id))).toEqual([]);
  });

  it('feed the sidebar and the search index with exactly the manifest and planned entries', () => {
    const searchIndex = buildSearchIndex(
      ROUTE_CATALOGUE,
      () => true,
      (key) => key,
    );
    expect(ids(searchIndex)).toEqual(ids([...served, ...PLANNED_ROUTES]));
    const searchOnly = ROUTE_CATALOGUE.filter((route) => route.group === 'search');
    expect(ids([...sidebarRoutes(ROUTE_CATALOGUE), ...searchOnly])).toEqual(ids([...served, ...PLANNED_ROUTES]));
    expect(sidebarRoutes(ROUTE_CATALOGUE).map((route) => route.id)).toEqual(
      expect.arrayContaining(['dashboard', 'cards', 'people', 'payroll', 'administrators', 'departments', 'roles']),
    );
    expect(searchOnly.map((route) => route.id)).not.toContain('people');
    expect(searchOnly.map((route) => route.id)).not.toContain('payroll');
  });

  it('lets a manifest take a planned entry over in its place', () => {
    // Every route is served today: one of them stands in as a planned entry.
    const entry = served[Math.floor(served.length / 2)];
    const planned = catalogueEntry({ ...entry, tags: ['planned'] });
    const before = buildCatalogue(
      served.filter((route) => route.id !== entry.id),
      [planned],
    );
    expect(before.map((route) => route.id)).toEqual(ROUTE_CATALOGUE.map((route) => route.id));
    expect(catalogueRoute(entry.id, before)).toMatchObject({ tags: ['planned'], quickActions: [] });
    const after = buildCatalogue(served, [planned]);
    expect(after).toHaveLength(ROUTE_CATALOGUE.length);
    expect(catalogueRoute(entry.id, after)).toBe(entry);
  });
});

describe('card-services lock of routes', () => {
  it('covers the locked catalogue routes, what lies below them and the people card tabs', () => {
    for (const path of [
      '/cards',
      '/cards/create',
      '/cards/overview/3',
      '/financial-account',
      '/disputes',
      '/requests',
      '/funds',
      '/people/cards/7',
      '/people/transfer/7',
    ]) {
      expect(needsCardServices(path, APP_CATALOGUE), path).toBe(true);
    }
  });

  it('leaves every other route alone', () => {
    for (const path of [
      '/',
      '/people',
      '/people/overview/7',
      '/people/expenses/7',
      '/card-services',
      '/cardsx',
      '/settings/departments',
      '/expenses',
    ]) {
      expect(needsCardServices(path, APP_CATALOGUE), path).toBe(false);
    }
  });
});
