import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';

/** One row of the search results (a page or a record): its icon, its content, highlighted under the arrows. */
export const ResultRow = ({
  id,
  highlighted,
  icon: Icon,
  children,
}: {
  id: string;
  highlighted: boolean;
  icon: SvgIconComponent;
  children: ReactNode;
}) => (
  <Box
    component="li"
    id={id}
    data-highlighted={highlighted || undefined}
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      px: 1.5,
      py: 1,
      borderRadius: 1,
      bgcolor: highlighted ? 'action.selected' : 'transparent',
      '&:hover': { bgcolor: 'action.hover' },
    }}
  >
    <Icon fontSize="small" color="action" aria-hidden />
    {children}
  </Box>
);
