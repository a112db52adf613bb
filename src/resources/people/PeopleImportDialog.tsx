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
import { useCreate, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { previewPeopleImport, IMPORT_MAX_ROWS, type ImportPreview, type ImportRow } from '../../domain/peopleImport';
import { errorDialogMessage, fieldErrorsOf } from '../../providers/public/formErrors';
import { TableScroll } from '../../layout/lists/TableScroll';
import { OPTIONS_PAGE } from '../../domain/optionLists';

type Outcome = { sent: true } | { sent: false; message: string };

const T = 'spendboard.people_import';

/** The API's reason an invitation failed: its first field message, else the error's own message. */
function failureMessage(error: unknown): string {
  const fields = fieldErrorsOf(error);
  const first = fields && Object.values(fields)[0];
  return (Array.isArray(first) ? first[0] : first) ?? errorDialogMessage(error) ?? '';
}

/**
 * Import people from a CSV file (Ctrl+K "Import" on People, `?action=import`): choose the file,
 * review every row with its problems, then send one invitation per valid row through the
 * dataProvider (`create('people')`, as the invite form does); each row then shows what happened.
 */
export const PeopleImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate();
  const { data: departments = [] } = useGetList('departments', {
    pagination: OPTIONS_PAGE,
    sort: { field: 'name', order: 'ASC' },
  });
  const [fileName, setFileName] = useState<string>();
  const [preview, setPreview] = useState<ImportPreview>();
  const [outcomes, setOutcomes] = useState<Map<number, Outcome>>(new Map());
  const [sending, setSending] = useState(false);

  const ready = preview?.rows.filter((row) => row.problems.length === 0 && !outcomes.get(row.line)?.sent) ?? [];
  const withProblems = preview?.rows.filter((row) => row.problems.length > 0).length ?? 0;

  const close = () => {
    setFileName(undefined);
    setPreview(undefined);
    setOutcomes(new Map());
    onClose();
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setOutcomes(new Map());
    setPreview(previewPeopleImport(await file.text(), departments));
  };

  const send = async () => {
    setSending(true);
    const next = new Map(outcomes);
    for (const row of ready) {
      const data = { first_name: row.first_name, last_name: row.last_name, email: row.email, department_id: row.department_id };
      try {
        await create('people', { data }, { returnPromise: true });
        next.set(row.line, { sent: true });
      } catch (error) {
        next.set(row.line, { sent: false, message: failureMessage(error) });
      }
      setOutcomes(new Map(next));
    }
    setSending(false);
    const sent = [...next.values()].filter((outcome) => outcome.sent).length;
    notify(`${T}.done`, { type: sent > 0 ? 'success' : 'warning', messageArgs: { smart_count: sent } });
    refresh();
  };

  const rowStatus = (row: ImportRow) => {
    const outcome = outcomes.get(row.line);
    if (outcome) return outcome.sent ? translate(`${T}.sent`) : outcome.message;
    if (row.problems.length === 0) return translate(`${T}.ready`);
    return row.problems.map((problem) => translate(`${T}.problems.${problem}`)).join(' · ');
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : close} fullWidth maxWidth="md" aria-labelledby="people-import-title">
      <DialogTitle id="people-import-title">{translate(`${T}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{translate(`${T}.intro`, { max: IMPORT_MAX_ROWS })}</Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={sending}>
            {translate(`${T}.choose_file`)}
            <input type="file" accept=".csv,text/csv" hidden onChange={(event) => void chooseFile(event)} />
          </Button>
          {fileName && <Typography color="text.secondary">{fileName}</Typography>}
        </Box>
        {preview?.fileProblem && (
          <Alert severity="error">{translate(`${T}.file_problems.${preview.fileProblem}`, { max: IMPORT_MAX_ROWS })}</Alert>
        )}
        {preview && preview.rows.length > 0 && (
          <>
            <Typography role="status">
              {translate(`${T}.summary`, { ready: ready.length, problems: withProblems, smart_count: preview.rows.length })}
            </Typography>
            <TableScroll label={translate(`${T}.preview`)}>
              <Table size="small" aria-label={translate(`${T}.preview`)}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(`${T}.columns.line`)}</TableCell>
                    <TableCell>{translate('resources.people.fields.name')}</TableCell>
                    <TableCell>{translate('resources.people.fields.email')}</TableCell>
                    <TableCell>{translate('resources.people.fields.department_id')}</TableCell>
                    <TableCell>{translate(`${T}.columns.status`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.rows.map((row) => {
                    const failed = row.problems.length > 0 || outcomes.get(row.line)?.sent === false;
                    return (
                      <TableRow key={row.line}>
                        <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.line}</TableCell>
                        <TableCell>{`${row.first_name} ${row.last_name}`.trim()}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.email}</TableCell>
                        <TableCell>{row.department}</TableCell>
                        <TableCell sx={{ color: failed ? 'error.main' : undefined }}>{rowStatus(row)}</TableCell>
                      </TableRow>
                    );
                  })}
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
        <Button variant="contained" onClick={() => void send()} disabled={sending || ready.length === 0}>
          {translate(`${T}.send`, { smart_count: ready.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
