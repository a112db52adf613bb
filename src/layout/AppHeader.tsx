import { useEffect } from 'react';
import { AppBar, Toolbar, Typography } from '@mui/material';
import { LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { HEADER_HEIGHT } from '../domain/layout';
import { CompanySwitcher } from './company-switcher';
import { NotificationsBell } from './notifications/NotificationsBell';
import { ProfileMenu } from './profile/ProfileMenu';
import { GlobalSearch } from './search/GlobalSearch';
import { SidebarToggle } from './SidebarToggle';

/** The 55 px app bar (spec §9): menu toggle, name and page title, search, company, bell, profile. */
export const AppHeader = () => {
  const translate = useTranslate();
  const appName = translate('spendboard.app_name');
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return (
    <AppBar
      position="fixed"
      color="primary"
      elevation={0}
      sx={(theme) => ({
        height: HEADER_HEIGHT,
        zIndex: theme.zIndex.drawer + 1,
        // The bright dark-theme accent is too light for white text: the bar takes the paper colour there.
        ...(theme.palette.mode === 'dark' && {
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
        }),
      })}
    >
      <Toolbar variant="dense" disableGutters sx={{ minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT, px: 1, gap: 0.5 }}>
        <SidebarToggle />
        <Typography
          component="span"
          variant="h6"
          sx={{ fontWeight: 700, mx: 1, whiteSpace: 'nowrap', display: { xs: 'none', md: 'block' } }}
        >
          {appName}
        </Typography>
        <TitlePortal component="h1" variant="h6" sx={{ fontSize: { xs: 16, sm: 20 } }} />
        <GlobalSearch />
        <CompanySwitcher />
        {/* Its spinner (shown while any call is pending) is a progress bar, which needs a name. */}
        <LoadingIndicator aria-label={translate('spendboard.loading')} />
        <NotificationsBell />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
};
