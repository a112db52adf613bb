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
import { DEFAULT_PAGE_SIZE } from '../../../domain/layout';
import { ledgerLine } from '../../../domain/moneyModel';
import { AMOUNT_CELL, Money } from '../../../layout/Money';
import { useAccountLedger } from './useTransfers';

/**
 * An account's ledger (issue 33): every transaction that moved its money — a transfer, a funding,
 * card spend and its reversal, a return to the company — with the other side, the signed amount on
 * this account and what it held after. A cap's ledger is empty: it holds no money.
 */
export const AccountLedger = ({ entity, id }: { entity: LimitEntity; id?: string | number }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const ledger = useAccountLedger(entity, id, page + 1, DEFAULT_PAGE_SIZE);
  const titleId = `ledger-${entity}-title`;
  if (ledger.isPending) return <CircularProgress size={24} aria-label={translate('spendboard.loading')} />;
  if (ledger.isError) return <Alert severity="error">{translate('spendboard.errors.list_failed')}</Alert>;
  const { data: transactions, meta } = ledger.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {translate('spendboard.ledger.title')}
      </Typography>
      {transactions.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('spendboard.ledger.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('spendboard.ledger.date')}</TableCell>
                <TableCell>{translate('spendboard.ledger.what')}</TableCell>
                <TableCell>{translate('spendboard.ledger.other_side')}</TableCell>
                <TableCell align={AMOUNT_CELL.align}>{translate('spendboard.ledger.amount')}</TableCell>
                <TableCell align={AMOUNT_CELL.align}>{translate('spendboard.ledger.balance_after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {transactions.map((transaction) => {
                const line = ledgerLine(transaction, entity, id);

                return (
                  <TableRow key={transaction.id}>
                    <TableCell>{formatDate(transaction.at)}</TableCell>
                    {/* What it was and the other side say it all in the reader's language (the stored description is English). */}
                    <TableCell>{translate(`spendboard.ledger.kinds.${transaction.kind}`)}</TableCell>
                    <TableCell>{line.otherSide.join(', ')}</TableCell>
                    <TableCell {...AMOUNT_CELL}>
                      {line.amount === null ? '' : <Money amount={line.amount} currency={line.currency} />}
                    </TableCell>
                    <TableCell {...AMOUNT_CELL}>
                      {line.balanceAfter === null ? '' : <Money amount={line.balanceAfter} currency={line.currency} />}
                    </TableCell>
                  </TableRow>
                );
              })}
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
