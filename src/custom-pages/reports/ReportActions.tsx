import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { downloadCsv } from '../../layout/exports/downloadCsv';
import { downloadXlsx } from '../../layout/exports/downloadXlsx';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { exportValue, R } from './reportText';
import type { ReportsState } from './useReportsState';

/** An export asks for every row (up to the API's largest page). */
const EXPORT_ROWS = 10000;

/**
 * What can be done with the chosen report: export its shown columns of every row as CSV or XLSX (write-excel-file,
 * loaded on the first export), and save it with its filters and columns under a name, e-mailed monthly when asked.
 */
export const ReportActions = ({ reports }: { reports: ReportsState }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const { kind, filters, columns, shownColumns, name, setName, monthly, setMonthly, ready, refreshSaved } = reports;
  const reportName = translate(`${R}.kinds.${kind}.name`);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    try {
      const all = await dataProvider.getReportRows(kind, filters, 1, EXPORT_ROWS);
      const header = shownColumns.map((column) => translate(`${R}.columns.${column.key}`));
      const fileName = `${kind}-${filters.from ?? 'all'}-${filters.to ?? 'today'}`;
      const cells = (row: (typeof all.data)[number]) =>
        shownColumns.map((column) => exportValue(column, row[column.key] ?? null, translate));
      if (format === 'csv') {
        const rows = all.data.map((row) => {
          const values = cells(row);
          return Object.fromEntries(header.map((title, index) => [title, values[index]]));
        });
        await downloadCsv(rows, header, fileName);
      } else {
        await downloadXlsx([{ name: reportName, header, rows: all.data.map(cells) }], fileName);
      }
      notice('report_exported', { report: reportName });
    } catch (error) {
      showError(error);
    }
  };

  const save = useMutation({
    mutationFn: () => dataProvider.createSavedReport({ kind, name: name.trim(), filters, columns, schedule: monthly ? 'monthly' : null }),
    onSuccess: (report) => {
      notice('report_saved', { report: report.name });
      void refreshSaved();
    },
    onError: (error) => showError(error),
  });

  const cannotExport = !ready || shownColumns.length === 0;
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap gap={1} sx={{ my: 2 }}>
      <Button variant="outlined" size="small" startIcon={<DownloadOutlined />} disabled={cannotExport} onClick={() => exportAs('csv')}>
        {translate(`${R}.export_csv`)}
      </Button>
      <Button variant="outlined" size="small" startIcon={<DownloadOutlined />} disabled={cannotExport} onClick={() => exportAs('xlsx')}>
        {translate(`${R}.export_xlsx`)}
      </Button>
      <TextField
        size="small"
        label={translate(`${R}.name`)}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <FormControlLabel
        control={<Switch checked={monthly} onChange={(event) => setMonthly(event.target.checked)} />}
        label={translate(`${R}.monthly`)}
      />
      <Button
        variant="contained"
        size="small"
        disabled={!ready || name.trim() === '' || shownColumns.length === 0 || save.isPending}
        onClick={() => save.mutate()}
      >
        {translate(`${R}.save`)}
      </Button>
    </Stack>
  );
};
