import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCanAccess, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { REPORT_KINDS, type ReportKind } from '../../domain/contractLists';
import { REPORT_CATALOGUE, reportDefinition, type ReportFilterName } from '../../domain/reportCatalogue';
import { ConfirmDialog } from '../../layout/dialogs/ConfirmDialog';
import { useErrorDialog } from '../../layout/dialogs/ErrorDialog';
import { downloadCsv } from '../../layout/exports/downloadCsv';
import { downloadXlsx } from '../../layout/exports/downloadXlsx';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { DayField } from '../../layout/inputs/DayField';
import { PeriodPresetSelect } from '../../layout/inputs/PeriodPresetSelect';
import type { ReportFilters, SavedReport } from '../../providers/data/methods/insights';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { PERMISSION_RESOURCE } from '../../providers/access/accessRules';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { vatReturnPath } from '../vat-return';
import { cellText, exportValue, R } from './reportText';
import { ReportMoneyTotals } from './ReportMoneyTotals';
import { serverToday } from '../../providers/serverToday';

/** Rows the preview shows; an export asks for every row (up to the API's largest page). */
const PREVIEW_ROWS = 50;
const EXPORT_ROWS = 10000;

/** The catalogue resource of each id filter, for its choices. */
const FILTER_CHOICES: Partial<Record<ReportFilterName, { resource: string; text: (record: Record<string, unknown>) => string }>> = {
  card_id: { resource: 'cards', text: (record) => String(record.name ?? `#${record.id}`) },
  member_id: { resource: 'people', text: (record) => `${record.first_name ?? ''} ${record.last_name ?? ''}`.trim() },
  department_id: { resource: 'departments', text: (record) => String(record.name ?? `#${record.id}`) },
  vendor_id: { resource: 'counterparts', text: (record) => String(record.name ?? `#${record.id}`) },
};

const IdFilter = ({
  name,
  value,
  onChange,
}: {
  name: ReportFilterName;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const translate = useTranslate();
  const choices = FILTER_CHOICES[name]!;
  const { data = [] } = useGetList(choices.resource, { pagination: { page: 1, perPage: 500 } });
  return (
    <TextField
      select
      size="small"
      label={translate(`${R}.filters.${name}`)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value="">{translate(`${R}.filters.any`)}</MenuItem>
      {data.map((record) => (
        <MenuItem key={record.id} value={String(record.id)}>
          {choices.text(record)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * `/reports` (issue 16): the catalogue of standard reports (`src/domain/reportCatalogue.ts`), each
 * with its filters, its columns and a preview; exported as CSV or XLSX (write-excel-file, loaded on
 * the first export); saved with its filters and columns, and e-mailed monthly when scheduled.
 */
const ReportsPage = () => {
  // Smart Comply's flags are listed to those who may read them (the API refuses the others).
  const canReadCompliance = useCanAccess({ resource: PERMISSION_RESOURCE, action: 'read compliance' }).canAccess === true;
  const catalogue = REPORT_CATALOGUE.filter((entry) => entry.kind !== 'compliance_flags' || canReadCompliance);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notice = useSuccessNotice();
  const showError = useErrorDialog();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('report') as ReportKind | null;
  const kind: ReportKind = kindParam && REPORT_KINDS.includes(kindParam) ? kindParam : 'expenses';
  const definition = reportDefinition(kind);
  const [filters, setFilters] = useState<ReportFilters>({});
  const [columns, setColumns] = useState<string[]>(definition.columns.map((column) => column.key));
  const [name, setName] = useState('');
  const [monthly, setMonthly] = useState(false);
  const [deleting, setDeleting] = useState<SavedReport | null>(null);

  const choose = (next: ReportKind, saved?: SavedReport) => {
    setParams({ report: next }, { replace: true });
    setFilters(saved ? saved.filters : {});
    setColumns(saved ? saved.columns : reportDefinition(next).columns.map((column) => column.key));
    setName(saved ? saved.name : '');
    setMonthly(saved ? saved.schedule === 'monthly' : false);
  };

  const missing = definition.required.filter((filter) => !filters[filter]);
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const ready = missing.length === 0 && !reversed;
  const preview = useQuery({
    queryKey: companyQueryKey('report-rows', kind, filters),
    queryFn: () => dataProvider.getReportRows(kind, filters, 1, PREVIEW_ROWS),
    enabled: ready,
  });
  const saved = useQuery({ queryKey: companyQueryKey('saved-reports'), queryFn: () => dataProvider.listSavedReports() });
  const refreshSaved = () => queryClient.invalidateQueries({ queryKey: companyQueryKey('saved-reports') });

  const shownColumns = definition.columns.filter((column) => columns.includes(column.key));
  const reportName = translate(`${R}.kinds.${kind}.name`);
  const setFilter = (filter: ReportFilterName, value: string | undefined) => {
    const next = { ...filters, [filter]: value };
    if (!value) delete next[filter];
    setFilters(next);
  };

  const exportAs = async (format: 'csv' | 'xlsx') => {
    try {
      const all = await dataProvider.getReportRows(kind, filters, 1, EXPORT_ROWS);
      const header = shownColumns.map((column) => translate(`${R}.columns.${column.key}`));
      const fileName = `${kind}-${filters.from ?? 'all'}-${filters.to ?? 'today'}`;
      if (format === 'csv') {
        const rows = all.data.map((row) =>
          Object.fromEntries(shownColumns.map((column, index) => [header[index], exportValue(column, row[column.key] ?? null, translate)])),
        );
        await downloadCsv(rows, header, fileName);
      } else {
        await downloadXlsx(
          [
            {
              name: reportName,
              header,
              rows: all.data.map((row) => shownColumns.map((column) => exportValue(column, row[column.key] ?? null, translate))),
            },
          ],
          fileName,
        );
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
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="spendboard.shell.routes.reports.label" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
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
                  onClick={() => setDeleting(report)}
                  aria-label={translate(`${R}.delete_for`, { report: report.name })}
                >
                  {translate('ra.action.delete')}
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="report-title" sx={{ p: 2, flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Typography id="report-title" component="h2" variant="h6">
            {reportName}
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
          <Stack direction="row" flexWrap="wrap" useFlexGap gap={2}>
            {definition.filters.includes('from') && definition.filters.includes('to') && (
              <PeriodPresetSelect from={filters.from} to={filters.to} onChange={(range) => setFilters({ ...filters, ...range })} />
            )}
            {definition.filters.map((filter) =>
              filter === 'from' || filter === 'to' ? (
                <DayField
                  key={filter}
                  size="small"
                  label={translate(`${R}.filters.${kind === 'ap_ageing' && filter === 'to' ? 'as_of' : filter}`)}
                  value={filters[filter] ?? ''}
                  onChange={(day) => setFilter(filter, day || undefined)}
                  error={filter === 'to' && reversed}
                />
              ) : (
                <IdFilter key={filter} name={filter} value={filters[filter]} onChange={(value) => setFilter(filter, value)} />
              ),
            )}
          </Stack>
          <FormGroup row aria-label={translate(`${R}.columns_label`)} sx={{ mt: 1 }}>
            {definition.columns.map((column) => (
              <FormControlLabel
                key={column.key}
                control={
                  <Checkbox
                    size="small"
                    checked={columns.includes(column.key)}
                    onChange={(event) =>
                      setColumns(
                        event.target.checked
                          ? definition.columns.map((each) => each.key).filter((key) => key === column.key || columns.includes(key))
                          : columns.filter((key) => key !== column.key),
                      )
                    }
                  />
                }
                label={translate(`${R}.columns.${column.key}`)}
              />
            ))}
          </FormGroup>
          {missing.length > 0 && (
            <Alert severity="info" role="status" sx={{ mt: 1 }}>
              {translate(`${R}.needs_filter`, { filter: missing.map((filter) => translate(`${R}.filters.${filter}`)).join(', ') })}
            </Alert>
          )}
          {reversed && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate(`${R}.reversed`)}
            </Alert>
          )}
          <Stack direction="row" flexWrap="wrap" useFlexGap gap={1} sx={{ my: 2 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<DownloadOutlined />}
              disabled={!ready || shownColumns.length === 0}
              onClick={() => exportAs('csv')}
            >
              {translate(`${R}.export_csv`)}
            </Button>
            <Button
              variant="outlined"
              size="small"
              startIcon={<DownloadOutlined />}
              disabled={!ready || shownColumns.length === 0}
              onClick={() => exportAs('xlsx')}
            >
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
          {preview.isError && <Alert severity="error">{translate(`${R}.failed`)}</Alert>}
          {preview.data && (
            <>
              <Typography variant="body2" color="text.secondary" role="status" mb={1}>
                {translate(`${R}.preview_count`, {
                  shown: Math.min(PREVIEW_ROWS, preview.data.meta.total),
                  total: preview.data.meta.total,
                })}
              </Typography>
              <ReportMoneyTotals
                totals={preview.data.meta.money_totals}
                day={filters.to && filters.to < serverToday() ? filters.to : undefined}
              />
              {preview.data.data.length === 0 ? (
                <Alert severity="info">{translate(`${R}.no_rows`)}</Alert>
              ) : (
                <TableContainer sx={{ maxHeight: 520 }} tabIndex={0} role="region" aria-labelledby="report-title">
                  <Table size="small" stickyHeader aria-labelledby="report-title">
                    <TableHead>
                      <TableRow>
                        {shownColumns.map((column) => (
                          <TableCell key={column.key} align={column.type === 'money' || column.type === 'number' ? 'right' : 'left'}>
                            {translate(`${R}.columns.${column.key}`)}
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {preview.data.data.map((row, index) => (
                        <TableRow key={index}>
                          {shownColumns.map((column) => (
                            <TableCell
                              key={column.key}
                              align={column.type === 'money' || column.type === 'number' ? 'right' : 'left'}
                              sx={{ fontVariantNumeric: 'tabular-nums' }}
                            >
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
          )}
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
          void refreshSaved();
        }}
      />
    </Stack>
  );
};

export default ReportsPage;
