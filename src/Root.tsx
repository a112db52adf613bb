import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RenderErrorBoundary } from './layout/error/RenderErrorBoundary';
import { RenderErrorScreen } from './layout/error/RenderErrorScreen';
import { LoginPage } from './custom-pages/login/LoginPage';
import { PUBLIC_PATHS } from './domain/publicRoutes';
import { PublicLayout } from './layout/PublicLayout';
import { RequireSession } from './layout/RequireSession';
import { AppLoading } from './layout/states/AppLoading';
import { loadAdminApp } from './loadAdminApp';

const AdminApp = lazy(loadAdminApp);

/** Public pages other than sign-in: each its own small chunk. */
const NotYetPage = lazy(() => import('./custom-pages/not-yet/NotYetPage'));
const ErrorPage = lazy(() => import('./custom-pages/error/ErrorPage'));
const ResetPasswordPage = lazy(() => import('./custom-pages/public/account/ResetPasswordPage'));
const SetPasswordPage = lazy(() => import('./custom-pages/public/account/SetPasswordPage'));
const VerifyAccountPage = lazy(() => import('./custom-pages/public/account/VerifyAccountPage'));
const TermsPage = lazy(() => import('./custom-pages/public/legal/TermsPage'));
const LegalPage = lazy(() => import('./custom-pages/public/legal/LegalPage'));
const PrivacyPolicyPage = lazy(() => import('./custom-pages/public/legal/PrivacyPolicyPage'));

/** A rendering error anywhere (signed-in pages too) ends on the public layout's 'Uh oh' screen. */
const renderErrorFallback = (
  <PublicLayout>
    <RenderErrorScreen />
  </PublicLayout>
);

/** Public pages render in a light tree; everything else is the admin. */
export const Root = () => (
  <RenderErrorBoundary fallback={renderErrorFallback}>
    <BrowserRouter>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path={LoginPage.path} element={<LoginPage />} />
          <Route path={PUBLIC_PATHS.notYet} element={<NotYetPage />} />
          <Route path={PUBLIC_PATHS.error} element={<ErrorPage />} />
          <Route path={PUBLIC_PATHS.resetPassword} element={<ResetPasswordPage />} />
          <Route path={PUBLIC_PATHS.setPassword} element={<SetPasswordPage />} />
          <Route path={PUBLIC_PATHS.verifyAdministrator} element={<VerifyAccountPage />} />
          <Route path={PUBLIC_PATHS.terms} element={<TermsPage />} />
          <Route path={PUBLIC_PATHS.legal} element={<LegalPage />} />
          <Route path={PUBLIC_PATHS.privacyPolicy} element={<PrivacyPolicyPage />} />
        </Route>
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
  </RenderErrorBoundary>
);
