import type { CatalogueRoute, RouteGroup } from '../navigation/manifest';
import { routesInGroup } from '../navigation/routeCatalogue';

/** The sidebar's own sections (spec §2): Work bench, Financial account, insights (no title). */
export const TOP_GROUPS: ReadonlyArray<{ group: RouteGroup; titleKey: string | null }> = [
  { group: 'workbench', titleKey: 'spendboard.shell.groups.workbench' },
  { group: 'financial', titleKey: 'spendboard.shell.groups.financial' },
  { group: 'insights', titleKey: 'spendboard.shell.groups.insights' },
];

/** The three sections of the Admin collapsible's drawer. */
export const ADMIN_GROUPS: ReadonlyArray<{ group: RouteGroup; titleKey: string }> = [
  { group: 'admin_users', titleKey: 'spendboard.shell.groups.users' },
  { group: 'admin_erp', titleKey: 'spendboard.shell.groups.erp' },
  { group: 'admin_general', titleKey: 'spendboard.shell.groups.general' },
];

/** Every catalogue route the sidebar lists (before access), section by section; 'search' routes are not in it. */
export const sidebarRoutes = (routes: readonly CatalogueRoute[]): CatalogueRoute[] =>
  [...TOP_GROUPS, ...ADMIN_GROUPS].flatMap(({ group }) => routesInGroup(routes, group));
