import type { SvgIconComponent } from '@mui/icons-material';
import type { SearchItem } from '../../domain/globalSearch';
import {
  QUICK_ACTION_ICONS,
  quickActionLabelKey,
  routeDescriptionKey,
  routeLabelKey,
  type CatalogueRoute,
  type QuickActionName,
} from './routeCatalogue';

export type RouteSearchItem = SearchItem<SvgIconComponent> & { id: string };

/**
 * The global search index (spec §2 search item fields): every catalogue route the user may open,
 * with its label, description and the quick actions the user may use, in the current language.
 */
export function buildSearchIndex(
  routes: readonly CatalogueRoute[],
  isAccessible: (route: CatalogueRoute) => boolean,
  translate: (key: string) => string,
  isQuickActionAllowed: (route: CatalogueRoute, action: QuickActionName) => boolean = () => true,
): RouteSearchItem[] {
  return routes.filter(isAccessible).map((route) => ({
    id: route.id,
    path: route.path,
    label: translate(routeLabelKey(route)),
    icon: route.icon,
    tags: route.tags,
    description: translate(routeDescriptionKey(route)),
    quickActions: route.quickActions
      .filter(({ action }) => isQuickActionAllowed(route, action))
      .map(({ action }) => ({
        action,
        icon: QUICK_ACTION_ICONS[action],
        label: translate(quickActionLabelKey(action)),
      })),
  }));
}
