import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SalaryRun } from '../../api/schema';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { familyQueryKeys } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';

const T = 'resources.payroll-runs';

/** Saves a text as a file (the browser's download). */
function saveText(content: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The salary file (SIF): before it is made, the checker lists every line the bank would reject the
 * whole file for, with the fix (`src/domain/wpsSif.ts`); once made, the download.
 */
export const SifCheckPanel = ({ run }: { run: SalaryRun }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const [busy, setBusy] = useState(false);
  const made = run.file_name !== null && !['draft', 'in_review', 'approved'].includes(run.status);
  const check = useQuery({
    queryKey: familyQueryKeys.payroll('sif-check', run.id, run.status, run.totals.net_pay),
    queryFn: () => dataProvider.salaryRunSifCheck(run.id),
    enabled: !made,
  });
  const download = async () => {
    setBusy(true);
    try {
      const file = await dataProvider.salaryRunSif(run.id);
      saveText(file.content, file.file_name);
      notice('salary_file_downloaded', { file: file.file_name });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const problems = check.data?.problems ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sif-check-title" sx={{ p: 2 }}>
      <Typography id="sif-check-title" variant="h6" component="h2">
        {translate(`${T}.checker.title`)}
      </Typography>
      {made ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} mt={1}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {run.file_name}
          </Typography>
          <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={download} disabled={busy}>
            {translate(`${T}.download`)}
          </Button>
        </Stack>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" mb={1}>
            {translate(`${T}.checker.help`)}
          </Typography>
          {check.data &&
            (problems.length === 0 ? (
              <Alert severity="success" role="status">
                {translate(`${T}.checker.ok`)}
                {check.data.file_name ? ` ${translate(`${T}.checker.file_name`, { name: check.data.file_name })}` : ''}
              </Alert>
            ) : (
              <Alert severity="error" role="status">
                {translate(`${T}.checker.problems`, { smart_count: problems.length })}
                <List dense aria-label={translate(`${T}.checker.title`)}>
                  {problems.map((problem) => (
                    <ListItem key={`${problem.line}-${problem.field}`} disableGutters>
                      <ListItemText
                        primary={`${translate(problem.record_type === 'SCR' ? `${T}.checker.summary_line` : `${T}.checker.line`, { line: problem.line })}${problem.employee ? ` · ${problem.employee}` : ''}`}
                        secondary={problem.message}
                      />
                    </ListItem>
                  ))}
                </List>
              </Alert>
            ))}
        </>
      )}
    </Paper>
  );
};
