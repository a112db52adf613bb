import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Box, Drawer, IconButton, Typography, useMediaQuery } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { BREAKPOINTS, drawerWidth, HEADER_HEIGHT, type DrawerPreset } from '../../domain/layout';
import { useOpenUntilNavigation } from '../navigation/useOpenUntilNavigation';
import { DrawerUnsavedGuard } from './DrawerUnsavedGuard';

type RightDrawerState = { openId: string | null; open: (id: string) => void; close: () => void };

const RightDrawerContext = createContext<RightDrawerState>({ openId: null, open: () => undefined, close: () => undefined });

/** The one right drawer of the shell: at most one open (by id), closed on every path change (spec §2, §4). */
export const RightDrawerProvider = ({ children }: { children: ReactNode }) => {
  const [openId, setOpenId] = useOpenUntilNavigation<string>();
  const value = useMemo(() => ({ openId, open: (id: string) => setOpenId(id), close: () => setOpenId(null) }), [openId, setOpenId]);
  return <RightDrawerContext.Provider value={value}>{children}</RightDrawerContext.Provider>;
};

/** `const drawer = useRightDrawer(); drawer.open('card-filters')`. */
export const useRightDrawer = () => useContext(RightDrawerContext);

type RightDrawerProps = {
  id: string;
  title: string;
  preset?: DrawerPreset;
  /** A drawer the URL opens (e.g. `?expense=501`) says itself whether it is open and how it closes. */
  open?: boolean;
  onClose?: () => void;
  /**
   * `padded` (the default): the children scroll in a padded body. `column`: they fill the drawer below
   * its header as a column and scroll themselves (the assistant's log above its composer).
   */
  body?: 'padded' | 'column';
  children: ReactNode;
};

const BODY_SX = {
  padded: { p: 2, overflowY: 'auto' },
  column: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
} as const;

/** A right drawer: its preset width (§9; the right drawers' 420px unless named), full screen under 900px; open while its id is the open one. */
export const RightDrawer = ({ id, title, preset = 'wide', open, onClose, body = 'padded', children }: RightDrawerProps) => {
  const translate = useTranslate();
  const drawer = useRightDrawer();
  const isOpen = open ?? drawer.openId === id;
  const close = onClose ?? drawer.close;
  // Re-render when the viewport crosses a breakpoint; the width rule itself is the domain's.
  useMediaQuery(`(max-width:${BREAKPOINTS.drawerFullScreen - 0.05}px)`);
  useMediaQuery(`(max-width:${BREAKPOINTS.narrow - 0.05}px)`);
  const width = drawerWidth(preset, window.innerWidth);
  const titleId = `right-drawer-${id}-title`;
  return (
    <DrawerUnsavedGuard onClose={close}>
      {(guardedClose) => (
        <Drawer
          anchor="right"
          open={isOpen}
          onClose={guardedClose}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-labelledby': titleId,
              sx: { width, top: { xs: 0, md: HEADER_HEIGHT }, height: { xs: '100%', md: `calc(100% - ${HEADER_HEIGHT}px)` } },
            },
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
              {title}
            </Typography>
            <IconButton onClick={guardedClose} aria-label={translate('ra.action.close')}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={BODY_SX[body]}>{children}</Box>
        </Drawer>
      )}
    </DrawerUnsavedGuard>
  );
};
