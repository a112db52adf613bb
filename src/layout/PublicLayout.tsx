import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { lightTheme } from '../providers/theme';
import { RenderErrorBoundary } from './error/RenderErrorBoundary';
import { E2ERenderErrorHook } from './error/e2eHooks';
import { AppLoading } from './states/AppLoading';
import { PublicLocale } from './direction/PublicLocale';

const publicTheme = createTheme(lightTheme);

/**
 * The frame of public pages (sign-in, password, legal, error screens). Deliberately light:
 * theme, translations (in the stored language) and the rendering error boundary only, no react-admin shell, so
 * these pages load fast. Renders its children, or the matched child route.
 */
export const PublicLayout = ({ children }: { children?: ReactNode }) => (
  <ThemeProvider theme={publicTheme}>
    <CssBaseline />
    <PublicLocale>
      <RenderErrorBoundary>
        <E2ERenderErrorHook area="public" />
        <Suspense fallback={<AppLoading variant="public" />}>{children ?? <Outlet />}</Suspense>
      </RenderErrorBoundary>
    </PublicLocale>
  </ThemeProvider>
);
