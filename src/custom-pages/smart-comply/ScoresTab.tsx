import { lazy, Suspense } from 'react';
import { Alert, Box, CircularProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import type { ComplianceScoreLine } from '../../providers/data/methods/compliance';
import { useComplianceScores } from './useCompliance';

const SpendBarChart = lazy(() => import('../../layout/charts/SpendBarChart'));

const T = 'spendboard.compliance.scores';

/** `2026-11` → the month's short name in the active language. */
function useMonthName() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
}

const ScoreText = ({ score }: { score: number | null }) => {
  const translate = useTranslate();
  return <>{score === null ? translate(`${T}.no_spend`) : translate(`${T}.percent`, { value: score })}</>;
};

/** A table of score lines (departments or people) with their 6-month trend, one column a month. */
const ScoreTable = ({ title, lines }: { title: string; lines: readonly ComplianceScoreLine[] }) => {
  const translate = useTranslate();
  const monthName = useMonthName();
  const months = lines[0]?.trend.map((point) => point.month) ?? [];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 700 }}>{title}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.name`)}</TableCell>
            <TableCell>{translate(`${T}.score`)}</TableCell>
            <TableCell {...AMOUNT_CELL}>{translate(`${T}.spend`)}</TableCell>
            <TableCell {...AMOUNT_CELL}>{translate(`${T}.flagged`)}</TableCell>
            {months.map((month) => (
              <TableCell key={month}>{monthName(month)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id ?? 'company'}>
              <TableCell component="th" scope="row">
                {line.name}
              </TableCell>
              <TableCell>
                <ScoreText score={line.score} />
              </TableCell>
              <TableCell {...AMOUNT_CELL}>
                <Money amount={line.spend} currency="AED" />
              </TableCell>
              <TableCell {...AMOUNT_CELL}>
                <Money amount={line.flagged_spend} currency="AED" />
              </TableCell>
              {line.trend.map((point) => (
                <TableCell key={point.month}>
                  <ScoreText score={point.score} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** The company's score and its trend (a chart, lazy, and the same numbers as a table), then departments and people. */
export const ScoresTab = () => {
  const translate = useTranslate();
  const monthName = useMonthName();
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
              layout="vertical"
              height={220}
            />
          </Suspense>
        </Box>
        <ScoreTable title={translate(`${T}.trend`)} lines={[company]} />
      </Paper>
      <ScoreTable title={translate(`${T}.departments`)} lines={departments} />
      <ScoreTable title={translate(`${T}.people`)} lines={people} />
    </Stack>
  );
};
