import { Alert, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { SavedReport } from '../../providers/data/methods/insights';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { vatReturnPath } from '../vat-return';
import { ReportActions } from './ReportActions';
import { ReportControls } from './ReportControls';
import { ReportPreview } from './ReportPreview';
import { ReportsCatalogue } from './ReportsCatalogue';
import { R } from './reportText';
import { useReportsState } from './useReportsState';

/**
 * `/reports` (issue 16): the catalogue of standard reports (`src/domain/reportCatalogue.ts`), each
 * with its filters, its columns and a preview; exported as CSV or XLSX (write-excel-file, loaded on
 * the first export); saved with its filters and columns, and e-mailed monthly when scheduled. The state is
 * `useReportsState`; the catalogue, the controls, the actions and the preview are their own components.
 */
const ReportsPage = () => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const notice = useSuccessNotice();
  const reports = useReportsState();
  const [deleting, setDeleting] = useState<SavedReport | null>(null);
  const { kind } = reports;

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="spendboard.shell.routes.reports.label" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <ReportsCatalogue reports={reports} onDelete={setDeleting} />
        <Paper variant="outlined" component="section" aria-labelledby="report-title" sx={{ p: 2, flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Typography id="report-title" component="h2" variant="h6">
            {translate(`${R}.kinds.${kind}.name`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" mb={2}>
            {translate(`${R}.kinds.${kind}.description`)}
          </Typography>
          {kind === 'vat' && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <Link component={RouterLink} to={vatReturnPath}>
                {translate('spendboard.vat_return.open_from_reports')}
              </Link>
            </Alert>
          )}
          <ReportControls reports={reports} />
          <ReportActions reports={reports} />
          <ReportPreview reports={reports} />
        </Paper>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={translate(`${R}.delete_title`, { report: deleting?.name ?? '' })}
        message={translate(`${R}.delete_question`)}
        consequences={deleting?.schedule ? [translate(`${R}.delete_schedule`)] : []}
        confirmLabel={translate(`${R}.delete_confirm`)}
        onConfirm={() => dataProvider.deleteSavedReport(deleting!.id)}
        onSuccess={() => {
          notice('report_deleted', { report: deleting?.name ?? '' });
          void reports.refreshSaved();
        }}
      />
    </Stack>
  );
};

export default ReportsPage;
