import type { ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router';
import { useTranslate } from 'react-admin';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
import { activeTabIndex, visibleTabs, type DetailTab } from './detailTabs';
import { catalogueRouteFor, routeLabelKey } from '../navigation/routeCatalogue';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';

type DetailTabsLayoutProps = {
  title: ReactNode;
  /** Tab labels are i18n keys; hidden tabs are left out (e.g. People cards/transfer without card services). */
  tabs: readonly DetailTab[];
  /** Default: the catalogue route the page belongs to (label and path), then the title when it is text. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  /** The current tab's content (often an `<Outlet />`). */
  children: ReactNode;
};

/**
 * The detail pages' frame (spec §2 Detail layouts with tabs): breadcrumb (at most 5 items), title,
 * a tab strip whose tab for the current path is highlighted, then the tab's content.
 */
export const DetailTabsLayout = ({ title, tabs, breadcrumbs, actions, children }: DetailTabsLayoutProps) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const shown = visibleTabs(tabs);
  const active = activeTabIndex(shown, pathname);
  const section = catalogueRouteFor(pathname, useRouteCatalogue().routes);
  const trail =
    breadcrumbs ??
    (section && typeof title === 'string'
      ? [{ label: translate(routeLabelKey(section)), path: section.path }, { label: title }]
      : undefined);
  return (
    <Box sx={{ py: 2 }}>
      {trail && trail.length > 0 && <Breadcrumb items={trail} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 1 }}>
        <Typography component="h2" variant="h5" fontWeight={700} sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Tabs
        value={active === -1 ? false : active}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('spendboard.shell.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {shown.map((tab, index) => (
          <Tab
            key={tab.path}
            value={index}
            label={translate(tab.label)}
            component={Link}
            to={tab.path}
            aria-current={index === active ? 'page' : undefined}
          />
        ))}
      </Tabs>
      <Box>{children}</Box>
    </Box>
  );
};
