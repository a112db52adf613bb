import { Button, List, ListItem, ListItemButton, ListItemText, Paper, Switch, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { REPORT_CATALOGUE } from '../../domain/reportCatalogue';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { PERMISSION_RESOURCE } from '../../providers/access/accessRules';
import type { SavedReport } from '../../providers/data/methods/insights';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { R } from './reportText';
import type { ReportsState } from './useReportsState';

/**
 * The catalogue of standard reports and the user's saved reports: choosing one opens it (a saved one with its
 * filters and columns); a saved report's switch turns its monthly e-mail on or off, its Delete asks first (`onDelete`).
 */
export const ReportsCatalogue = ({ reports, onDelete }: { reports: ReportsState; onDelete: (report: SavedReport) => void }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const showError = useErrorDialog();
  // Smart Comply's flags are listed to those who may read them (the API refuses the others).
  const canReadCompliance = useCanAccess({ resource: PERMISSION_RESOURCE, action: 'read compliance' }).canAccess === true;
  const catalogue = REPORT_CATALOGUE.filter((entry) => entry.kind !== 'compliance_flags' || canReadCompliance);
  const { kind, choose, saved, refreshSaved } = reports;
  const schedule = useMutation({
    mutationFn: (report: SavedReport) =>
      dataProvider.updateSavedReport(report.id, {
        kind: report.kind,
        name: report.name,
        filters: report.filters,
        columns: report.columns,
        schedule: report.schedule === null ? 'monthly' : null,
      }),
    onSuccess: () => void refreshSaved(),
    onError: (error) => showError(error),
  });
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={translate(`${R}.catalogue`)}
      sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0 }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {translate(`${R}.catalogue`)}
      </Typography>
      <List dense>
        {catalogue.map((entry) => (
          <ListItem key={entry.kind} disablePadding>
            <ListItemButton
              selected={entry.kind === kind}
              aria-current={entry.kind === kind ? 'page' : undefined}
              onClick={() => choose(entry.kind)}
            >
              <ListItemText
                primary={translate(`${R}.kinds.${entry.kind}.name`)}
                secondary={translate(`${R}.kinds.${entry.kind}.description`)}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1, fontWeight: 600 }}>
        {translate(`${R}.saved`)}
      </Typography>
      {saved.data && saved.data.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate(`${R}.no_saved`)}
        </Typography>
      )}
      <List dense aria-label={translate(`${R}.saved`)}>
        {saved.data?.map((report) => (
          <ListItem key={report.id} disablePadding sx={{ pe: 1 }}>
            <ListItemButton onClick={() => choose(report.kind, report)}>
              <ListItemText primary={report.name} secondary={translate(`${R}.kinds.${report.kind}.name`)} />
            </ListItemButton>
            <Switch
              size="small"
              checked={report.schedule === 'monthly'}
              onChange={() => schedule.mutate(report)}
              slotProps={{ input: { 'aria-label': translate(`${R}.monthly_for`, { report: report.name }) } }}
            />
            <Button
              size="small"
              color="error"
              onClick={() => onDelete(report)}
              aria-label={translate(`${R}.delete_for`, { report: report.name })}
            >
              {translate('ra.action.delete')}
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};
