import { matchPath } from 'react-router';
import type { RouteCatalogue } from './RouteCatalogueContext';

/**
 * Spec §2, §4: whether a location needs card services — a `cardServicesLock` catalogue route or
 * anything below it (`/cards/overview/12`), or a locked pattern of a manifest (`/people/cards/7`).
 */
export function needsCardServices(
  pathname: string,
  { routes, cardServicesLockedPaths }: Pick<RouteCatalogue, 'routes' | 'cardServicesLockedPaths'>,
): boolean {
  const underLockedRoute = routes.some(
    (entry) => entry.cardServicesLock && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)),
  );
  return underLockedRoute || cardServicesLockedPaths.some((pattern) => matchPath(pattern, pathname) !== null);
}
