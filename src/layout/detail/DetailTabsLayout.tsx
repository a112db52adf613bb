import type { ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { useTranslate } from 'react-admin';
import { AppBreadcrumbs, type BreadcrumbItem } from './AppBreadcrumbs';

export type DetailTab = {
  /** Where the tab leads, e.g. `/cards/overview/12`. */
  path: string;
  label: string;
  /** Hidden tabs are not rendered (e.g. People cards/transfer without card services). */
  hidden?: boolean;
};

/** The visible tab matching the location: the exact path, else the longest path the location is inside. */
export function activeTabPath(tabs: readonly DetailTab[], pathname: string): string | false {
  const visible = tabs.filter((tab) => !tab.hidden);
  const exact = visible.find((tab) => tab.path === pathname);
  if (exact) return exact.path;
  const inside = visible.filter((tab) => pathname.startsWith(`${tab.path}/`)).sort((a, b) => b.path.length - a.path.length);
  return inside[0]?.path ?? false;
}

type DetailTabsLayoutProps = {
  title: ReactNode;
  tabs: readonly DetailTab[];
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  /** The current tab's content (often an `<Outlet />`). */
  children: ReactNode;
};

/**
 * The detail pages' frame (spec §2 Detail layouts with tabs): breadcrumb, title, a tab strip whose
 * tab for the current path is highlighted, then the tab's content.
 */
export const DetailTabsLayout = ({ title, tabs, breadcrumbs, actions, children }: DetailTabsLayoutProps) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const active = activeTabPath(tabs, pathname);
  return (
    <Box sx={{ py: 2 }}>
      {breadcrumbs && breadcrumbs.length > 0 && <AppBreadcrumbs items={breadcrumbs} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" variant="h5" fontWeight={700} sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Tabs value={active} variant="scrollable" allowScrollButtonsMobile aria-label={translate('spendboard.shell.tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {tabs
          .filter((tab) => !tab.hidden)
          .map((tab) => (
            <Tab key={tab.path} value={tab.path} label={tab.label} component={Link} to={tab.path} aria-current={tab.path === active ? 'page' : undefined} />
          ))}
      </Tabs>
      <Box>{children}</Box>
    </Box>
  );
};
