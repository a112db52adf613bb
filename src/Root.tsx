import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoginPage } from './custom-pages/login/LoginPage';
import { PublicLayout } from './layout/PublicLayout';
import { RequireSession } from './layout/RequireSession';
import { AppLoading } from './layout/states/AppLoading';

/** The react-admin shell is a separate download, fetched only for signed-in pages. */
const AdminApp = lazy(() => import('./App'));

/** Public pages render in a light tree; everything else is the admin. */
export const Root = () => (
  <BrowserRouter>
    <Routes>
      <Route
        path={LoginPage.path}
        element={
          <PublicLayout>
            <LoginPage />
          </PublicLayout>
        }
      />
      <Route
        path="*"
        element={
          <RequireSession>
            <Suspense fallback={<AppLoading />}>
              <AdminApp />
            </Suspense>
          </RequireSession>
        }
      />
    </Routes>
  </BrowserRouter>
);
