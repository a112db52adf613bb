import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider, type AuthProvider } from 'react-admin';
import { companyQueryKey } from '../../providers/data/queryKeys';
import type { CatalogueRoute, QuickActionName, RouteAccess } from './manifest';
import { useRouteCatalogue } from './RouteCatalogueContext';

export type RouteAccessCheck = (route: CatalogueRoute) => boolean;
export type QuickActionCheck = (route: CatalogueRoute, action: QuickActionName) => boolean;

const quickActionKey = (route: Pick<CatalogueRoute, 'id'>, action: QuickActionName) => `${route.id}?action=${action}`;

/** Every access question of the catalogue: each route's, and each quick action's, by key. */
const accessQuestions = (routes: readonly CatalogueRoute[]): ReadonlyArray<readonly [string, RouteAccess | undefined]> =>
  routes.flatMap((route) => [
    [route.id, route.access] as const,
    ...route.quickActions.map((quick) => [quickActionKey(route, quick.action), quick.access] as const),
  ]);

/**
 * Which catalogue routes and quick actions the user may use, asked once per company through
 * react-admin's `authProvider.canAccess` (everything is allowed when it has none). The shell asks it
 * beside the page's code on a page load (`preloadRoute`), so the sidebar's first render has the answer.
 */
export const routeAccessQuery = (authProvider: AuthProvider | null | undefined, routes: readonly CatalogueRoute[]) => ({
  queryKey: companyQueryKey('route-access'),
  queryFn: async () => {
    const decisions = await Promise.all(
      accessQuestions(routes).map(async ([key, access]) => {
        if (!access || !authProvider?.canAccess) return [key, true] as const;
        const allowed = await authProvider.canAccess(access).catch(() => false);
        return [key, allowed] as const;
      }),
    );
    return new Set(decisions.filter(([, allowed]) => allowed).map(([key]) => key));
  },
  staleTime: Infinity,
});

/**
 * The user's access to the catalogue (`routeAccessQuery`). Until the answers arrive only what needs no
 * permission counts as allowed, so nothing forbidden flashes.
 */
export function useRouteAccess(): { isAccessible: RouteAccessCheck; isQuickActionAllowed: QuickActionCheck; isPending: boolean } {
  const query = useQuery(routeAccessQuery(useAuthProvider(), useRouteCatalogue().routes));
  const allowedKeys = query.data;
  return useMemo(
    () => ({
      isAccessible: (route: CatalogueRoute) => (allowedKeys ? allowedKeys.has(route.id) : !route.access),
      isQuickActionAllowed: (route: CatalogueRoute, action: QuickActionName) => {
        if (allowedKeys) return allowedKeys.has(quickActionKey(route, action));
        return !route.quickActions.find((quick) => quick.action === action)?.access;
      },
      isPending: query.isPending,
    }),
    [allowedKeys, query.isPending],
  );
}
