import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  Alert,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate, Title } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { downloadCsv } from '../../layout/exports/downloadCsv';
import { downloadXlsx } from '../../layout/exports/downloadXlsx';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { Money } from '../../layout/Money';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { csvRowsOf, liabilitiesTable, registerTable, type ReportTable } from './payrollReportTables';
import { monthLabel, salaryMonthChoices } from '../../resources/payroll-runs/payrollText';
import { TableScroll } from '../../layout/lists/TableScroll';
import { serverNow } from '../../providers/serverToday';

const T = 'resources.payroll-runs.reports';
const L = 'resources.payroll-runs.line_fields';
const AED = 'AED';

const ExportButtons = ({ table, fileName }: { table: ReportTable; fileName: string }) => {
  const translate = useTranslate();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        startIcon={<DownloadOutlined />}
        onClick={async () => {
          try {
            await downloadCsv(csvRowsOf(table), table.header, fileName);
            notice('payroll_report_exported', { report: table.name });
          } catch (error) {
            showError(error);
          }
        }}
        aria-label={`${translate(`${T}.export_csv`)}: ${table.name}`}
      >
        {translate(`${T}.export_csv`)}
      </Button>
      <Button
        size="small"
        startIcon={<DownloadOutlined />}
        onClick={async () => {
          try {
            await downloadXlsx([{ name: table.name, header: table.header, rows: table.rows }], fileName);
            notice('payroll_report_exported', { report: table.name });
          } catch (error) {
            showError(error);
          }
        }}
        aria-label={`${translate(`${T}.export_xlsx`)}: ${table.name}`}
      >
        {translate(`${T}.export_xlsx`)}
      </Button>
    </Stack>
  );
};

/**
 * `/payroll/reports` (issue 17): the payroll register of a month (its run's lines) and, on today,
 * every active employee's end-of-service gratuity (Art. 51) and leave liability; each exports as
 * CSV and XLSX.
 */
const PayrollReportsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const months = salaryMonthChoices(serverNow(), 12, 1);
  const [month, setMonth] = useState<string | undefined>(undefined);
  const reports = useQuery({
    queryKey: familyQueryKeys.payroll('reports', month ?? 'latest'),
    queryFn: () => dataProvider.payrollReports(month),
  });
  const data = reports.data;
  if (!data) return null;
  const choices = months.includes(data.month) ? months : [data.month, ...months];
  const register = registerTable(data, translate);
  const liabilities = liabilitiesTable(data, translate);
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title="spendboard.shell.routes.payroll_reports.label" />
      <TextField
        select
        size="small"
        label={translate(`${T}.month`)}
        value={data.month}
        onChange={(event) => setMonth(event.target.value)}
        sx={{ width: { xs: '100%', sm: 280 } }}
      >
        {choices.map((value) => (
          <MenuItem key={value} value={value}>
            {monthLabel(value, locale)}
          </MenuItem>
        ))}
      </TextField>
      <Paper variant="outlined" component="section" aria-labelledby="payroll-register-title" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} gap={1}>
          <Typography id="payroll-register-title" variant="h6" component="h2">
            {translate(`${T}.register`)} · {monthLabel(data.month, locale)}
          </Typography>
          {data.register.length > 0 && <ExportButtons table={register} fileName={`payroll-register-${data.month}`} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" mb={1}>
          {translate(`${T}.register_help`)}
        </Typography>
        {data.register.length === 0 ? (
          <Alert severity="info" role="status">
            {translate(`${T}.no_run`)}
          </Alert>
        ) : (
          <TableScroll labelledBy="payroll-register-title" maxHeight={480}>
            <Table size="small" stickyHeader aria-labelledby="payroll-register-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${L}.name`)}</TableCell>
                  <TableCell align="right">{translate(`${L}.fixed_pay`)}</TableCell>
                  <TableCell align="right">{translate(`${L}.variable_pay`)}</TableCell>
                  <TableCell align="right">{translate(`${L}.unpaid_leave_deduction`)}</TableCell>
                  <TableCell align="right">{translate(`${L}.net_pay`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.register.slice(0, 200).map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>{line.name}</TableCell>
                    <TableCell align="right">
                      <Money amount={line.fixed_pay} currency={AED} />
                    </TableCell>
                    <TableCell align="right">
                      <Money amount={line.variable_pay} currency={AED} />
                    </TableCell>
                    <TableCell align="right">
                      <Money amount={line.unpaid_leave_deduction} currency={AED} />
                    </TableCell>
                    <TableCell align="right">
                      <Money amount={line.net_pay} currency={AED} />
                    </TableCell>
                  </TableRow>
                ))}
                {data.run && (
                  <TableRow>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {translate(`${T}.total`)}
                    </TableCell>
                    <TableCell align="right">
                      <Money amount={data.run.totals.fixed_income + data.run.totals.unpaid_leave_deduction} currency={AED} />
                    </TableCell>
                    <TableCell align="right">
                      <Money amount={data.run.totals.variable_pay} currency={AED} />
                    </TableCell>
                    <TableCell align="right">
                      <Money amount={data.run.totals.unpaid_leave_deduction} currency={AED} />
                    </TableCell>
                    <TableCell align="right">
                      <Money amount={data.run.totals.net_pay} currency={AED} showZero />
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="payroll-liabilities-title" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} gap={1}>
          <Typography id="payroll-liabilities-title" variant="h6" component="h2">
            {translate(`${T}.liabilities`)}
          </Typography>
          {data.liabilities.length > 0 && <ExportButtons table={liabilities} fileName={`payroll-liabilities-${data.on}`} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" mb={1}>
          {translate(`${T}.liabilities_help`, { date: formatDate(data.on, 'date', locale) })}
        </Typography>
        <TableScroll labelledBy="payroll-liabilities-title" maxHeight={480}>
          <Table size="small" stickyHeader aria-labelledby="payroll-liabilities-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.fields.name`)}</TableCell>
                <TableCell>{translate(`${T}.fields.contract_start`)}</TableCell>
                <TableCell align="right">{translate(`${T}.fields.service_years`)}</TableCell>
                <TableCell align="right">{translate(`${T}.fields.gratuity`)}</TableCell>
                <TableCell align="right">{translate(`${T}.fields.leave_days`)}</TableCell>
                <TableCell align="right">{translate(`${T}.fields.leave_liability`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.liabilities.slice(0, 200).map((row) => (
                <TableRow key={row.employee_id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{formatDate(row.contract_start, 'date', locale)}</TableCell>
                  <TableCell align="right">{row.service_years}</TableCell>
                  <TableCell align="right">
                    <Money amount={row.gratuity} currency={AED} />
                    {row.gratuity_capped ? ` (${translate(`${T}.capped`)})` : ''}
                  </TableCell>
                  <TableCell align="right">{row.leave_days}</TableCell>
                  <TableCell align="right">
                    <Money amount={row.leave_liability} currency={AED} />
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {translate(`${T}.total`)}
                </TableCell>
                <TableCell />
                <TableCell />
                <TableCell align="right">
                  <Money amount={data.totals.gratuity} currency={AED} showZero />
                </TableCell>
                <TableCell />
                <TableCell align="right">
                  <Money amount={data.totals.leave_liability} currency={AED} showZero />
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableScroll>
      </Paper>
    </Stack>
  );
};

export default PayrollReportsPage;
