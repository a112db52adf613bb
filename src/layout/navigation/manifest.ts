/**
 * The shape of a manifest: what a resource folder (`src/resources/<name>/index.ts`) or a custom
 * page (`src/custom-pages/<page>/index.ts`) tells the shell about itself. `App.tsx` mounts the
 * manifests; the route catalogue (sidebar, Ctrl+K search, breadcrumbs, Not Yet placeholder,
 * card-services gate) reads their `catalogue` entries. A path string is written once, in the
 * folder's `paths.ts` (or the page manifest), and everything else derives from it.
 *
 * Where react-admin mounts a resource: `<Resource name>` serves `/<name>` (list at `/<name>`,
 * create at `/<name>/create`). A resource whose pages live elsewhere (`/settings/departments`)
 * leaves `views` out: react-admin still registers it (so its hooks and definition work) and
 * its pages are `routes`, mounted by `App.tsx` as custom routes with the resource in context.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';
import type { LazyView } from './lazyView';
import type { ListQuery } from '../lists/listQuery';

/** Where a route shows in the sidebar; 'search' routes are only in the global search index. */
export type RouteGroup = 'workbench' | 'financial' | 'insights' | 'admin_users' | 'admin_erp' | 'admin_general' | 'search';

export type QuickActionName = 'create' | 'import' | 'sync' | 'move-money' | 'create-automation';

/** The react-admin canAccess question a route needs; `resource: 'permissions'` names the permission itself. */
export type RouteAccess = { resource: string; action: string };

/**
 * A quick-action chip of the global search (spec §2): it opens the route with `?action=<action>`.
 * With `to`, the shell then replaces the location with that page (a create page of its own);
 * without it, the route's page does what the chip names (`useQuickActionDialog`). Shown only when
 * the user passes `access` (none: always).
 */
export type QuickAction = { action: QuickActionName; access?: RouteAccess; to?: string };

/**
 * One route of the catalogue (spec §2). Its label and description are the i18n keys
 * `spendboard.shell.routes.<id>.label` / `.description`; tags are search words.
 */
export type CatalogueRoute = {
  id: string;
  path: string;
  icon: SvgIconComponent;
  group: RouteGroup;
  tags: readonly string[];
  /** Only a served route shows them (buildCatalogue drops a planned route's: its page does not exist yet). */
  quickActions: readonly QuickAction[];
  /** None: everyone may open it. */
  access?: RouteAccess;
  /**
   * Spec §2, §4: the route and everything below it need card services; while they are off or
   * onboarding is incomplete the sidebar entry is locked and the page shows the onboarding panel.
   */
  cardServicesLock?: boolean;
  /** Marked AI in the sidebar. */
  ai?: boolean;
};

type CatalogueEntryInput = Omit<CatalogueRoute, 'tags' | 'quickActions'> & {
  tags?: readonly string[];
  /** A bare name needs no permission of its own (planned routes name theirs this way). */
  quickActions?: readonly (QuickActionName | QuickAction)[];
};

/** A catalogue entry; tags and quick actions default to none. */
export const catalogueEntry = ({ tags = [], quickActions = [], ...entry }: CatalogueEntryInput): CatalogueRoute => ({
  tags,
  quickActions: quickActions.map((quickAction) => (typeof quickAction === 'string' ? { action: quickAction } : quickAction)),
  ...entry,
});

/**
 * A quick action that needs react-admin's `resourceAction` access to `resource` (`create` by
 * default); `to` names the page that does it when the route's own page does not.
 */
export const quickAction = (
  action: QuickActionName,
  resource: string,
  { resourceAction = 'create', to }: { resourceAction?: string; to?: string } = {},
): QuickAction => ({ action, access: { resource, action: resourceAction }, ...(to ? { to } : {}) });

/** The route needs react-admin's `list` access to the resource. */
export const listAccess = (resource: string): RouteAccess => ({ resource, action: 'list' });
/** The route needs a named permission (see providers/access/accessRules). */
export const permissionAccess = (name: string): RouteAccess => ({ resource: 'permissions', action: name });

/**
 * A page route: an absolute react-router pattern built from the manifest's paths, and its lazy view; for
 * a list page, what its list asks for when it opens (`listQuery`, as for `views.list`).
 */
export type ManifestRoute = { path: string; component: LazyView; listQuery?: ListQuery };

export type ResourceManifest = {
  /** react-admin's resource name: the dataProvider key, the resource context of its pages. */
  name: string;
  /**
   * Its place among the manifests (`App.tsx` mounts them, and catalogue entries outside `CATALOGUE_ORDER` follow
   * it): the generated `src/resources/index.ts` sorts by it; a new resource takes the next number.
   */
  order: number;
  /** Views react-admin mounts under `/<name>` (lazy). Leave out when the pages live elsewhere. */
  views?: Partial<Record<'list' | 'create' | 'edit' | 'show', LazyView>>;
  /**
   * What its list view asks for when it opens (`src/layout/lists/listQuery.ts`), given to the list's
   * `<List>` too: the shell asks for the first page while the page's code downloads.
   */
  listQuery?: ListQuery;
  icon?: ResourceProps['icon'];
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** Extra pages (detail tabs, create/edit under /settings, …), mounted with the resource in context. */
  routes?: readonly ManifestRoute[];
  /** Its entries of the route catalogue (usually one). */
  catalogue: readonly CatalogueRoute[];
  /**
   * Patterns below an unlocked entry that still need card services (People's cards and transfer
   * tabs): they show the onboarding panel like a `cardServicesLock` entry.
   */
  cardServicesLockedPaths?: readonly string[];
  /** The paths of its pages (from its `paths.ts`), for links from anywhere. */
  paths: { readonly list: string };
};

export type PageManifest = {
  /** The page's own path, written here (or in the domain rule that needs it) once. */
  path: string;
  /** The route pattern when the page serves a subtree (e.g. `${path}/*` for its tabs); default `path`. */
  routePath?: string;
  /** Lazy view. */
  component: LazyView;
  /** i18n key of the page's name (profile menu). */
  labelKey?: string;
  catalogue?: readonly CatalogueRoute[];
};

/** The manifests among a resource folder's exports (`<name>Manifest`), from every folder, in their `order`. */
export function manifestsOf(folders: readonly Readonly<Record<string, unknown>>[]): ResourceManifest[] {
  return folders
    .flatMap((exports) =>
      Object.entries(exports).flatMap(([name, value]) => (name.endsWith('Manifest') ? [value as ResourceManifest] : [])),
    )
    .sort((a, b) => a.order - b.order);
}
