import { matchPath } from 'react-router';
import { CUSTOM_PAGES } from '../../custom-pages';
import { RESOURCE_MANIFESTS } from '../../resources';
import type { LazyView } from './lazyView';

type RouteView = { pattern: string; view: LazyView };

/** Every page view the admin mounts, with its route pattern, in the order react-router would pick them. */
function routeViews(): RouteView[] {
  const resourceViews = RESOURCE_MANIFESTS.flatMap(({ name, views = {}, routes = [] }) => [
    ...(views.list ? [{ pattern: `/${name}`, view: views.list }] : []),
    ...(views.create ? [{ pattern: `/${name}/create`, view: views.create }] : []),
    ...(views.show ? [{ pattern: `/${name}/:id/show`, view: views.show }] : []),
    ...(views.edit ? [{ pattern: `/${name}/:id`, view: views.edit }] : []),
    ...routes.map((route) => ({ pattern: route.path, view: route.component })),
  ]);
  const pageViews = CUSTOM_PAGES.map((page) => ({ pattern: page.routePath ?? page.path, view: page.component }));
  return [...resourceViews, ...pageViews];
}

/** The view react-router would render at `pathname`, if one of the manifests' views serves it. */
export function routeViewFor(pathname: string): LazyView | undefined {
  return routeViews().find(({ pattern }) => matchPath(pattern, pathname))?.view;
}

/**
 * Starts downloading the view of the page at `pathname` while the admin's own chunk and the session
 * are still loading, so the page does not wait for them before asking for its code. Nothing when no
 * view matches (the page then loads as any other); a failed download is left to the page's own import.
 */
export function preloadRouteViews(pathname: string): void {
  routeViewFor(pathname)
    ?.preload()
    .catch(() => undefined);
}
