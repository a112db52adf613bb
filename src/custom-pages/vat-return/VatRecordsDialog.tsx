import {
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
  TableRow,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../domain/dates';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import type { VatReturn } from '../../providers/data/methods/insights';
import { billPaths } from '../../resources/bills/paths';
import { expensePaths } from '../../resources/expenses/paths';
import { V } from './vatReturnExport';

type Line = VatReturn['lines'][number];

/** The records behind one line of the return (the drill-down), each opening its expense or bill; their total is the line's. */
export const VatRecordsDialog = ({ data, line, onClose }: { data: VatReturn; line: Line | null; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const records = line ? data.records.filter((record) => record.line === line.key) : [];
  const excluded = line?.key === 'excluded';
  const lineName = line ? translate(`${V}.lines.${line.key}`) : '';
  // The list's own total, summed from the rows it shows (in cents), so a reader can check it against the box.
  const totalOf = (field: 'amount_aed' | 'vat_aed') => records.reduce((sum, record) => sum + Math.round(record[field] * 100), 0) / 100;
  const rateText = (record: (typeof records)[number]) => {
    if (record.rate === null) return '';
    const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(record.rate);
    return record.rate_as_of === null
      ? rate
      : translate(`${V}.records.rate_on`, { rate, day: formatDate(record.rate_as_of, 'date', locale) });
  };
  return (
    <Dialog open={line !== null} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="vat-records-title">
      <DialogTitle id="vat-records-title">{translate(`${V}.records.title`, { line: lineName, count: records.length })}</DialogTitle>
      <DialogContent>
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
                  <Link
                    component={RouterLink}
                    to={record.record_type === 'expense' ? expensePaths.detail(record.id) : billPaths.detail(record.id)}
                  >
                    {translate(`${V}.records.${record.record_type}`, { id: record.id })}
                  </Link>
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
            {line && !excluded && (
              <TableRow>
                <TableCell colSpan={5} sx={{ fontWeight: 600 }}>
                  {translate(`${V}.records.total`)}
                </TableCell>
                <TableCell {...AMOUNT_CELL} sx={{ ...AMOUNT_CELL.sx, fontWeight: 600 }} data-testid="vat-records-total-amount">
                  <Money amount={totalOf('amount_aed')} currency="AED" showZero />
                </TableCell>
                <TableCell {...AMOUNT_CELL} sx={{ ...AMOUNT_CELL.sx, fontWeight: 600 }}>
                  <Money amount={totalOf('vat_aed')} currency="AED" showZero />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${V}.records.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
};
