/**
 * The app's route catalogue, assembled above the shell: the entries of every resource manifest and
 * custom page, the planned routes, and the pages the shell links to by name. `App.tsx` hands it
 * down with `RouteCatalogueProvider`; the shell (`src/layout/`) knows only its type.
 */
import { CUSTOM_PAGES, HOME_PAGE } from '../custom-pages';
import { cardServicesPage } from '../custom-pages/card-services';
import { companySettingsPage } from '../custom-pages/company-settings';
import { myAccountPage } from '../custom-pages/my-account';
import { ORGANIZATIONS_TEAM_PATH } from '../custom-pages/organizations/organizationTabs';
import { supportPage } from '../custom-pages/support';
import type { CatalogueRoute } from '../layout/navigation/manifest';
import { PLANNED_ROUTES } from '../layout/navigation/plannedRoutes';
import type { RouteCatalogue } from '../layout/navigation/RouteCatalogueContext';
import { buildCatalogue, servedRoutes } from '../layout/navigation/routeCatalogue';
import { RESOURCE_MANIFESTS } from '../resources';
import { billPaths } from '../resources/bills/paths';
import { cardPaths } from '../resources/cards/paths';
import { expensePaths } from '../resources/expenses/paths';
import { personPaths } from '../resources/people/paths';

export const ROUTE_CATALOGUE: readonly CatalogueRoute[] = buildCatalogue(servedRoutes(RESOURCE_MANIFESTS, CUSTOM_PAGES), PLANNED_ROUTES);

export const APP_CATALOGUE: RouteCatalogue = {
  routes: ROUTE_CATALOGUE,
  cardServicesLockedPaths: RESOURCE_MANIFESTS.flatMap((manifest) => manifest.cardServicesLockedPaths ?? []),
  listPaths: RESOURCE_MANIFESTS.map((manifest) => manifest.paths.list),
  recordPaths: {
    person: personPaths.detail,
    card: cardPaths.detail,
    bill: billPaths.detail,
    expense: expensePaths.detail,
  },
  pages: {
    home: HOME_PAGE.path,
    cardServices: cardServicesPage.path,
    cards: cardPaths.list,
    organizationsTeam: ORGANIZATIONS_TEAM_PATH,
    myAccount: myAccountPage,
    companySettings: companySettingsPage,
    support: supportPage,
  },
};
