import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-admin';
import type { To } from 'react-router';

/**
 * The first cell of a list row: a real link to the record, so the row is reached with Tab and opened
 * with Enter (the row itself stays clickable with the mouse). The focus ring is always visible.
 */
export const RowLink = ({ to, children, 'aria-label': ariaLabel }: { to: To; children: ReactNode; 'aria-label'?: string }) => (
  <Link
    to={to}
    aria-label={ariaLabel}
    underline="hover"
    color="inherit"
    // The row's own click handler would navigate a second time.
    onClick={(event: MouseEvent) => event.stopPropagation()}
    sx={{
      fontWeight: 500,
      borderRadius: 0.5,
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
    }}
  >
    {children}
  </Link>
);
