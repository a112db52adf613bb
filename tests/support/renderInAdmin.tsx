import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, testDataProvider, type AuthProvider, type DataProvider, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../src/i18n/en';
import { ar } from '../../src/i18n/ar';
import { RouteCatalogueProvider, type RouteCatalogue } from '../../src/layout/navigation/RouteCatalogueContext';

const CATALOGUES: Record<'en' | 'ar', TranslationMessages> = { en, ar };

export type AdminTestOptions = {
  locale?: 'en' | 'ar';
  /** react-admin's `testDataProvider` by default: every method rejects unless given here. */
  dataProvider?: Partial<DataProvider> & Record<string, unknown>;
  /** Permission names `canAccess({ resource: 'permissions', action })` grants; undefined: no authProvider. */
  permissions?: readonly string[];
  authProvider?: AuthProvider;
  /** react-query client; by default one that never retries, so a failure shows at once. */
  queryClient?: QueryClient;
  /** The route catalogue the shell's parts read (`useRouteCatalogue()`); none by default. */
  catalogue?: RouteCatalogue;
};

/** An authProvider whose canAccess grants the named permissions (as `src/providers/access` asks). */
export function permissionsAuthProvider(permissions: readonly string[]): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    canAccess: async ({ resource, action }) => resource === 'permissions' && permissions.includes(action),
  };
}

/** Renders `ui` inside react-admin's AdminContext with the app's catalogues and a test data provider. */
export function renderInAdmin(ui: ReactNode, options: AdminTestOptions = {}) {
  const locale = options.locale ?? 'en';
  const i18nProvider = polyglotI18nProvider((wanted) => CATALOGUES[wanted as 'en' | 'ar'] ?? en, locale, [
    { locale: 'en', name: 'English' },
    { locale: 'ar', name: 'العربية' },
  ]);
  const authProvider = options.authProvider ?? (options.permissions ? permissionsAuthProvider(options.permissions) : undefined);
  return render(
    <AdminContext
      dataProvider={testDataProvider(options.dataProvider as Partial<DataProvider>)}
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      queryClient={options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {options.catalogue ? <RouteCatalogueProvider catalogue={options.catalogue}>{ui}</RouteCatalogueProvider> : ui}
    </AdminContext>,
  );
}
