import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CatalogueRoute } from './manifest';
import { useRouteCatalogue } from './RouteCatalogueContext';

/** The page a quick action of `pathname` opens (`?action=create` on `/cards` → `/cards/create`), if it has one. */
export function quickActionPage(routes: readonly CatalogueRoute[], pathname: string, search: string): string | undefined {
  const action = new URLSearchParams(search).get('action');
  if (!action) return undefined;
  return routes.find((route) => route.path === pathname)?.quickActions.find((quick) => quick.action === action)?.to;
}

/**
 * Spec §2: a quick-action chip navigates to its route with `?action=`. When the catalogue names
 * a page for that action (`QuickAction.to`), the location is replaced with it, so the chip opens
 * the create form and Back returns to where the user was.
 */
export function useQuickActionPages() {
  const { routes } = useRouteCatalogue();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const page = quickActionPage(routes, pathname, search);
    if (page) void navigate(page, { replace: true });
  }, [navigate, pathname, routes, search]);
}
