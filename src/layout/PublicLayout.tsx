import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { I18nContext } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { lightTheme } from '../providers/theme';
import { RenderErrorBoundary } from '../custom-pages/error/RenderErrorBoundary';
import { AppLoading } from './states/AppLoading';

const publicTheme = createTheme(lightTheme);

/**
 * The frame of public pages (sign-in, password, legal, error screens). Deliberately light:
 * theme, translations and the rendering error boundary only, no react-admin shell, so
 * these pages load fast. Renders its children, or the matched child route.
 */
export const PublicLayout = ({ children }: { children?: ReactNode }) => (
  <ThemeProvider theme={publicTheme}>
    <CssBaseline />
    <I18nContext.Provider value={i18nProvider}>
      <RenderErrorBoundary>
        <Suspense fallback={<AppLoading />}>{children ?? <Outlet />}</Suspense>
      </RenderErrorBoundary>
    </I18nContext.Provider>
  </ThemeProvider>
);
