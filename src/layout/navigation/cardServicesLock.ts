import { matchPath } from 'react-router';
import { RESOURCE_MANIFESTS } from '../../resources';
import type { CatalogueRoute } from './manifest';
import { ROUTE_CATALOGUE } from './routeCatalogue';

/** Patterns below unlocked entries that need card services (People's cards and transfer tabs). */
const LOCKED_PATTERNS: readonly string[] = RESOURCE_MANIFESTS.flatMap((manifest) => manifest.cardServicesLockedPaths ?? []);

/**
 * Spec §2, §4: whether a location needs card services — a `cardServicesLock` catalogue route or
 * anything below it (`/cards/overview/12`), or a locked pattern of a manifest (`/people/cards/7`).
 */
export function needsCardServices(
  pathname: string,
  routes: readonly CatalogueRoute[] = ROUTE_CATALOGUE,
  lockedPatterns: readonly string[] = LOCKED_PATTERNS,
): boolean {
  const underLockedRoute = routes.some(
    (entry) => entry.cardServicesLock && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)),
  );
  return underLockedRoute || lockedPatterns.some((pattern) => matchPath(pattern, pathname) !== null);
}
