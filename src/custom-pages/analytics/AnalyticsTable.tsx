import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { roundCents } from '../../domain/cents';
import { formatDate } from '../../domain/dates';
import { AMOUNT_CELL, Money } from '../../layout/Money';
import type { AnalyticsRow, AnalyticsSpend } from '../../providers/data/methods/insights';
import { DashboardLink } from '../dashboard/DashboardLink';

const K = 'spendboard.insights.analytics';

/** A row's name: its bucket's day, week or month over time, else its group's name (or what having none is called). */
export function rowLabel(
  row: AnalyticsRow,
  data: AnalyticsSpend,
  translate: (key: string, args?: object) => string,
  locale: string,
): string {
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

/**
 * The result as a table: a row per group with what it spent, its count, the compared period and the change, the
 * budget (and what is left of a period's budget) and, by company, each company's spend of every currency in AED
 * (each expense at its own day's rate). The shown table (`withLinks`) links each row to its expenses (another
 * company's after a switch, `onOpen`); the copy under the chart, for screen readers, names them only.
 */
export const AnalyticsTable = ({
  data,
  links,
  withLinks,
  isOtherCompany,
  onOpen,
}: {
  data: AnalyticsSpend;
  links: readonly (string | null)[];
  withLinks: boolean;
  isOtherCompany: (row: AnalyticsRow) => boolean;
  onOpen: (row: AnalyticsRow, link: string) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const hasCompare = data.compare_period !== null;
  const hasBudget = data.rows.some((row) => row.budget !== null);
  // Projects' budgets are spread over the period (`period`); departments' limits have no interval (`standing`).
  const budgetBasis = data.rows.find((row) => row.budget !== null)?.budget_basis ?? 'period';
  // What is left is for the period's budget; a limit without a period is not set against these days alone.
  const hasBudgetLeft = hasBudget && budgetBasis === 'period';
  const hasBase = data.group_by === 'company';
  return (
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
            {hasBase && <TableCell {...AMOUNT_CELL}>{translate(`${K}.total_all_currencies`)}</TableCell>}
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
              <TableRow key={row.key} data-row-key={row.key}>
                <TableCell component="th" scope="row">
                  {link && withLinks ? (
                    isOtherCompany(row) ? (
                      <Link
                        component="button"
                        variant="body2"
                        color="text.primary"
                        underline="always"
                        onClick={() => onOpen(row, link)}
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
                {hasBase && (
                  <TableCell {...AMOUNT_CELL} data-row-base-amount={row.base_amount ?? ''}>
                    {row.base_amount === null ? '' : <Money amount={row.base_amount} currency="AED" showZero />}
                  </TableCell>
                )}
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
};
