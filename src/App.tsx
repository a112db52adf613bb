import { lazy, Suspense, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router';
import { CUSTOM_PAGES, HOME_PAGE } from './custom-pages';
import { AppLayout } from './layout/AppLayout';
import { RethrowRenderError } from './layout/error/RethrowRenderError';
import { AppNotification } from './layout/AppNotification';
import { RouteCatalogueProvider } from './layout/navigation/RouteCatalogueContext';
import { placeholderRoute, RoutePlaceholder } from './layout/placeholder/RoutePlaceholder';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/data/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { adminStore } from './providers/adminStore';
import { SessionGuard } from './layout/session/SessionGuard';
import { adminDarkTheme, adminLightTheme } from './providers/adminTheme';
import { readStoredTheme } from './providers/storedTheme';
import { RESOURCE_MANIFESTS } from './resources';
import { APP_CATALOGUE } from './app/routeCatalogue';

export { preloadRoute } from './app/preloadRoute';
export * as listKit from './layout/lists/listKit';

const AccessDeniedPage = lazy(() => import('./layout/access/AccessRestricted'));
const TwoStepSetupScreen = lazy(() => import('./custom-pages/my-account/TwoStepSetupScreen'));

/** The shell under the session rules: not-assigned dialog, /organizations without a company, idle watcher. */
const SessionLayout = ({ children }: { children: ReactNode }) => (
  <SessionGuard
    twoFactorSetup={
      <Suspense fallback={null}>
        <TwoStepSetupScreen />
      </Suspense>
    }
  >
    <AppLayout>{children}</AppLayout>
  </SessionGuard>
);

/**
 * The signed-in admin: providers, then the manifests (`src/resources/index.ts`) and the custom
 * pages (`src/custom-pages/index.ts`); the shell reads their route catalogue from the context
 * (`src/app/routeCatalogue.ts`). `/login` lives outside (see Root.tsx), so react-admin's own
 * login route is off. Each resource is registered with react-admin (its views, if any, under
 * `/<name>`; anything else below it is the catch-all); its extra routes are custom routes with
 * the resource in context, wherever they live.
 */
const App = () => (
  <RouteCatalogueProvider catalogue={APP_CATALOGUE}>
    <Admin
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={adminStore}
      theme={adminLightTheme}
      darkTheme={adminDarkTheme}
      defaultTheme={readStoredTheme()}
      layout={SessionLayout}
      accessDenied={AccessDeniedPage}
      dashboard={HOME_PAGE.component}
      catchAll={RoutePlaceholder}
      notification={AppNotification}
      error={RethrowRenderError}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {RESOURCE_MANIFESTS.map(({ name, views, icon, recordRepresentation }) => (
        <Resource key={name} name={name} {...views} icon={icon} recordRepresentation={recordRepresentation}>
          {views?.list ? null : placeholderRoute}
        </Resource>
      ))}
      <CustomRoutes>
        {RESOURCE_MANIFESTS.flatMap(({ name, routes = [] }) =>
          routes.map(({ path, component: Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <ResourceContextProvider value={name}>
                  <Page />
                </ResourceContextProvider>
              }
            />
          )),
        )}
        {CUSTOM_PAGES.filter((page) => page !== HOME_PAGE).map(({ path, routePath = path, component: Page }) => (
          <Route key={routePath} path={routePath} element={<Page />} />
        ))}
      </CustomRoutes>
    </Admin>
  </RouteCatalogueProvider>
);

export default App;
