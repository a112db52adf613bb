import { useEffect, useRef } from 'react';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useSidebarState, useTranslate } from 'react-admin';
import { SIDEBAR_COLLAPSE_DELAY_MS } from '../domain/layout';

/** Opens the sidebar at once; collapses it after the spec's 200 ms delay (§9). */
export const SidebarToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const toggle = () => {
    clearTimeout(pending.current);
    if (open) pending.current = setTimeout(() => setOpen(false), SIDEBAR_COLLAPSE_DELAY_MS);
    else setOpen(true);
  };

  return (
    <IconButton
      color="inherit"
      onClick={toggle}
      aria-expanded={open}
      aria-label={translate(open ? 'spendboard.shell.close_menu' : 'spendboard.shell.open_menu')}
      edge="start"
    >
      {open ? <MenuOpenIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} /> : <MenuIcon />}
    </IconButton>
  );
};
