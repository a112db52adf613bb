import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../src/i18n/en';

export type AdminTestOptions = {
  /** Methods the component calls (generic or typed custom ones); any other throws. */
  dataProvider?: Partial<DataProvider> & Record<string, unknown>;
  /** For `useCanAccess`/`useGetIdentity`; none: everything is allowed. */
  authProvider?: AuthProvider;
};

/**
 * Renders a component the way the app does: inside react-admin's `AdminContext` with the English
 * catalogue, a test dataProvider and a fresh query client (no retries), instead of mocking react-admin.
 */
export function renderInAdmin(ui: ReactNode, { dataProvider = {}, authProvider }: AdminTestOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext
      dataProvider={testDataProvider(dataProvider as Partial<DataProvider>)}
      authProvider={authProvider}
      i18nProvider={polyglotI18nProvider(() => en, 'en')}
      queryClient={queryClient}
    >
      {ui}
    </AdminContext>,
  );
}
