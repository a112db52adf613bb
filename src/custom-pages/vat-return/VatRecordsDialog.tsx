import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../domain/dates';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import type { VatReturn } from '../../providers/data/methods/insights';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { billPaths } from '../../resources/bills/paths';
import { expensePaths } from '../../resources/expenses/paths';
import { listLink } from '../dashboard/dashboardLinks';
import { V } from './vatReturnExport';

type Line = VatReturn['lines'][number];
/** Records a page of the drill-down shows. */
const PER_PAGE = 50;

/**
 * The records behind one line of the return (the drill-down), read a page at a time from
 * `GET vat-return/records` when the line is opened, each opening its expense or bill; the total row is
 * what every record of the line adds up to (the API's sums of all pages), equal to the line's figure.
 */
export const VatRecordsDialog = ({ period, line, onClose }: { period: string; line: Line | null; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const [page, setPage] = useState(0);
  const [openedLine, setOpenedLine] = useState(line?.key);
  if (openedLine !== line?.key) {
    setOpenedLine(line?.key);
    setPage(0);
  }
  const answer = useQuery({
    queryKey: companyQueryKey('vat-return-records', period, line?.key, page),
    queryFn: () => dataProvider.getVatReturnRecords(period, line!.key, page + 1, PER_PAGE),
    enabled: line !== null,
    placeholderData: keepPreviousData,
  });
  const records = line && answer.data ? answer.data.data : [];
  const meta = answer.data?.meta;
  const excluded = line?.key === 'excluded';
  const lineName = line ? translate(`${V}.lines.${line.key}`) : '';
  const rateText = (record: (typeof records)[number]) => {
    if (record.rate === null) return '';
    const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(record.rate);
    return record.rate_as_of === null
      ? rate
      : translate(`${V}.records.rate_on`, { rate, day: formatDate(record.rate_as_of, 'date', locale) });
  };
  return (
    <Dialog open={line !== null} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="vat-records-title">
      <DialogTitle id="vat-records-title">{translate(`${V}.records.title`, { line: lineName, count: line?.records ?? 0 })}</DialogTitle>
      <DialogContent>
        {answer.isError && <Alert severity="error">{translate(`${V}.failed`)}</Alert>}
        <Table size="small" aria-labelledby="vat-records-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${V}.records.type`)}</TableCell>
              <TableCell>{translate(`${V}.records.day`)}</TableCell>
              <TableCell>{translate(`${V}.records.supplier`)}</TableCell>
              <TableCell {...AMOUNT_CELL}>{translate(`${V}.records.original`)}</TableCell>
              <TableCell>{translate(`${V}.records.rate`)}</TableCell>
              {excluded ? (
                <TableCell>{translate(`${V}.records.reason`)}</TableCell>
              ) : (
                <>
                  <TableCell {...AMOUNT_CELL}>{translate(`${V}.columns.amount`)}</TableCell>
                  <TableCell {...AMOUNT_CELL}>{translate(`${V}.columns.vat`)}</TableCell>
                </>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((record) => (
              <TableRow key={`${record.record_type}-${record.id}-${record.line}-${record.amount}`}>
                <TableCell>
                  {/* Named as a person knows it (the merchant or vendor and its day), its kind below. */}
                  <Link
                    component={RouterLink}
                    to={record.record_type === 'expense' ? expensePaths.detail(record.id) : billPaths.detail(record.id)}
                  >
                    {translate(`${V}.records.name`, { supplier: record.supplier, day: formatDate(record.day, 'date', locale) })}
                  </Link>
                  <Typography variant="caption" color="text.secondary" display="block">
                    {translate(`${V}.records.${record.record_type}`)}
                  </Typography>
                </TableCell>
                <TableCell>{formatDate(record.day, 'date', locale)}</TableCell>
                <TableCell>{record.supplier}</TableCell>
                <TableCell {...AMOUNT_CELL}>
                  <Money amount={record.amount} currency={record.currency} showZero />
                </TableCell>
                <TableCell>{rateText(record)}</TableCell>
                {excluded ? (
                  <TableCell>{record.reason ? translate(`${V}.reasons.${record.reason}`) : ''}</TableCell>
                ) : (
                  <>
                    <TableCell {...AMOUNT_CELL}>
                      <Money amount={record.amount_aed} currency="AED" showZero />
                    </TableCell>
                    <TableCell {...AMOUNT_CELL}>
                      <Money amount={record.vat_aed} currency="AED" showZero />
                    </TableCell>
                  </>
                )}
              </TableRow>
            ))}
            {line && meta && !excluded && (
              <TableRow>
                <TableCell colSpan={5} sx={{ fontWeight: 600 }}>
                  {translate(`${V}.records.total`)}
                </TableCell>
                <TableCell {...AMOUNT_CELL} sx={{ ...AMOUNT_CELL.sx, fontWeight: 600 }} data-testid="vat-records-total-amount">
                  <Money amount={meta.total_amount} currency="AED" showZero />
                </TableCell>
                <TableCell {...AMOUNT_CELL} sx={{ ...AMOUNT_CELL.sx, fontWeight: 600 }}>
                  <Money amount={meta.total_vat} currency="AED" showZero />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {meta && meta.total > PER_PAGE && (
          <TablePagination
            component="div"
            count={meta.total}
            page={page}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_, next) => setPage(next)}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {line && (
          // The same records as lists of their own (filters[exact][vat_period] + vat_line), each saying what it counts on the line.
          <>
            <Button component={RouterLink} to={listLink(expensePaths.list, { vat_period: period, vat_line: line.key })}>
              {translate(`${V}.records.open_expenses`)}
            </Button>
            <Button component={RouterLink} to={listLink(billPaths.list, { vat_period: period, vat_line: line.key })}>
              {translate(`${V}.records.open_bills`)}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{translate(`${V}.records.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
};
