import type { ReactNode } from 'react';
import { Link as MuiLink, type SxProps, type Theme } from '@mui/material';
import { Link } from 'react-router';

/** A dashboard link to the list behind a figure: body text colour (readable in light and dark mode), underlined. */
export const DashboardLink = ({ to, children, sx }: { to: string; children: ReactNode; sx?: SxProps<Theme> }) => (
  <MuiLink component={Link} to={to} variant="body2" color="text.primary" underline="always" sx={sx}>
    {children}
  </MuiLink>
);
