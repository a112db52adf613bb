import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslate } from 'react-admin';
import { useSuccessNotice } from '../feedback/useSuccessNotice';
import { CSV_IMPORT_MAX_ROWS } from '../../domain/csv';
import { importTemplateRows, previewImportFile, type ImportFilePreview } from '../../domain/csvImport';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { useInvalidateLists } from '../../providers/data/writtenRecord';
import type { CsvImportOutcome } from '../../providers/data/methods/catalogues';
import { downloadCsv } from '../exports/downloadCsv';
import { useErrorDialog } from '../dialogs/ErrorDialog';
import { ImportPreviewTable } from './ImportPreviewTable';
import type { CsvImporter } from './csvImporter';
import { DrawerUnsavedGuard, ReportUnsaved } from '../drawer/DrawerUnsavedGuard';

const T = 'spendboard.csv_import';

type RowErrors = Extract<CsvImportOutcome, { rowErrors: unknown }>['rowErrors'];

export type CsvImportDialogProps = { importer: CsvImporter; open: boolean; onClose: () => void };

/**
 * The one CSV import (people, every catalogue; `?action=import`): download the template, choose a
 * file, see every row checked by the importer's rule, then send every row at once. The API imports
 * all of them or none: its errors show on their rows (line 1's above the table), and only the
 * imported resource's lists are read again. A chosen file not yet imported is asked about before
 * Escape, a click outside or Close throws it away.
 */
export const CsvImportDialog = ({ importer, open, onClose }: CsvImportDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const invalidateLists = useInvalidateLists();
  const [file, setFile] = useState<{ name: string; preview: ImportFilePreview }>();
  const [serverErrors, setServerErrors] = useState<RowErrors>();
  const [sending, setSending] = useState(false);

  const rows = file?.preview.rows ?? [];
  const withProblems = rows.filter((row) => row.problems.length > 0).length;
  const ready = Boolean(file) && !file?.preview.fileProblem && withProblems === 0 && !serverErrors;

  const close = () => {
    setFile(undefined);
    setServerErrors(undefined);
    onClose();
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setServerErrors(undefined);
    setFile({ name: chosen.name, preview: previewImportFile(await chosen.text(), importer) });
  };

  const downloadTemplate = () =>
    void downloadCsv(importTemplateRows(importer.columns, importer.example), importer.columns, `${importer.resource}-template`);

  const send = async () => {
    if (!file) return;
    setSending(true);
    try {
      const outcome = await dataProvider.importCsvRows(
        importer.resource,
        rows.map((row) => row.values),
      );
      if ('rowErrors' in outcome) {
        setServerErrors(outcome.rowErrors);
        return;
      }
      notice(importer.importedNotice, { smart_count: outcome.imported });
      invalidateLists(importer.resource);
      close();
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  const fileProblem = file?.preview.fileProblem;
  const headerErrors = serverErrors?.filter((error) => error.line === 1) ?? [];
  const failedLines = new Set(serverErrors?.map((error) => error.line)).size;
  return (
    <DrawerUnsavedGuard onClose={close}>
      {(guardedClose) => (
        <Dialog open={open} onClose={sending ? undefined : guardedClose} fullWidth maxWidth="md" aria-labelledby="csv-import-title">
          <ReportUnsaved
            what={translate('spendboard.forms.discard.csv_import', { file: file?.name ?? '' })}
            unsaved={file !== undefined && !sending}
          />
          <DialogTitle id="csv-import-title">{translate(importer.title)}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography>{translate(`${T}.intro`, { columns: importer.columns.join(', '), max: CSV_IMPORT_MAX_ROWS })}</Typography>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={downloadTemplate}>
                {translate(`${T}.download_template`)}
              </Button>
              <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={sending}>
                {translate(`${T}.choose_file`)}
                <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void chooseFile(event)} />
              </Button>
              {file && (
                <Typography color="text.secondary">{translate(`${T}.file`, { name: file.name, smart_count: rows.length })}</Typography>
              )}
            </Box>
            {fileProblem && (
              <Alert severity="error">
                {translate(`${T}.file_problems.${fileProblem}`, {
                  max: CSV_IMPORT_MAX_ROWS,
                  columns: (file?.preview.columns ?? []).join(', '),
                  expected: importer.columns.join(', '),
                })}
              </Alert>
            )}
            {serverErrors && (
              <Alert severity="error" role="alert">
                {translate(`${T}.failed`, { smart_count: failedLines })}
                {headerErrors.length > 0 && (
                  <Box component="ul" aria-label={translate(`${T}.header_errors`)} sx={{ m: 0, mt: 1, pl: 2.5 }}>
                    {headerErrors.map((error) => (
                      <li key={`${error.column}-${error.message}`}>{error.message}</li>
                    ))}
                  </Box>
                )}
              </Alert>
            )}
            {rows.length > 0 && (
              <>
                <Typography role="status">
                  {translate(`${T}.summary`, { ready: rows.length - withProblems, problems: withProblems, smart_count: rows.length })}
                </Typography>
                <ImportPreviewTable importer={importer} rows={rows} serverErrors={serverErrors ?? []} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={guardedClose} disabled={sending}>
              {translate('ra.action.close')}
            </Button>
            <Button variant="contained" onClick={() => void send()} disabled={sending || !ready}>
              {translate(`${T}.send`, { smart_count: rows.length })}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </DrawerUnsavedGuard>
  );
};
