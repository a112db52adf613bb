import { lazy, Suspense, useMemo } from 'react';
import { Alert, Box, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/amounts';
import { formatDate } from '../../domain/dates';
import type { AnalyticsRow, AnalyticsSpend } from '../../providers/data/methods/insights';
import { useCompactNumber } from '../dashboard/DashboardCharts';
import { AnalyticsTable, rowLabel } from './AnalyticsTable';
import { AnalyticsTotalInBase } from './AnalyticsTotalInBase';
import { drillDownLink } from './analyticsLinks';

/** MUI X Charts loads with the first chart, in its own chunk (budget line in scripts/budgets.mjs). */
const SpendBarChart = lazy(() => import('../../layout/charts/SpendBarChart'));

const K = 'spendboard.insights.analytics';
/** How many groups the chart draws (the table lists every row the API answers). */
const CHART_ROWS = 12;

/**
 * The answer: its title and chart/table toggle, the totals (in the company's currency, the compared period's, every
 * currency in AED), the budget note, and the chart (with its table for screen readers) or the table. Every bar and
 * row opens its expenses with the same filters; another company's after switching to it (`onCompany`).
 */
export const AnalyticsResult = ({
  data,
  view,
  onView,
  filter,
  navigate,
  activeCompanyId,
  onCompany,
}: {
  data: AnalyticsSpend;
  view: 'chart' | 'table';
  onView: (view: 'chart' | 'table') => void;
  filter: Record<string, unknown>;
  navigate: (to: string) => void;
  activeCompanyId: string | null;
  /** Switches to the company (confirmed), then opens `target`. */
  onCompany: (companyId: string, target: string) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const compact = useCompactNumber();
  const context = { groupBy: data.group_by, period: data.period, spentStatuses: data.spent_statuses, filter };
  const chartRows = data.group_by === 'time' ? data.rows : data.rows.slice(0, CHART_ROWS);
  const labels = chartRows.map((row) => rowLabel(row, data, translate, locale));
  const links = useMemo(() => data.rows.map((row) => drillDownLink(row, context)), [data, filter]); // eslint-disable-line react-hooks/exhaustive-deps
  const budgeted = data.rows.find((row) => row.budget !== null);
  // Projects' budgets are spread over the period (`period`); departments' limits have no interval (`standing`).
  const budgetBasis = budgeted ? (budgeted.budget_basis ?? 'period') : null;
  /** The row's company when it is not the active one (its expenses open after a switch). */
  const otherCompanyOf = (row: AnalyticsRow) => (row.company_id !== null && row.company_id !== activeCompanyId ? row.company_id : null);
  /** Opens a row's expenses: another company's after switching to it. */
  const open = (row: AnalyticsRow, link: string) => {
    const otherCompany = otherCompanyOf(row);
    if (otherCompany) onCompany(otherCompany, link);
    else navigate(link);
  };
  const caption = translate(`${K}.caption`, {
    currency: data.currency,
    from: formatDate(data.period.from, 'date', locale),
    to: formatDate(data.period.to, 'date', locale),
  });
  const table = (withLinks: boolean) => (
    <AnalyticsTable data={data} links={links} withLinks={withLinks} isOtherCompany={(row) => otherCompanyOf(row) !== null} onOpen={open} />
  );

  return (
    <Paper component="figure" variant="outlined" aria-labelledby="analytics-title" sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} gap={1}>
        <Typography id="analytics-title" component="h2" variant="h6">
          {translate(`${K}.title`, { group: translate(`${K}.groups.${data.group_by}`) })}
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
      {budgetBasis && (
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
          <Box sx={visuallyHidden}>{table(false)}</Box>
        </>
      ) : (
        table(true)
      )}
    </Paper>
  );
};
