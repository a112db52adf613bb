import { matchPath } from 'react-router';
import { CUSTOM_PAGES } from '../custom-pages';
import { authProvider } from '../providers/authProvider';
import { queryClient } from '../providers/queryClient';
import { loadSession } from '../providers/session';
import { RESOURCE_MANIFESTS } from '../resources';
import type { ListQuery } from '../layout/lists/listQuery';
import { prefetchListFirstPage } from '../layout/lists/prefetchListFirstPage';
import type { LazyView } from '../layout/navigation/lazyView';
import { routeAccessQuery } from '../layout/navigation/useAccessibleRoutes';
import { ROUTE_CATALOGUE } from './routeCatalogue';

type RouteView = { pattern: string; view: LazyView; listQuery?: ListQuery };

/** Every page view the admin mounts, with its route pattern, in the order react-router would pick them. */
function routeViews(): RouteView[] {
  const resourceViews = RESOURCE_MANIFESTS.flatMap(({ name, views = {}, routes = [], listQuery }) => [
    ...(views.list ? [{ pattern: `/${name}`, view: views.list, listQuery }] : []),
    ...(views.create ? [{ pattern: `/${name}/create`, view: views.create }] : []),
    ...(views.show ? [{ pattern: `/${name}/:id/show`, view: views.show }] : []),
    ...(views.edit ? [{ pattern: `/${name}/:id`, view: views.edit }] : []),
    ...routes.map((route) => ({ pattern: route.path, view: route.component, listQuery: route.listQuery })),
  ]);
  const pageViews = CUSTOM_PAGES.map((page) => ({ pattern: page.routePath ?? page.path, view: page.component }));
  return [...resourceViews, ...pageViews];
}

const routeFor = (pathname: string) => routeViews().find(({ pattern }) => matchPath(pattern, pathname));

/** The view react-router would render at `pathname`, if one of the manifests' views serves it. */
export function routeViewFor(pathname: string): LazyView | undefined {
  return routeFor(pathname)?.view;
}

/**
 * Starts what the page at `pathname` needs while the admin's own chunk and the session are still
 * loading, so the page does not wait for them to ask: its view's chunk and, once the session is ready
 * (the active company known), the sidebar's access answers and, for a list page, its first page of
 * rows. Settles when the view's code is in (never fails: a failed download is left to the page's own
 * import); the answers may come later, and a failure is left to the query that asks again.
 */
export function preloadRoute({ pathname, search }: { pathname: string; search: string }): Promise<void> {
  const route = routeFor(pathname);
  const { listQuery } = route ?? {};
  void loadSession()
    .then((session) => {
      if (session.kind !== 'ready') return;
      void queryClient.prefetchQuery(routeAccessQuery(authProvider, ROUTE_CATALOGUE));
      if (listQuery) void prefetchListFirstPage(listQuery, search);
    })
    .catch(() => undefined);
  return Promise.resolve(route?.view.preload()).then(
    () => undefined,
    () => undefined,
  );
}
