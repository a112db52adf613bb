import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import { catalogueEntry, listAccess } from '../../src/layout/navigation/manifest';
import type { RouteCatalogue } from '../../src/layout/navigation/RouteCatalogueContext';

/**
 * A route catalogue of two routes for tests of the shell's parts: they read the catalogue from
 * `RouteCatalogueProvider` (renderInAdmin's `catalogue` option), never from the app's manifests.
 */
export const TEST_CATALOGUE: RouteCatalogue = {
  routes: [
    catalogueEntry({
      id: 'cards',
      path: '/cards',
      icon: CreditCardOutlined,
      group: 'financial',
      access: listAccess('cards'),
      cardServicesLock: true,
    }),
    catalogueEntry({ id: 'people', path: '/people', icon: PeopleOutline, group: 'workbench', access: listAccess('people') }),
  ],
  cardServicesLockedPaths: ['/people/cards/:id'],
  listPaths: ['/cards', '/people'],
  pages: {
    home: '/',
    cardServices: '/card-services',
    cards: '/cards',
    organizationsTeam: '/organizations/team',
    myAccount: { path: '/my-account', labelKey: 'spendboard.shell.profile.my_account' },
    companySettings: { path: '/settings/company-settings', labelKey: 'spendboard.shell.profile.company_settings' },
    support: { path: '/support/create', labelKey: 'spendboard.shell.profile.need_help' },
  },
};
