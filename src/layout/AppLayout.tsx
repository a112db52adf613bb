import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLocation } from 'react-router';
import { FOOTER_HEIGHT, HEADER_HEIGHT } from '../domain/layout';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { AppSidebar } from './AppSidebar';
import { ShellFrame } from './ShellFrame';
import { LocaleDirection } from './LocaleDirection';
import { ErrorDialogProvider } from './dialogs/ErrorDialog';
import { RightDrawerProvider } from './drawer/RightDrawer';
import { AppMenu } from './sidebar/AppMenu';
import { useRememberPathForRefusal } from './access/useRefusedPath';
import { useQuickActionPages } from './navigation/useQuickActionPages';
import { CardServicesGate } from './access/CardServicesGate';
import { E2ERenderErrorHook } from './error/e2eHooks';
import { RouteProgressBar, useRouteProgress } from './feedback/RouteProgress';

/** The signed-in shell (spec §2, §9): app bar, sidebar, the page, footer; right to left in Arabic. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useRememberPathForRefusal();
  useQuickActionPages();
  const { busy, leaving } = useRouteProgress();
  const { pathname, search } = useLocation();
  return (
    <LocaleDirection>
      <RouteProgressBar busy={busy} />
      <RightDrawerProvider>
        <ErrorDialogProvider>
          <ShellFrame
            appBar={AppHeader}
            sidebar={AppSidebar}
            menu={AppMenu}
            sx={{
              // minWidth 0 (react-admin says fit-content): the page takes the screen's width, not its widest
              // row's, so on a phone nothing scrolls sideways; tabs and tables scroll inside themselves.
              minWidth: 0,
              '& .RaLayout-appFrame': { mt: `${HEADER_HEIGHT}px` },
              '& .RaLayout-content': { px: { xs: 1, sm: 2 }, minWidth: 0 },
            }}
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: `calc(100vh - ${HEADER_HEIGHT}px)` }}>
              {/* The page being left stays on screen while the next one's code downloads: marked as leaving. */}
              <Box
                aria-busy={leaving || undefined}
                data-leaving={leaving || undefined}
                // The address of the page shown: the router's, which follows the address bar once the next page is
                // ready to show (tests that open pages inside the app wait for it: tests/e2e/navigation.ts).
                data-shown-path={pathname + search}
                // Dims with a short fade; the next page shows at full strength at once (no fade back over it).
                sx={{ flex: 1, pb: 2, transition: leaving ? 'opacity 120ms' : 'none', opacity: leaving ? 0.5 : 1 }}
              >
                <E2ERenderErrorHook area="signed-in" />
                <CardServicesGate>{children}</CardServicesGate>
              </Box>
              <Box sx={{ mx: { xs: -1, sm: -2 }, minHeight: FOOTER_HEIGHT }}>
                <AppFooter />
              </Box>
            </Box>
          </ShellFrame>
        </ErrorDialogProvider>
      </RightDrawerProvider>
    </LocaleDirection>
  );
};
