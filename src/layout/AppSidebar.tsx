import { useEffect } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { HEADER_HEIGHT, sidebarWidth } from '../domain/layout';

/**
 * react-admin's sidebar at the spec's sizes (§9): 225 / 55 on desktop; under 600px an overlay
 * drawer, 275 wide when open and nothing when closed.
 */
export const AppSidebar = (props: SidebarProps) => {
  const [open, setOpen] = useSidebarState();
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // On a phone the overlay starts closed, whatever a wider screen left in the store.
  useEffect(() => {
    if (isMobile) setOpen(false);
  }, [isMobile, setOpen]);
  const width = sidebarWidth({ isMobile, collapsed: !open });
  return (
    <Sidebar
      {...props}
      sx={{
        height: `calc(100vh - ${HEADER_HEIGHT}px)`,
        '& .RaSidebar-fixed': { height: `calc(100vh - ${HEADER_HEIGHT}px)`, overflowY: 'auto' },
        '& .MuiPaper-root': { width },
        ...(isMobile ? {} : { '& .MuiDrawer-paper': { borderInlineEnd: 1, borderColor: 'divider' } }),
      }}
    />
  );
};
