import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/amounts';
import { formatDate } from '../../domain/dates';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import type { DashboardSummary } from '../../providers/data/methods/dashboard';
import { DashboardLink } from './DashboardLink';
import { categorySpendLink, notCodedSpendLink, spendLink } from './dashboardLinks';

/** MUI X Charts loads with the first chart, in its own chunk (budget line in scripts/budgets.mjs). */
const SpendBarChart = lazy(() => import('../../layout/charts/SpendBarChart'));

const K = 'spendboard.dashboard.charts';

type ByMonth = NonNullable<DashboardSummary['spend_by_month']>;
type ByCategory = NonNullable<DashboardSummary['spend_by_category']>;
type Slice = ByCategory['slices'][number];

/** Short axis numbers in the active language (12K, 1.5M; Arabic digits in Arabic). */
export function useCompactNumber() {
  const [locale] = useLocaleState();
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => compact.format(value);
}

/**
 * A chart as a figure: its caption names what it shows; the drawing is hidden from assistive
 * technology, which reads the same values in the table (visually hidden, or shown when `showTable`).
 */
export const ChartFigure = ({
  id,
  title,
  caption,
  chart,
  table,
  below,
}: {
  id: string;
  title: string;
  caption: string;
  chart: ReactNode;
  table: ReactNode;
  below?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Paper component="figure" variant="outlined" aria-labelledby={`chart-${id}-title`} data-chart={id} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Typography id={`chart-${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary" id={`chart-${id}-caption`}>
        {caption}
      </Typography>
      <Box aria-hidden="true" sx={{ minHeight: 240 }}>
        <Suspense
          fallback={
            <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {translate(`${K}.loading`)}
            </Typography>
          }
        >
          {chart}
        </Suspense>
      </Box>
      <Box sx={visuallyHidden}>{table}</Box>
      {below}
    </Paper>
  );
};

/** What was spent in other currencies over the same days: not drawn, not converted, named here. */
const OtherCurrencies = ({ totals }: { totals: ByMonth['other_currencies'] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (totals.length === 0) return null;
  const amounts = totals.map((total) => formatMoney(total.amount, total.currency, locale)).join(', ');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {translate(`${K}.other_currencies`, { amounts })}
    </Typography>
  );
};

const MonthChart = ({ summary, byMonth }: { summary: DashboardSummary; byMonth: ByMonth }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const compact = useCompactNumber();
  const first = byMonth.months[0];
  const last = byMonth.months[byMonth.months.length - 1];
  return (
    <ChartFigure
      id="by-month"
      title={translate(`${K}.by_month.title`)}
      caption={translate(`${K}.by_month.caption`, { currency: byMonth.currency, from: formatDate(first.from), to: formatDate(last.to) })}
      chart={
        <SpendBarChart
          layout="vertical"
          height={240}
          // A month is named by its first day in the short format of spec §9 (DD/MM/YY).
          labels={byMonth.months.map((month) => formatDate(month.from, 'shortDate'))}
          values={byMonth.months.map((month) => month.amount)}
          formatTick={compact}
          formatValue={(value) => formatMoney(value, byMonth.currency, locale)}
        />
      }
      table={
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${K}.by_month.month`)}</TableCell>
              <TableCell {...AMOUNT_CELL}>{translate(`${K}.spent`)}</TableCell>
              <TableCell {...AMOUNT_CELL}>{translate(`${K}.expenses`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {byMonth.months.map((month) => (
              <TableRow key={month.month}>
                <TableCell>{translate(`${K}.by_month.days`, { from: formatDate(month.from), to: formatDate(month.to) })}</TableCell>
                <TableCell {...AMOUNT_CELL}>
                  <Money amount={month.amount} currency={byMonth.currency} showZero />
                </TableCell>
                <TableCell {...AMOUNT_CELL}>{month.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
      below={
        <>
          <OtherCurrencies totals={byMonth.other_currencies} />
          <DashboardLink to={spendLink(summary, { from: first.from, to: last.to })} sx={{ fontWeight: 600 }}>
            {translate(`${K}.by_month.link`)}
          </DashboardLink>
        </>
      }
    />
  );
};

/** The name a slice is read by: its category's, or "Other categories" / "Not coded". */
function useSliceName() {
  const translate = useTranslate();
  return (slice: Slice) => (slice.kind === 'category' ? (slice.name ?? '') : translate(`${K}.by_category.${slice.kind}`));
}

const CategoryChart = ({ summary, byCategory }: { summary: DashboardSummary; byCategory: ByCategory }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const compact = useCompactNumber();
  const nameOf = useSliceName();
  const period = { from: byCategory.from, to: byCategory.to };
  const caption = translate(`${K}.by_category.caption`, {
    currency: byCategory.currency,
    from: formatDate(byCategory.from),
    to: formatDate(byCategory.to),
  });
  if (byCategory.slices.length === 0) {
    return (
      <ChartFigure
        id="by-category"
        title={translate(`${K}.by_category.title`)}
        caption={caption}
        chart={
          <Typography variant="body2" sx={{ py: 4, textAlign: 'center' }}>
            {translate(`${K}.empty`, { currency: byCategory.currency })}
          </Typography>
        }
        table={null}
      />
    );
  }
  return (
    <ChartFigure
      id="by-category"
      title={translate(`${K}.by_category.title`)}
      caption={caption}
      chart={
        <SpendBarChart
          layout="horizontal"
          height={Math.max(160, byCategory.slices.length * 40 + 40)}
          labels={byCategory.slices.map(nameOf)}
          values={byCategory.slices.map((slice) => slice.amount)}
          formatTick={compact}
          formatValue={(value) => formatMoney(value, byCategory.currency, locale)}
        />
      }
      // The list below names every value and links each category: it is the text alternative, in view.
      table={null}
      below={
        <>
          <Stack
            component="ul"
            spacing={0.5}
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
            aria-label={translate(`${K}.by_category.values`)}
          >
            {byCategory.slices.map((slice) => (
              <Box
                component="li"
                key={`${slice.kind}-${slice.category_id ?? ''}`}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
              >
                {slice.kind === 'not_coded' ? (
                  <DashboardLink to={notCodedSpendLink(summary, period)}>{nameOf(slice)}</DashboardLink>
                ) : (
                  <DashboardLink to={categorySpendLink(summary, slice.category_ids, period)}>{nameOf(slice)}</DashboardLink>
                )}
                <Typography variant="body2" component="span">
                  <Money amount={slice.amount} currency={byCategory.currency} />
                </Typography>
              </Box>
            ))}
          </Stack>
          <OtherCurrencies totals={byCategory.other_currencies} />
        </>
      }
    />
  );
};

/** Spend per month and by category, each a chart with its caption and its values in text. */
export const DashboardCharts = ({ summary }: { summary: DashboardSummary }) => {
  const { spend_by_month: byMonth, spend_by_category: byCategory } = summary;
  if (!byMonth || !byCategory) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <MonthChart summary={summary} byMonth={byMonth} />
      <CategoryChart summary={summary} byCategory={byCategory} />
    </Box>
  );
};
