import { useState } from 'react';
import {
  Alert,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LimitEntity } from '../../../api/schema';
import { formatDate } from '../../../domain/dates';
import { displayName } from '../../../domain/display';
import { AMOUNT_CELL, Money } from '../../../layout/Money';
import { DEFAULT_PAGE_SIZE } from '../../../domain/layout';
import { useTransferHistory } from './useTransfers';

/** The transfers where the entity is either side, newest first, 20 a page. */
export const TransferHistory = ({ entity, id }: { entity: LimitEntity; id?: string | number }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const history = useTransferHistory(entity, id, page + 1, DEFAULT_PAGE_SIZE);
  const heading = (
    <Typography id="transfer-history-title" variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
      {translate('spendboard.transfers.history')}
    </Typography>
  );
  if (history.isPending) return <CircularProgress size={24} aria-label={translate('spendboard.loading')} />;
  if (history.isError) return <Alert severity="error">{translate('spendboard.errors.list_failed')}</Alert>;
  const { data: transfers, meta } = history.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="transfer-history-title">
      {heading}
      {transfers.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('spendboard.transfers.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="transfer-history-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.transfers.fields.created_at')}</TableCell>
                <TableCell>{translate('resources.transfers.fields.from')}</TableCell>
                <TableCell>{translate('resources.transfers.fields.to')}</TableCell>
                <TableCell align={AMOUNT_CELL.align}>{translate('resources.transfers.fields.amount')}</TableCell>
                <TableCell>{translate('resources.transfers.fields.created_by')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transfers.map((transfer) => (
                <TableRow key={transfer.id}>
                  <TableCell>{formatDate(transfer.created_at)}</TableCell>
                  <TableCell>{displayName(transfer.from.name)}</TableCell>
                  <TableCell>{displayName(transfer.to.name)}</TableCell>
                  <TableCell {...AMOUNT_CELL}>
                    <Money amount={transfer.amount} currency={transfer.currency} />
                  </TableCell>
                  <TableCell>{displayName(transfer.created_by)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {meta.total > DEFAULT_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={meta.total}
          page={page}
          rowsPerPage={DEFAULT_PAGE_SIZE}
          rowsPerPageOptions={[DEFAULT_PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </Paper>
  );
};
