import { type ReactNode } from 'react';
import { Box, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export type ReviewRow = { label: string; value: ReactNode };

export type ReviewStepProps = {
  /** The heading, e.g. 'Review the transfer'. */
  title: string;
  /** What will be sent, one labelled value a row. */
  rows: ReviewRow[];
  /** Back to the form, with its values kept. */
  onBack: () => void;
  /** Sends it; nothing is sent before. */
  onConfirm: () => void;
  pending?: boolean;
  /** Default 'Confirm'. */
  confirmLabel?: string;
};

/**
 * The step between filling a form and sending it, for writes that move money or cannot be undone:
 * every value as it will be sent; Confirm sends, Back edits.
 */
export const ReviewStep = ({ title, rows, onBack, onConfirm, pending = false, confirmLabel }: ReviewStepProps) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="review-step-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="review-step-title" variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Table size="small" aria-labelledby="review-step-title">
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '40%' }}>
                {row.label}
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack} disabled={pending}>
          {translate('spendboard.review.back')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {confirmLabel ?? translate('spendboard.review.confirm')}
        </Button>
      </Stack>
    </Box>
  );
};
