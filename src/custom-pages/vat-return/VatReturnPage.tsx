import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  Alert,
  Button,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../domain/dates';
import { quarterOf, vatPeriod, vatPeriodPresets } from '../../domain/vatReturn';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useVatPeriodName } from '../../layout/lists/useVatPeriodName';
import { downloadCsv } from '../../layout/exports/downloadCsv';
import { downloadXlsx } from '../../layout/exports/downloadXlsx';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import type { VatReturn } from '../../providers/data/methods/insights';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { VatRecordsDialog } from './VatRecordsDialog';
import { V, vatReturnSheet } from './vatReturnExport';
import { serverToday } from '../../providers/serverToday';

type Line = VatReturn['lines'][number];

/**
 * `/reports/vat-return` (issue 35 item 2): the purchase side of the UAE VAT return (FTA VAT 201) of the
 * active company for a tax period, computed by the API in AED; every figure opens the records it counts,
 * and the return exports as CSV or XLSX laid out like the form (box, description, amount, VAT).
 */
const VatReturnPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const periodName = useVatPeriodName();
  const [params, setParams] = useSearchParams();
  const today = serverToday();
  const asked = params.get('period') ?? '';
  const period = vatPeriod(asked) ? asked : quarterOf(today);
  const year = Number(period.slice(0, 4));
  const currentYear = Number(today.slice(0, 4));
  const years = [currentYear, currentYear - 1, currentYear - 2].includes(year)
    ? [currentYear, currentYear - 1, currentYear - 2]
    : [currentYear, currentYear - 1, currentYear - 2, year];
  const [opened, setOpened] = useState<Line | null>(null);
  const choose = (next: string) => setParams({ period: next }, { replace: true });

  const answer = useQuery({ queryKey: companyQueryKey('vat-return', period), queryFn: () => dataProvider.getVatReturn(period) });
  const data = answer.data;

  const exportAs = async (format: 'csv' | 'xlsx') => {
    if (!data) return;
    try {
      const { header, rows } = vatReturnSheet(data, translate);
      const fileName = `vat-return-${period}`;
      if (format === 'csv') {
        await downloadCsv(
          rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]]))),
          header,
          fileName,
        );
      } else {
        await downloadXlsx([{ name: translate(`${V}.title`), header, rows }], fileName);
      }
      notice('report_exported', { report: translate(`${V}.title`) });
    } catch (error) {
      showError(error);
    }
  };

  const figure = (line: Line, amount: number) =>
    line.records === 0 ? (
      <Money amount={amount} currency="AED" showZero />
    ) : (
      <Link component="button" type="button" onClick={() => setOpened(line)}>
        <Money amount={amount} currency="AED" showZero />
      </Link>
    );

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="spendboard.shell.routes.vat_return.label" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          select
          size="small"
          label={translate(`${V}.year`)}
          value={String(year)}
          onChange={(event) => choose(`${event.target.value}-${period.slice(5)}`)}
          sx={{ minWidth: 120 }}
        >
          {years.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {new Intl.NumberFormat(locale, { useGrouping: false }).format(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate(`${V}.period`)}
          value={period}
          onChange={(event) => choose(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {vatPeriodPresets(year).map((option) => (
            <MenuItem key={option} value={option}>
              {periodName(option)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<DownloadOutlined />} disabled={!data} onClick={() => void exportAs('csv')}>
            {translate(`${V}.export_csv`)}
          </Button>
          <Button variant="outlined" startIcon={<DownloadOutlined />} disabled={!data} onClick={() => void exportAs('xlsx')}>
            {translate(`${V}.export_xlsx`)}
          </Button>
        </Stack>
      </Stack>
      {answer.isError && <Alert severity="error">{translate(`${V}.failed`)}</Alert>}
      {data && (
        <Paper variant="outlined">
          <Typography sx={{ px: 2, pt: 2 }} color="text.secondary">
            {translate(`${V}.caption`, { from: formatDate(data.from, 'date', locale), to: formatDate(data.to, 'date', locale) })}
          </Typography>
          <TableContainer>
            <Table aria-label={`${translate(`${V}.title`)} ${periodName(period)}`}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${V}.columns.box`)}</TableCell>
                  <TableCell>{translate(`${V}.columns.description`)}</TableCell>
                  <TableCell {...AMOUNT_CELL}>{translate(`${V}.columns.amount`)}</TableCell>
                  <TableCell {...AMOUNT_CELL}>{translate(`${V}.columns.vat`)}</TableCell>
                  <TableCell {...AMOUNT_CELL}>{translate(`${V}.columns.records`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.lines.map((line) => (
                  <TableRow key={line.key} data-line={line.key}>
                    <TableCell>{line.box ?? ''}</TableCell>
                    <TableCell component="th" scope="row">
                      {translate(`${V}.lines.${line.key}`)}
                    </TableCell>
                    <TableCell {...AMOUNT_CELL}>{line.key === 'excluded' ? '' : figure(line, line.amount)}</TableCell>
                    <TableCell {...AMOUNT_CELL}>{line.box === null ? '' : figure(line, line.vat_amount)}</TableCell>
                    <TableCell {...AMOUNT_CELL}>
                      {line.records === 0 ? (
                        new Intl.NumberFormat(locale).format(0)
                      ) : (
                        <Link component="button" type="button" onClick={() => setOpened(line)}>
                          {new Intl.NumberFormat(locale).format(line.records)}
                        </Link>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow data-line="total">
                  <TableCell />
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {translate(`${V}.total`)}
                  </TableCell>
                  <TableCell {...AMOUNT_CELL} sx={{ ...AMOUNT_CELL.sx, fontWeight: 600 }}>
                    <Money amount={data.total_amount} currency="AED" showZero />
                  </TableCell>
                  <TableCell {...AMOUNT_CELL} sx={{ ...AMOUNT_CELL.sx, fontWeight: 600 }}>
                    <Money amount={data.total_vat} currency="AED" showZero />
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      <VatRecordsDialog period={period} line={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
};

export default VatReturnPage;
