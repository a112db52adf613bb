import { PERMISSION_RESOURCE, permissionForAccess } from '../../providers/access/accessRules';
import type { CatalogueRoute, RouteAccess } from '../navigation/manifest';
import { catalogueRouteFor } from '../navigation/routeCatalogue';

export const ACCESS_DENIED_PATH = '/access-denied';

/**
 * What a page asks of the user: the page's own catalogue access (`/settings/roles` → read roles),
 * and below it react-admin's resource views: `…/create` → create, `…/{id}/show` → show, any other
 * deeper path (an edit) → edit. The resource is the catalogue route's, else the first segment.
 */
export function accessForPath(pathname: string, routes: readonly CatalogueRoute[]): RouteAccess | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const route = catalogueRouteFor(pathname, routes);
  const base = route?.path ?? `/${segments[0]}`;
  const below = pathname.slice(base.length).split('/').filter(Boolean);
  const resource = route?.access && route.access.resource !== PERMISSION_RESOURCE ? route.access.resource : segments[0];
  if (below.length === 0) return route?.access ?? { resource, action: 'list' };
  if (below[0] === 'create') return { resource, action: 'create' };
  if (below[1] === 'show') return { resource, action: 'show' };
  return { resource, action: 'edit' };
}

/** The permission to name on the Access Restricted page after react-admin refused `pathname`. */
export function refusedPermission(pathname: string | null, routes: readonly CatalogueRoute[]): string | undefined {
  const access = pathname ? accessForPath(pathname, routes) : null;
  return (access && permissionForAccess(access.resource, access.action)) ?? undefined;
}
