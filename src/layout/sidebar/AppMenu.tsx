import { Box, List } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { financialEntryLock } from '../../domain/cardServices';
import { useCardServicesState } from '../../providers/access/useCardServicesState';
import { routeLabelKey, routesInGroup, type CatalogueRoute } from '../navigation/routeCatalogue';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import { useRouteAccess } from '../navigation/useAccessibleRoutes';
import { AdminMenu } from './AdminMenu';
import { AiMark, CardServicesMark, CountBadge } from './SidebarBadges';
import { SidebarGroupTitle, SidebarLink } from './SidebarLink';
import { useUnreadEmailCount } from './sidebarQueries';
import { TOP_GROUPS } from './sidebarGroups';

/** The sidebar (spec §2): Work bench, Financial account, insights, then the Admin collapsible. */
export const AppMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { routes: catalogue, pages } = useRouteCatalogue();
  const { isAccessible } = useRouteAccess();
  const unreadEmails = useUnreadEmailCount();
  const cardServices = useCardServicesState();
  const lock = cardServices.loaded ? financialEntryLock({ enabled: cardServices.enabled, onboardingStatus: cardServices.status }) : null;

  const linkFor = (route: CatalogueRoute) => {
    const label = translate(routeLabelKey(route));
    const entryLock = route.cardServicesLock ? lock : null;
    const adornment =
      route.id === 'mailbox' ? (
        <CountBadge count={unreadEmails} />
      ) : route.ai ? (
        <AiMark />
      ) : entryLock ? (
        <CardServicesMark lock={entryLock} isCards={route.id === 'cards'} />
      ) : null;
    return (
      <SidebarLink
        key={route.id}
        to={entryLock?.locked ? pages.cardServices : route.path}
        activePath={route.path}
        label={label}
        icon={route.icon}
        adornment={adornment}
        tooltip={entryLock?.tooltipKey ? translate(entryLock.tooltipKey) : null}
      />
    );
  };

  return (
    <Box component="nav" aria-label={translate('spendboard.shell.main_navigation')} sx={{ py: 1 }}>
      {TOP_GROUPS.map(({ group, titleKey }) => {
        const routes = routesInGroup(catalogue, group).filter(isAccessible);
        if (routes.length === 0) return null;
        const headingId = `sidebar-group-${group}`;
        return (
          <Box key={group} sx={{ mb: 0.5 }}>
            {open && titleKey && <SidebarGroupTitle id={headingId}>{translate(titleKey)}</SidebarGroupTitle>}
            <List dense disablePadding aria-labelledby={open && titleKey ? headingId : undefined}>
              {routes.map(linkFor)}
            </List>
          </Box>
        );
      })}
      <AdminMenu isAccessible={isAccessible} />
    </Box>
  );
};
