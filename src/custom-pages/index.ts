import type { PageManifest } from '../layout/navigation/manifest';
import { notificationsPage } from '../layout/notifications';
import { analyticsPage } from './analytics';
import { cardServicesPage } from './card-services';
import { companySettingsPage } from './company-settings';
import { dashboardPage } from './dashboard';
import { integrationPage } from './integration';
import { myAccountPage } from './my-account';
import { organizationsPage } from './organizations';
import { PAYROLL_PAGES } from './payroll';
import { reportsPage } from './reports';
import { vatReturnPage } from './vat-return';
import { supportPage } from './support';
import { smartComplyPage } from './smart-comply';

/** The home page, which react-admin mounts as its dashboard. */
export const HOME_PAGE = dashboardPage;

/** Every signed-in page that is not a resource, once: `App.tsx` mounts them, the catalogue reads their entries. */
export const CUSTOM_PAGES: readonly PageManifest[] = [
  dashboardPage,
  myAccountPage,
  supportPage,
  notificationsPage,
  organizationsPage,
  cardServicesPage,
  companySettingsPage,
  integrationPage,
  ...PAYROLL_PAGES,
  smartComplyPage,
  analyticsPage,
  reportsPage,
  vatReturnPage,
];
