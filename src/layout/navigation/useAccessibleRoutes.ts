import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { ROUTE_CATALOGUE, type CatalogueRoute } from './routeCatalogue';

export type RouteAccessCheck = (route: CatalogueRoute) => boolean;

/**
 * Which catalogue routes the user may open, asked once per company through react-admin's
 * `authProvider.canAccess` (everything is allowed when it has none). Until the answers arrive
 * only routes that need no permission count as accessible, so nothing forbidden flashes.
 */
export function useRouteAccess(): { isAccessible: RouteAccessCheck; isPending: boolean } {
  const authProvider = useAuthProvider();
  const query = useQuery({
    queryKey: companyQueryKey('route-access'),
    queryFn: async () => {
      const decisions = await Promise.all(
        ROUTE_CATALOGUE.map(async (route) => {
          if (!route.access || !authProvider?.canAccess) return [route.id, true] as const;
          const allowed = await authProvider.canAccess(route.access).catch(() => false);
          return [route.id, allowed] as const;
        }),
      );
      return new Set(decisions.filter(([, allowed]) => allowed).map(([id]) => id));
    },
    staleTime: Infinity,
  });
  const allowedIds = query.data;
  const isAccessible = useMemo<RouteAccessCheck>(() => (route) => (allowedIds ? allowedIds.has(route.id) : !route.access), [allowedIds]);
  return { isAccessible, isPending: query.isPending };
}
