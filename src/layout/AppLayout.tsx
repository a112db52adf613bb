import { useEffect, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import { AppBar, Layout, TitlePortal, useTranslate } from 'react-admin';
import { CompanySwitcher } from './company-switcher';

/** The app name, then the page title (the page's own heading). The default user menu carries Logout. */
const SpendboardAppBar = () => {
  const translate = useTranslate();
  const appName = translate('spendboard.app_name');
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return (
    <AppBar color="primary">
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }}>
        {appName}
      </Typography>
      <TitlePortal />
      <CompanySwitcher />
    </AppBar>
  );
};

/** The signed-in shell. The full sidebar, search and notifications come with the shell issue. */
export const AppLayout = ({ children }: { children: ReactNode }) => <Layout appBar={SpendboardAppBar}>{children}</Layout>;
