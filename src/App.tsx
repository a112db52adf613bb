import { lazy, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RethrowRenderError } from './custom-pages/error/RethrowRenderError';
import { AppNotification } from './layout/AppNotification';
import { RoutePlaceholder } from './layout/placeholder/RoutePlaceholder';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/data/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { SessionGuard } from './providers/session/SessionGuard';
import { adminDarkTheme, adminLightTheme } from './providers/adminTheme';
import { readStoredTheme } from './providers/storedTheme';
import cards, { CardDetail } from './resources/cards';
import people, { PersonDetail } from './resources/people';
import { DepartmentCreate, DepartmentDetail, DepartmentEdit, DepartmentList } from './resources/departments';

const DashboardPage = lazy(() => import('./custom-pages/dashboard/DashboardPage'));
const MyAccountPage = lazy(() => import('./custom-pages/my-account/MyAccountPage'));
const SupportCreatePage = lazy(() => import('./custom-pages/support/SupportCreatePage'));
const NotificationsPage = lazy(() => import('./layout/notifications/NotificationsPage'));
const OrganizationsPage = lazy(() => import('./custom-pages/organizations/OrganizationsPage'));
const CardServicesPage = lazy(() => import('./custom-pages/card-services/CardServicesPage'));
const AccessDeniedPage = lazy(() => import('./layout/access/AccessRestricted'));
const RoleListPage = lazy(() => import('./resources/roles/RoleList'));
const AdministratorListPage = lazy(() => import('./resources/administrators/AdministratorList'));

/** The shell under the session rules: not-assigned dialog, /organizations without a company, idle watcher. */
const SessionLayout = ({ children }: { children: ReactNode }) => (
  <SessionGuard>
    <AppLayout>{children}</AppLayout>
  </SessionGuard>
);

/**
 * The signed-in admin: providers and resources only. `/login` lives outside
 * (see Root.tsx), so react-admin's own login route is off.
 */
const App = () => (
  <Admin
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    queryClient={queryClient}
    theme={adminLightTheme}
    darkTheme={adminDarkTheme}
    defaultTheme={readStoredTheme()}
    layout={SessionLayout}
    accessDenied={AccessDeniedPage}
    dashboard={DashboardPage}
    catchAll={RoutePlaceholder}
    notification={AppNotification}
    error={RethrowRenderError}
    loginPage={false}
    requireAuth
    disableTelemetry
  >
    <Resource name="cards" {...cards}>
      <Route path=":tab/:id" element={<CardDetail />} />
    </Resource>
    <CustomRoutes>
      <Route path="/settings/roles" element={<RoleListPage />} />
      <Route path="/settings/administrators" element={<AdministratorListPage />} />
    </CustomRoutes>
    <Resource name="people" {...people}>
      <Route path=":tab/:id" element={<PersonDetail />} />
    </Resource>
    <Resource name="departments" />
    <CustomRoutes>
      <Route path="/settings/departments" element={<DepartmentList />} />
      <Route path="/settings/departments/create" element={<DepartmentCreate />} />
      <Route path="/settings/departments/edit/:id" element={<DepartmentEdit />} />
      <Route path="/settings/departments/:tab/:id" element={<DepartmentDetail />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/my-account" element={<MyAccountPage />} />
      <Route path="/support/create" element={<SupportCreatePage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/notifications" element={<NotificationsPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/organizations/*" element={<OrganizationsPage />} />
      <Route path="/card-services" element={<CardServicesPage />} />
    </CustomRoutes>
  </Admin>
);

export default App;
