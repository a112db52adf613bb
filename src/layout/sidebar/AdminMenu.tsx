import { Box, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText, useMediaQuery, type Theme } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useSidebarState, useTranslate } from 'react-admin';
import { HEADER_HEIGHT, SIDEBAR_WIDTH, sidebarWidth } from '../../domain/layout';
import { routeLabelKey, routesInGroup } from '../navigation/routeCatalogue';
import { useRouteCatalogue } from '../navigation/RouteCatalogueContext';
import type { RouteAccessCheck } from '../navigation/useAccessibleRoutes';
import { useDialogOpen } from '../navigation/useOpenUntilNavigation';
import { SidebarGroupTitle, SidebarLink } from './SidebarLink';
import { ADMIN_GROUPS } from './sidebarGroups';

/** The Admin collapsible (spec §2): opens a secondary drawer beside the sidebar with its three sections. */
export const AdminMenu = ({ isAccessible }: { isAccessible: RouteAccessCheck }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useDialogOpen();
  const { routes } = useRouteCatalogue();
  const sections = ADMIN_GROUPS.map((section) => ({
    ...section,
    routes: routesInGroup(routes, section.group).filter(isAccessible),
  })).filter((section) => section.routes.length > 0);
  if (sections.length === 0) return null;
  const label = translate('spendboard.shell.groups.admin');
  const offset = isMobile ? 0 : sidebarWidth({ isMobile, collapsed: !sidebarOpen });

  return (
    <>
      <List dense disablePadding>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls="admin-drawer"
            aria-label={sidebarOpen ? undefined : label}
            sx={{ minHeight: 40, px: 1.75, borderRadius: 1, mx: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <SettingsOutlined fontSize="small" />
            </ListItemIcon>
            {sidebarOpen && <ListItemText primary={label} slotProps={{ primary: { fontSize: 14, fontWeight: 500 } }} />}
            {sidebarOpen && (
              <ChevronRight fontSize="small" sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }} />
            )}
          </ListItemButton>
        </ListItem>
      </List>
      <Drawer
        id="admin-drawer"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            'aria-label': translate('spendboard.shell.admin_drawer'),
            sx: { left: offset, top: HEADER_HEIGHT, height: `calc(100% - ${HEADER_HEIGHT}px)`, width: SIDEBAR_WIDTH.mobile },
          },
          backdrop: { invisible: true },
        }}
        sx={{ top: HEADER_HEIGHT }}
      >
        <Box component="nav" aria-label={translate('spendboard.shell.admin_drawer')} sx={{ py: 1 }}>
          {sections.map(({ group, titleKey, routes }) => (
            <Box key={group} sx={{ mb: 0.5 }}>
              <SidebarGroupTitle id={`admin-group-${group}`}>{translate(titleKey)}</SidebarGroupTitle>
              <List dense disablePadding aria-labelledby={`admin-group-${group}`}>
                {routes.map((route) => (
                  <SidebarLink
                    key={route.id}
                    to={route.path}
                    label={translate(routeLabelKey(route))}
                    icon={route.icon}
                    onNavigate={() => setOpen(false)}
                    forceExpanded
                  />
                ))}
              </List>
            </Box>
          ))}
        </Box>
      </Drawer>
    </>
  );
};
