import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ReportMoneyTotals } from './ReportMoneyTotals';
import { cellText, R } from './reportText';
import { PREVIEW_ROWS, type ReportsState } from './useReportsState';

/**
 * The chosen report's first rows in its shown columns, how many rows it has, and what every row adds up to in AED
 * per money column (`ReportMoneyTotals`); a message when it has none or could not be read.
 */
export const ReportPreview = ({ reports }: { reports: ReportsState }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { preview, shownColumns } = reports;
  if (preview.isError) return <Alert severity="error">{translate(`${R}.failed`)}</Alert>;
  if (!preview.data) return null;
  const align = (type: string) => (type === 'money' || type === 'number' ? 'right' : 'left');
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status" mb={1}>
        {translate(`${R}.preview_count`, { shown: Math.min(PREVIEW_ROWS, preview.data.meta.total), total: preview.data.meta.total })}
      </Typography>
      <ReportMoneyTotals totals={preview.data.meta.money_totals} />
      {preview.data.data.length === 0 ? (
        <Alert severity="info">{translate(`${R}.no_rows`)}</Alert>
      ) : (
        <TableContainer sx={{ maxHeight: 520 }} tabIndex={0} role="region" aria-labelledby="report-title">
          <Table size="small" stickyHeader aria-labelledby="report-title">
            <TableHead>
              <TableRow>
                {shownColumns.map((column) => (
                  <TableCell key={column.key} align={align(column.type)}>
                    {translate(`${R}.columns.${column.key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.data.data.map((row, index) => (
                <TableRow key={index}>
                  {shownColumns.map((column) => (
                    <TableCell key={column.key} align={align(column.type)} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {cellText(column, row[column.key] ?? null, translate, locale)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
};
