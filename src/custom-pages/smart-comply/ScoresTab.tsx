import { Fragment, lazy, Suspense, useMemo } from 'react';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { DataTable, ListContextProvider, ResourceContextProvider, useList, useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveDataTable } from '../../layout/lists/ResponsiveDataTable';
import { useIsPhone } from '../../layout/lists/useIsPhone';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import type { ComplianceScoreLine } from '../../providers/data/methods/compliance';
import { useComplianceScores } from './useCompliance';

const SpendBarChart = lazy(() => import('../../layout/charts/SpendBarChart'));

const T = 'spendboard.compliance.scores';
/** The rows' resource name for react-admin's table (scores are read by `getComplianceScores`). */
const SCORES_RESOURCE = 'compliance_scores';

/** `2026-11` → the month's short name in the active language. */
function useMonthName() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
}

/** A score line as a table row (the company's line has no id of its own). */
type ScoreRow = Omit<ComplianceScoreLine, 'id'> & { id: number | string };
const Column = DataTable.Col<ScoreRow>;

const ScoreText = ({ score }: { score: number | null }) => {
  const translate = useTranslate();
  return <>{score === null ? translate(`${T}.no_spend`) : translate(`${T}.percent`, { value: score })}</>;
};

/**
 * Score lines (departments or people) with their 6-month trend, one column a month, under their
 * heading; below 600 px one card per line (its score, spend and trend), so nothing scrolls sideways.
 */
const ScoreTable = ({
  id,
  title,
  level,
  lines,
}: {
  id: string;
  title: string;
  level: 'h2' | 'h3';
  lines: readonly ComplianceScoreLine[];
}) => {
  const translate = useTranslate();
  const monthName = useMonthName();
  const rows = useMemo<ScoreRow[]>(() => lines.map((line) => ({ ...line, id: line.id ?? 'company' })), [lines]);
  const list = useList<ScoreRow>({ data: rows, perPage: Math.max(rows.length, 1), resource: SCORES_RESOURCE });
  const months = lines[0]?.trend.map((point) => point.month) ?? [];
  const headingId = `comply-scores-${id}`;
  const money = (amount: number) => <Money amount={amount} currency="AED" />;
  return (
    <Box>
      <Typography id={headingId} component={level} variant="subtitle2" fontWeight={700} sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ResourceContextProvider value={SCORES_RESOURCE}>
        <ListContextProvider value={list}>
          <ResponsiveDataTable<ScoreRow>
            aria-labelledby={headingId}
            hover={false}
            phone={{
              primaryText: (line) => line.name,
              tertiaryText: (line) => <ScoreText score={line.score} />,
              secondaryText: (line) => (
                <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
                  <span>
                    {translate(`${T}.spend`)}: {money(line.spend)} · {translate(`${T}.flagged`)}: {money(line.flagged_spend)}
                  </span>
                  <span>
                    {translate(`${T}.trend`)}:{' '}
                    {line.trend.map((point, index) => (
                      <Fragment key={point.month}>
                        {index > 0 ? ' · ' : null}
                        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                          {monthName(point.month)} <ScoreText score={point.score} />
                        </Box>
                      </Fragment>
                    ))}
                  </span>
                </Box>
              ),
            }}
          >
            <Column source="name" label={`${T}.name`} disableSort />
            <Column source="score" label={`${T}.score`} disableSort render={(line) => <ScoreText score={line.score} />} />
            <Column
              source="spend"
              label={`${T}.spend`}
              disableSort
              align="right"
              cellSx={() => AMOUNT_CELL.sx}
              render={(line) => money(line.spend)}
            />
            <Column
              source="flagged_spend"
              label={`${T}.flagged`}
              disableSort
              align="right"
              cellSx={() => AMOUNT_CELL.sx}
              render={(line) => money(line.flagged_spend)}
            />
            {months.map((month, index) => (
              <Column
                key={month}
                source={`trend.${index}.score`}
                label={monthName(month)}
                disableSort
                render={(line) => <ScoreText score={line.trend[index]?.score ?? null} />}
              />
            ))}
          </ResponsiveDataTable>
        </ListContextProvider>
      </ResourceContextProvider>
    </Box>
  );
};

/** The company's score and its trend (a chart, lazy, and the same numbers as a table), then departments and people. */
export const ScoresTab = () => {
  const translate = useTranslate();
  const monthName = useMonthName();
  // On a phone the months are the chart's rows, each label on its own line (side by side under
  // the bars they overlapped, in Arabic most).
  const isPhone = useIsPhone();
  const scores = useComplianceScores();
  if (scores.isPending) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  if (scores.isError) return <Alert severity="error">{translate('spendboard.compliance.load_failed')}</Alert>;
  const { company, departments, people } = scores.data;
  return (
    <Stack spacing={3}>
      <Paper component="figure" variant="outlined" aria-labelledby="comply-company-score" sx={{ m: 0, p: 2 }}>
        <Typography id="comply-company-score" component="h2" variant="subtitle1" fontWeight={700}>
          {translate(`${T}.company`)}: <ScoreText score={company.score} />
        </Typography>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          {translate(`${T}.chart_caption`)}
        </Typography>
        <Box aria-hidden="true" sx={{ minHeight: 220 }}>
          <Suspense fallback={<CircularProgress size={24} />}>
            <SpendBarChart
              labels={company.trend.map((point) => monthName(point.month))}
              values={company.trend.map((point) => point.score ?? 0)}
              formatTick={(value) => `${value}%`}
              formatValue={(value) => translate(`${T}.percent`, { value })}
              layout={isPhone ? 'horizontal' : 'vertical'}
              labelWidth={90}
              height={220}
            />
          </Suspense>
        </Box>
        <ScoreTable id="company" level="h3" title={translate(`${T}.trend`)} lines={[company]} />
      </Paper>
      <ScoreTable id="departments" level="h2" title={translate(`${T}.departments`)} lines={departments} />
      <ScoreTable id="people" level="h2" title={translate(`${T}.people`)} lines={people} />
    </Stack>
  );
};
