/**
 * How the route catalogue is built and read: every signed-in route of spec §2, once — the entries of
 * the resource manifests and custom pages (served) and the planned routes (Not Yet), in the spec's
 * order. `src/app/routeCatalogue.ts` builds the app's and hands it to the shell through
 * `RouteCatalogueProvider`: the sidebar, the global search index, the breadcrumbs and the
 * card-services gate read it with `useRouteCatalogue()`. Labels and descriptions are i18n keys
 * (`spendboard.shell.routes.<id>.*`); `access` is the react-admin canAccess question the route needs
 * (see providers/access/accessRules).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import type { CatalogueRoute, PageManifest, QuickActionName, ResourceManifest, RouteGroup } from './manifest';
import { CATALOGUE_ORDER } from './plannedRoutes';

export type { CatalogueRoute, QuickAction, QuickActionName, RouteAccess, RouteGroup } from './manifest';

export const QUICK_ACTION_ICONS: Record<QuickActionName, SvgIconComponent> = {
  create: AddOutlined,
  import: UploadFileOutlined,
  sync: SyncOutlined,
  'move-money': SwapHorizOutlined,
  'create-automation': BoltOutlined,
};

/** The entries the app serves: those of the resource manifests and of the custom pages. */
export const servedRoutes = (manifests: readonly ResourceManifest[], pages: readonly PageManifest[]): CatalogueRoute[] => [
  ...manifests.flatMap((manifest) => manifest.catalogue),
  ...pages.flatMap((page) => page.catalogue ?? []),
];

/**
 * Served entries, then the planned ones no manifest took over (same id), in `order`. A planned
 * entry keeps its quick actions as data for the feature that takes it over, but offers none: its
 * page is the Not Yet placeholder, so a chip would not do what it names.
 */
export function buildCatalogue(
  served: readonly CatalogueRoute[],
  planned: readonly CatalogueRoute[],
  order: readonly string[] = CATALOGUE_ORDER,
): CatalogueRoute[] {
  const servedIds = new Set(served.map((entry) => entry.id));
  const rank = (entry: CatalogueRoute) => (order.includes(entry.id) ? order.indexOf(entry.id) : order.length);
  const notServed = planned.filter((entry) => !servedIds.has(entry.id)).map((entry) => ({ ...entry, quickActions: [] }));
  return [...served, ...notServed]
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

export const routeLabelKey = (route: Pick<CatalogueRoute, 'id'>) => `spendboard.shell.routes.${route.id}.label`;
export const routeDescriptionKey = (route: Pick<CatalogueRoute, 'id'>) => `spendboard.shell.routes.${route.id}.description`;
export const quickActionLabelKey = (action: QuickActionName) => `spendboard.shell.actions.${action}`;

export const routesInGroup = (routes: readonly CatalogueRoute[], group: RouteGroup) => routes.filter((entry) => entry.group === group);

/** A catalogue route by id; throws for an unknown id, so a link to a removed route fails loudly. */
export function catalogueRoute(id: string, routes: readonly CatalogueRoute[]): CatalogueRoute {
  const found = routes.find((entry) => entry.id === id);
  if (!found) throw new Error(`No catalogue route "${id}"`);
  return found;
}

/** The catalogue route a location belongs to (longest path prefix), e.g. '/bills/12' → bills. */
export function catalogueRouteFor(pathname: string, routes: readonly CatalogueRoute[]): CatalogueRoute | undefined {
  const matches = routes.filter((entry) => entry.path !== '/' && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)));
  return (
    matches.sort((a, b) => b.path.length - a.path.length)[0] ?? (pathname === '/' ? routes.find((entry) => entry.path === '/') : undefined)
  );
}
