import { lazy, Suspense, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../domain/amounts';
import { addDays, analyticsQueryErrors, previousPeriod } from '../../domain/analytics';
import { ANALYTICS_GROUPS, ANALYTICS_INTERVALS, type AnalyticsGroupBy, type AnalyticsInterval } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { SwitchCompanyConfirm, SwitchCompanyFailure } from '../../layout/company-switcher/SwitchCompanyPrompts';
import { useCompanies } from '../../layout/company-switcher/useCompanies';
import { useSwitchCompany } from '../../layout/company-switcher/useSwitchCompany';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import type { AnalyticsRow, AnalyticsSpend } from '../../providers/data/methods/insights';
import { companyQueryKey } from '../../providers/data/queryKeys';
import { useAppDataProvider } from '../../providers/data/useAppDataProvider';
import { getActiveCompanyId } from '../../providers/public/session';
import { useCompactNumber } from '../dashboard/DashboardCharts';
import { DashboardLink } from '../dashboard/DashboardLink';
import { DayField } from '../../layout/inputs/DayField';
import { PeriodPresetSelect } from '../../layout/inputs/PeriodPresetSelect';
import { AnalyticsFilterBar, CompanyFilter } from './AnalyticsFilters';
import { AnalyticsTotalInBase } from './AnalyticsTotalInBase';
import { drillDownLink, filterFromSearch, samePageInCompany, SHARED_FILTERS } from './analyticsLinks';
import { roundCents } from '../../domain/cents';
import { serverToday } from '../../providers/serverToday';

/** MUI X Charts loads with the first chart, in its own chunk (budget line in scripts/budgets.mjs). */
const SpendBarChart = lazy(() => import('../../layout/charts/SpendBarChart'));

const K = 'spendboard.insights.analytics';
type CompareMode = 'none' | 'previous' | 'custom';
const COMPARE_MODES: readonly CompareMode[] = ['none', 'previous', 'custom'];
/** How many groups the chart draws (the table lists every row the API answers). */
const CHART_ROWS = 12;

/** The page's state, kept in the URL so a drill-down's Back returns to the same chart. */
function usePageState() {
  const [params, setParams] = useSearchParams();
  const today = serverToday();
  const pick = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
    const value = params.get(name) as T | null;
    return value !== null && values.includes(value) ? value : fallback;
  };
  const shared = (key: string) => (SHARED_FILTERS as readonly string[]).includes(key);
  const filter = Object.fromEntries(Object.entries(filterFromSearch(params.toString())).filter(([key]) => shared(key)));
  // The optional filters added to the bar, under the expense list's own parameter name.
  const displayed = Object.fromEntries(
    Object.entries(filterFromSearch(params.toString(), 'displayedFilters'))
      .filter(([key, shown]) => shared(key) && shown === true)
      .map(([key]) => [key, true]),
  );
  const state = {
    groupBy: pick<AnalyticsGroupBy>('group_by', ANALYTICS_GROUPS, 'time'),
    interval: pick<AnalyticsInterval>('interval', ANALYTICS_INTERVALS, 'month'),
    from: params.get('from') ?? `${addDays(today, -180).slice(0, 7)}-01`,
    to: params.get('to') ?? today,
    compareMode: pick<CompareMode>('compare', COMPARE_MODES, 'none'),
    compareFrom: params.get('compare_from') ?? '',
    compareTo: params.get('compare_to') ?? '',
    view: params.get('view') === 'table' ? ('table' as const) : ('chart' as const),
    filter,
    displayed,
  };
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return { state, update };
}

/**
 * `/analytics_and_reports` (issue 16): the active company's spend over time (day, week, month; Dubai
 * days) or by category, department, merchant, card, person, project and, for users of several
 * companies, by company; against the previous or a chosen period; projects against their budget for
 * the period (spread over their dates), departments against their limit as it is (a limit has no
 * interval to spread it by: the table says so). Filters are the expense list's; every bar and row drills down to the expense list
 * with the same filters. The chart has its table view (a toggle; always there for screen readers).
 * The filter bar is the expense list's inputs (`AnalyticsFilterBar`), kept in the URL; the company
 * filter and a company's row switch the active company the way the company switcher does.
 */
const AnalyticsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const compact = useCompactNumber();
  const dataProvider = useAppDataProvider();
  const companies = useCompanies();
  const { state, update } = usePageState();
  const { pathname, search } = useLocation();
  // Where a company switch lands: set with the request, read when the user confirms it.
  const [switchTarget, setSwitchTarget] = useState<string>();
  const switchFlow = useSwitchCompany(switchTarget);
  const switchTo = (companyId: string, target: string) => {
    setSwitchTarget(target);
    switchFlow.request(companyId);
  };
  const activeCompanyId = getActiveCompanyId() ?? null;
  const severalCompanies = (companies.data?.length ?? 0) > 1;
  const groups = ANALYTICS_GROUPS.filter((group) => group !== 'company' || severalCompanies);

  const period = { from: state.from, to: state.to };
  const compare =
    state.compareMode === 'previous'
      ? previousPeriod(period)
      : state.compareMode === 'custom' && state.compareFrom && state.compareTo
        ? { from: state.compareFrom, to: state.compareTo }
        : null;
  const problems = analyticsQueryErrors({
    interval: state.interval,
    from: state.from,
    to: state.to,
    compare_from: compare?.from,
    compare_to: compare?.to,
  });
  const valid = Object.keys(problems).length === 0;
  const params = { groupBy: state.groupBy, interval: state.interval, period, compare, expenseFilter: state.filter };
  const spend = useQuery({
    queryKey: companyQueryKey('analytics', params),
    queryFn: () => dataProvider.getAnalyticsSpend(params),
    enabled: valid,
  });
  const data = spend.data;

  const setFilters = (values: Record<string, unknown>, displayed: Record<string, boolean>) =>
    update({
      filter: Object.keys(values).length === 0 ? null : JSON.stringify(values),
      displayedFilters: Object.keys(displayed).length === 0 ? null : JSON.stringify(displayed),
    });

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="spendboard.shell.routes.analytics.label" />
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
            <CompanyFilter
              companies={companies.data ?? []}
              activeId={activeCompanyId}
              onSwitch={(companyId) => switchTo(companyId, samePageInCompany(pathname, search))}
            />
          </Stack>
        )}
        <AnalyticsFilterBar values={state.filter} displayed={state.displayed} onChange={setFilters} />
        {!valid && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {Object.values(problems).flat().join(' ')}
          </Alert>
        )}
      </Paper>
      <SwitchCompanyFailure flow={switchFlow} />
      <SwitchCompanyConfirm flow={switchFlow} />
      {spend.isError && <Alert severity="error">{translate(`${K}.failed`)}</Alert>}
      {data && (
        <SpendResult
          data={data}
          view={state.view}
          onView={(view) => update({ view: view === 'chart' ? null : view })}
          filter={state.filter}
          locale={locale}
          compact={compact}
          navigate={navigate}
          activeCompanyId={activeCompanyId}
          onCompany={switchTo}
        />
      )}
    </Stack>
  );
};

function rowLabel(row: AnalyticsRow, data: AnalyticsSpend, translate: (key: string, args?: object) => string, locale: string): string {
  if (data.group_by === 'time' && row.from && row.to) {
    if (data.interval === 'day') return formatDate(row.from, 'date', locale);
    if (data.interval === 'month')
      return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${row.from}T00:00:00Z`),
      );
    return translate(`${K}.week_of`, { day: formatDate(row.from, 'date', locale) });
  }
  return row.label ?? translate(`${K}.none.${data.group_by}`, { _: translate(`${K}.none.other`) });
}

const Change = ({ percent }: { percent: number | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (percent === null) return <>{translate(`${K}.no_change_percent`)}</>;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(percent);
  return <>{`${text}%`}</>;
};

const SpendResult = ({
  data,
  view,
  onView,
  filter,
  locale,
  compact,
  navigate,
  activeCompanyId,
  onCompany,
}: {
  data: AnalyticsSpend;
  view: 'chart' | 'table';
  onView: (view: 'chart' | 'table') => void;
  filter: Record<string, unknown>;
  locale: string;
  compact: (value: number) => string;
  navigate: (to: string) => void;
  activeCompanyId: string | null;
  /** Switches to the company (confirmed), then opens `target`. */
  onCompany: (companyId: string, target: string) => void;
}) => {
  const translate = useTranslate();
  const context = { groupBy: data.group_by, period: data.period, spentStatuses: data.spent_statuses, filter };
  const chartRows = data.group_by === 'time' ? data.rows : data.rows.slice(0, CHART_ROWS);
  const labels = chartRows.map((row) => rowLabel(row, data, translate, locale));
  const links = useMemo(() => data.rows.map((row) => drillDownLink(row, context)), [data, filter]); // eslint-disable-line react-hooks/exhaustive-deps
  const hasCompare = data.compare_period !== null;
  const hasBudget = data.rows.some((row) => row.budget !== null);
  // Projects' budgets are spread over the period (`period`); departments' limits have no interval (`standing`).
  const budgetBasis = data.rows.find((row) => row.budget !== null)?.budget_basis ?? 'period';
  // What is left is for the period's budget; a limit without a period is not set against these days alone.
  const hasBudgetLeft = hasBudget && budgetBasis === 'period';
  /** The row's company when it is not the active one (its expenses open after a switch). */
  const otherCompanyOf = (row: AnalyticsRow) => (row.company_id !== null && row.company_id !== activeCompanyId ? row.company_id : null);
  /** Opens a row's expenses: another company's after switching to it. */
  const open = (row: AnalyticsRow, link: string) => {
    const otherCompany = otherCompanyOf(row);
    if (otherCompany) onCompany(otherCompany, link);
    else navigate(link);
  };
  const title = translate(`${K}.title`, { group: translate(`${K}.groups.${data.group_by}`) });
  const caption = translate(`${K}.caption`, {
    currency: data.currency,
    from: formatDate(data.period.from, 'date', locale),
    to: formatDate(data.period.to, 'date', locale),
  });

  // The table under the chart (for screen readers) names the groups; the shown table links them.
  const tableOf = (withLinks: boolean) => (
    // Only the shown table scrolls (a focusable region); the copy under the chart is not a scroll box.
    <TableContainer
      sx={withLinks ? { maxHeight: 520 } : { overflow: 'visible' }}
      tabIndex={withLinks ? 0 : undefined}
      role={withLinks ? 'region' : undefined}
      aria-labelledby={withLinks ? 'analytics-title' : undefined}
    >
      <Table size="small" stickyHeader aria-labelledby="analytics-title">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${K}.groups.${data.group_by}`)}</TableCell>
            <TableCell {...AMOUNT_CELL}>{translate(`${K}.spent`)}</TableCell>
            <TableCell {...AMOUNT_CELL}>{translate(`${K}.count`)}</TableCell>
            {hasCompare && <TableCell {...AMOUNT_CELL}>{translate(`${K}.compared`)}</TableCell>}
            {hasCompare && <TableCell {...AMOUNT_CELL}>{translate(`${K}.change`)}</TableCell>}
            {hasBudget && <TableCell {...AMOUNT_CELL}>{translate(`${K}.budget_basis.${budgetBasis}`)}</TableCell>}
            {hasBudgetLeft && <TableCell {...AMOUNT_CELL}>{translate(`${K}.budget_left`)}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((row, index) => {
            const label = rowLabel(row, data, translate, locale);
            const link = links[index];
            return (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {link && withLinks ? (
                    otherCompanyOf(row) ? (
                      <Link
                        component="button"
                        variant="body2"
                        color="text.primary"
                        underline="always"
                        onClick={() => open(row, link)}
                        aria-label={translate(`${K}.open_company`, { company: label })}
                      >
                        {label}
                      </Link>
                    ) : (
                      <DashboardLink to={link}>{label}</DashboardLink>
                    )
                  ) : (
                    label
                  )}
                </TableCell>
                <TableCell {...AMOUNT_CELL}>
                  <Money amount={row.amount} currency={row.currency} showZero />
                </TableCell>
                <TableCell {...AMOUNT_CELL}>{row.count}</TableCell>
                {hasCompare && (
                  <TableCell {...AMOUNT_CELL}>
                    <Money amount={row.compare_amount ?? 0} currency={row.currency} showZero />
                  </TableCell>
                )}
                {hasCompare && (
                  <TableCell {...AMOUNT_CELL}>
                    <Change percent={row.change_percent} />
                  </TableCell>
                )}
                {hasBudget && (
                  <TableCell {...AMOUNT_CELL}>
                    {row.budget === null ? '' : <Money amount={row.budget} currency={row.currency} showZero />}
                  </TableCell>
                )}
                {hasBudgetLeft && (
                  <TableCell {...AMOUNT_CELL}>
                    {row.budget === null ? '' : <Money amount={roundCents(row.budget - row.amount)} currency={row.currency} showZero />}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <Paper component="figure" variant="outlined" aria-labelledby="analytics-title" sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} gap={1}>
        <Typography id="analytics-title" component="h2" variant="h6">
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, value) => value && onView(value)}
          aria-label={translate(`${K}.view`)}
        >
          <ToggleButton value="chart">{translate(`${K}.views.chart`)}</ToggleButton>
          <ToggleButton value="table">{translate(`${K}.views.table`)}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {caption}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={3} sx={{ my: 1 }} data-testid="analytics-totals">
        <Typography variant="body1">
          {translate(`${K}.total`)}: <strong>{formatMoney(data.total.amount, data.currency, locale)}</strong> (
          {translate(`${K}.expenses_count`, { count: data.total.count, smart_count: data.total.count })})
        </Typography>
        {data.compare_total && data.compare_period && (
          <Typography variant="body1">
            {translate(`${K}.compared_total`, {
              from: formatDate(data.compare_period.from, 'date', locale),
              to: formatDate(data.compare_period.to, 'date', locale),
            })}
            : <strong>{formatMoney(data.compare_total.amount, data.currency, locale)}</strong>
          </Typography>
        )}
        <AnalyticsTotalInBase data={data} />
        {data.other_currency_count > 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${K}.other_currencies`, { count: data.other_currency_count, smart_count: data.other_currency_count })}
          </Typography>
        )}
      </Stack>
      {hasBudget && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${K}.budget_notes.${budgetBasis}`)}
        </Typography>
      )}
      {data.rows.length === 0 || data.total.count + (data.compare_total?.count ?? 0) === 0 ? (
        <Alert severity="info" role="status">
          {translate(`${K}.empty`)}
        </Alert>
      ) : view === 'chart' ? (
        <>
          <Box aria-hidden="true" sx={{ minHeight: 280, cursor: 'pointer' }}>
            <Suspense
              fallback={
                <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                  {translate(`${K}.loading`)}
                </Typography>
              }
            >
              <SpendBarChart
                layout={data.group_by === 'time' ? 'vertical' : 'horizontal'}
                height={data.group_by === 'time' ? 280 : Math.max(200, chartRows.length * 32 + 40)}
                labels={labels}
                values={chartRows.map((row) => row.amount)}
                formatTick={compact}
                formatValue={(value) => formatMoney(value, data.currency, locale)}
                labelWidth={160}
                onBarClick={(index) => {
                  const link = links[index];
                  if (link) open(data.rows[index], link);
                }}
              />
            </Suspense>
          </Box>
          <Box sx={visuallyHidden}>{tableOf(false)}</Box>
        </>
      ) : (
        tableOf(true)
      )}
    </Paper>
  );
};

export default AnalyticsPage;
