import type { SxProps, Theme } from '@mui/material';

/**
 * The look of a line editor (an inline `SimpleFormIterator`: a bill's or a purchase order's lines),
 * issue 35 item 6. On a wide screen a line's fields keep their own widths and wrap to a second row
 * rather than shrink (react-admin's row lets a number field fall to ~24 px); below 600 px each line is
 * a card whose fields stack at the full width.
 */
export const LINE_EDITOR_SX: SxProps<Theme> = (theme) => ({
  '& .RaSimpleFormIterator-form': { flex: 1, flexWrap: 'wrap', rowGap: 1 },
  '& .RaSimpleFormIterator-form > *': { flexShrink: 0 },
  [theme.breakpoints.down('sm')]: {
    '& .RaSimpleFormIterator-line': {
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      padding: theme.spacing(1.5),
      marginBottom: theme.spacing(1.5),
    },
    '& > ul > li.RaSimpleFormIterator-line:last-child': { borderBottom: `1px solid ${theme.palette.divider}` },
    '& .RaSimpleFormIterator-form > *': { width: '100%', minWidth: 0, maxWidth: '100%' },
  },
});

/** The least widths of a line's number fields: room for 1,000,000 and 1,234,567.89 at 1440 px. */
export const LINE_QUANTITY_SX = { minWidth: 120 } as const;
export const LINE_UNIT_PRICE_SX = { minWidth: 150 } as const;
