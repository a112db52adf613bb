import type { ReactNode } from 'react';
import { ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link, useMatch } from 'react-router';
import { useSidebarState } from 'react-admin';

type SidebarLinkProps = {
  to: string;
  /** The page the entry stands for: active when the location is inside it. */
  activePath?: string;
  label: string;
  icon: SvgIconComponent;
  /** Shown after the label: a badge, an AI mark, a lock. */
  adornment?: ReactNode;
  /** Explains the entry (e.g. why it is locked); collapsed entries show their label instead. */
  tooltip?: string | null;
  onNavigate?: () => void;
  /** Always show the label (entries of the Admin drawer), whatever the sidebar's state. */
  forceExpanded?: boolean;
};

/** One sidebar entry: icon + label, highlighted on its own pages; only the icon when collapsed. */
export const SidebarLink = ({
  to,
  activePath = to,
  label,
  icon: Icon,
  adornment,
  tooltip,
  onNavigate,
  forceExpanded,
}: SidebarLinkProps) => {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const open = forceExpanded || sidebarOpen;
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const active = Boolean(useMatch({ path: activePath, end: activePath === '/' }));
  const handleClick = () => {
    if (isMobile) setSidebarOpen(false);
    onNavigate?.();
  };
  const title = open ? tooltip : [label, tooltip].filter(Boolean).join(' — ');
  const button = (
    <ListItemButton
      component={Link}
      to={to}
      onClick={handleClick}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={open ? undefined : label}
      sx={{ minHeight: 40, px: 1.75, borderRadius: 1, mx: 0.5, '&.Mui-selected': { color: 'primary.main', fontWeight: 600 } }}
    >
      <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : 'text.secondary' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {open && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontSize: 14, fontWeight: active ? 600 : 500 } }} />}
      {open && adornment}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {title ? (
        <Tooltip title={title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
};

/** A sidebar section's title, outside its list (a list holds only its entries). */
export const SidebarGroupTitle = ({ id, children }: { id: string; children: ReactNode }) => (
  <Typography
    id={id}
    component="h2"
    variant="overline"
    color="text.secondary"
    sx={{ display: 'block', px: 2, pt: 1, lineHeight: '28px', fontSize: 12 }}
  >
    {children}
  </Typography>
);
