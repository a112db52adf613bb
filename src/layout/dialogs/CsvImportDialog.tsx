import { useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useRefresh, useTranslate } from 'react-admin';
import { CSV_IMPORT_MAX_ROWS, csvRecords, type CsvRecords } from '../../domain/csv';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import type { CatalogueImportOutcome } from '../../providers/data/methods/catalogues';
import { useSuccessNotice } from '../feedback/useSuccessNotice';
import { catalogueText, type CatalogueView } from '../lists/catalogueView';
import { useErrorDialog } from './ErrorDialog';
import { TableScroll } from '../lists/TableScroll';

const T = 'spendboard.catalogues.import';

type RowErrors = Extract<CatalogueImportOutcome, { rowErrors: unknown }>;

export type CsvImportDialogProps = {
  view: Pick<CatalogueView, 'resource' | 'csvColumns' | 'importColumns' | 'importedNotice'>;
  open: boolean;
  onClose: () => void;
};

/**
 * A catalogue's CSV import (its Import button, `?action=import`): choose a file, read it by its
 * header (papaparse), send every row at once. The API checks every row; when one fails nothing is
 * imported and each error is listed by line and column; otherwise a notice says how many.
 */
export const CsvImportDialog = ({ view, open, onClose }: CsvImportDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const refresh = useRefresh();
  const [file, setFile] = useState<{ name: string; records: CsvRecords }>();
  const [failed, setFailed] = useState<RowErrors>();
  const [sending, setSending] = useState(false);

  const rowCount = file?.records.rows.length ?? 0;
  const fileProblem = file && (rowCount === 0 ? 'empty' : rowCount > CSV_IMPORT_MAX_ROWS ? 'too_many' : null);

  const close = () => {
    setFile(undefined);
    setFailed(undefined);
    onClose();
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFailed(undefined);
    setFile({ name: chosen.name, records: csvRecords(await chosen.text()) });
  };

  const send = async () => {
    if (!file) return;
    setSending(true);
    try {
      const outcome = await dataProvider.importCatalogueRows(view.resource, file.records.rows);
      if ('rowErrors' in outcome) {
        setFailed(outcome);
        return;
      }
      notice(view.importedNotice ?? 'catalogue_imported', { smart_count: outcome.imported });
      refresh();
      close();
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="md" aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{translate(catalogueText(view, 'import_title'))}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {translate(`${T}.intro`, { columns: (view.importColumns ?? view.csvColumns).join(', '), max: CSV_IMPORT_MAX_ROWS })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={sending}>
            {translate(`${T}.choose_file`)}
            <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void chooseFile(event)} />
          </Button>
          {file && <Typography color="text.secondary">{translate(`${T}.file`, { name: file.name, smart_count: rowCount })}</Typography>}
        </Box>
        {fileProblem && <Alert severity="error">{translate(`${T}.file_problems.${fileProblem}`, { max: CSV_IMPORT_MAX_ROWS })}</Alert>}
        {failed && (
          <>
            <Alert severity="error" role="alert">
              {translate(`${T}.failed`, { smart_count: new Set(failed.rowErrors.map((error) => error.line)).size })}
            </Alert>
            <TableScroll label={translate(`${T}.errors`)}>
              <Table size="small" aria-label={translate(`${T}.errors`)}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${T}.columns.line`)}</TableCell>
                    <TableCell>{translate(`${T}.columns.column`)}</TableCell>
                    <TableCell>{translate(`${T}.columns.problem`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {failed.rowErrors.map((error, index) => (
                    <TableRow key={index}>
                      <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{error.line}</TableCell>
                      <TableCell>{error.column}</TableCell>
                      <TableCell>{error.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          {translate('ra.action.close')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={sending || !file || Boolean(fileProblem)}>
          {translate(`${T}.send`, { smart_count: rowCount })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
