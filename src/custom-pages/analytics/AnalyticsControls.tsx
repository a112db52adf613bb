import { Alert, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ANALYTICS_GROUPS, ANALYTICS_INTERVALS } from '../../domain/contractLists';
import { DayField } from '../../layout/inputs/DayField';
import { PeriodPresetSelect } from '../../layout/inputs/PeriodPresetSelect';
import { AnalyticsFilterBar, CompanyFilter } from './AnalyticsFilters';
import { COMPARE_MODES, type AnalyticsState, type UpdateAnalytics } from './useAnalyticsState';

const K = 'spendboard.insights.analytics';

/**
 * What the chart shows: the grouping (by company only for users of several companies), the bar's period, the days,
 * the compared period, the company (switching to it) and the expense list's filters; the query's problems under them.
 */
export const AnalyticsControls = ({
  state,
  update,
  problems,
  companies,
  activeCompanyId,
  onSwitchCompany,
  onFilters,
}: {
  state: AnalyticsState;
  update: UpdateAnalytics;
  problems: Record<string, string[]>;
  companies: readonly { id: string; name: string }[];
  activeCompanyId: string | null;
  onSwitchCompany: (companyId: string) => void;
  onFilters: (values: Record<string, unknown>, displayed: Record<string, boolean>) => void;
}) => {
  const translate = useTranslate();
  const severalCompanies = companies.length > 1;
  const groups = ANALYTICS_GROUPS.filter((group) => group !== 'company' || severalCompanies);
  const valid = Object.keys(problems).length === 0;
  return (
    <Paper variant="outlined" component="section" aria-label={translate(`${K}.controls`)} sx={{ p: 2 }}>
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={2}>
        <TextField
          select
          size="small"
          label={translate(`${K}.group_by`)}
          value={state.groupBy}
          onChange={(event) => update({ group_by: event.target.value })}
          sx={{ minWidth: 180 }}
        >
          {groups.map((group) => (
            <MenuItem key={group} value={group}>
              {translate(`${K}.groups.${group}`)}
            </MenuItem>
          ))}
        </TextField>
        {state.groupBy === 'time' && (
          <TextField
            select
            size="small"
            label={translate(`${K}.interval`)}
            value={state.interval}
            onChange={(event) => update({ interval: event.target.value })}
            sx={{ minWidth: 140 }}
          >
            {ANALYTICS_INTERVALS.map((interval) => (
              <MenuItem key={interval} value={interval}>
                {translate(`${K}.intervals.${interval}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <PeriodPresetSelect from={state.from} to={state.to} onChange={(range) => update(range)} />
        <DayField
          size="small"
          label={translate(`${K}.from`)}
          value={state.from}
          onChange={(day) => update({ from: day })}
          error={Boolean(problems.from)}
        />
        <DayField
          size="small"
          label={translate(`${K}.to`)}
          value={state.to}
          onChange={(day) => update({ to: day })}
          error={Boolean(problems.to)}
        />
        <TextField
          select
          size="small"
          label={translate(`${K}.compare`)}
          value={state.compareMode}
          onChange={(event) => update({ compare: event.target.value })}
          sx={{ minWidth: 200 }}
        >
          {COMPARE_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {translate(`${K}.compare_modes.${mode}`)}
            </MenuItem>
          ))}
        </TextField>
        {state.compareMode === 'custom' && (
          <>
            <PeriodPresetSelect
              label={translate(`${K}.compare_period`)}
              from={state.compareFrom}
              to={state.compareTo}
              onChange={(range) => update({ compare_from: range.from, compare_to: range.to })}
            />
            <DayField
              size="small"
              label={translate(`${K}.compare_from`)}
              value={state.compareFrom}
              onChange={(day) => update({ compare_from: day })}
            />
            <DayField
              size="small"
              label={translate(`${K}.compare_to`)}
              value={state.compareTo}
              onChange={(day) => update({ compare_to: day })}
            />
          </>
        )}
      </Stack>
      {severalCompanies && (
        <Stack direction="row" sx={{ mt: 2 }}>
          <CompanyFilter companies={companies} activeId={activeCompanyId} onSwitch={onSwitchCompany} />
        </Stack>
      )}
      <AnalyticsFilterBar values={state.filter} displayed={state.displayed} onChange={onFilters} />
      {!valid && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {Object.values(problems).flat().join(' ')}
        </Alert>
      )}
    </Paper>
  );
};
