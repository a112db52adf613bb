import { Box } from '@mui/material';
import type { ReactNode } from 'react';

type TableScrollProps = {
  children: ReactNode;
  /** The region's name (usually the table's own). */
  label?: string;
  /** Or the id of the heading that names it. */
  labelledBy?: string;
  /** Scrolls down too past this height (a long register). */
  maxHeight?: number;
};

/**
 * A table wider (or taller) than the screen scrolls inside this box. Keyboard users scroll it too:
 * it is a named region in the tab order (axe scrollable-region-focusable), with a visible focus ring.
 */
export const TableScroll = ({ children, label, labelledBy, maxHeight }: TableScrollProps) => (
  <Box
    role="region"
    aria-label={label}
    aria-labelledby={labelledBy}
    tabIndex={0}
    sx={{
      overflow: 'auto',
      maxHeight,
      borderRadius: 0.5,
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
    }}
  >
    {children}
  </Box>
);
