import { lazy, useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/amounts';
import { AWAITING_APPROVAL_STATUSES } from '../../../domain/dashboard';
import { formatDate } from '../../../domain/dates';
import { SPENT_EXPENSE_STATUSES } from '../../../domain/spend';
import { BaseCurrencyTotal } from '../../../layout/BaseCurrencyTotal';
import { AMOUNT_CELL, Money } from '../../../layout/Money';
import { CompanyAvatar, CompanyBadges } from '../../../layout/company/CompanyDecoration';
import type { Portfolio, PortfolioCompany } from '../../../providers/data/methods/portfolio';
import { personPaths } from '../../../resources/people/paths';
import { ChartFigure, useCompactNumber } from '../../dashboard/DashboardCharts';
import { pendingApprovalsLink, spendLink } from '../../dashboard/dashboardLinks';
import { CrossCompanyOnly, P, QueryState, Stat, StatsRow, useOpenInCompany } from './PortfolioParts';
import { useHighlighted, usePortfolio } from './usePortfolio';

/** MUI X Charts in its lazy chunk (the dashboard's, with its budget line), loaded with the chart. */
const GroupedBarChart = lazy(() => import('../../../layout/charts/SpendBarChart').then((module) => ({ default: module.GroupedBarChart })));

/** How many companies the chart compares (those that spent most over the six months, in the most common currency). */
const CHART_COMPANIES = 5;

const Totals = ({ totals }: { totals: readonly { currency: string; amount: number }[] | undefined }) => {
  const translate = useTranslate();
  if (totals === undefined) return <Typography color="text.secondary">{translate(`${P}.not_permitted`)}</Typography>;
  return <BaseCurrencyTotal totals={totals} />;
};

const Fact = ({ label, children, id }: { label: string; children: ReactNode; id: string }) => (
  <Box sx={{ minWidth: 0 }} data-fact={id}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);

const CompanyCard = ({
  company,
  portfolio,
  highlighted,
  open,
}: {
  company: PortfolioCompany;
  portfolio: Portfolio;
  highlighted: boolean;
  open: (companyId: string, to: string) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const thisMonth = portfolio.months[portfolio.months.length - 1];
  const titleId = `company-${company.id}`;
  return (
    <Paper
      ref={ref}
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-company={company.id}
      data-highlighted={highlighted ? 'true' : undefined}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
        ...(highlighted ? { borderColor: 'primary.main', borderWidth: 2, bgcolor: 'action.selected' } : {}),
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CompanyAvatar name={company.name} />
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {company.name}
        </Typography>
      </Stack>
      <CompanyBadges decoration={company} />
      {company.description ? <Typography variant="body2">{company.description}</Typography> : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
        <Fact id="spend_this_month" label={translate(`${P}.card.spend_this_month`)}>
          <Totals totals={company.spend_this_month} />
        </Fact>
        <Fact id="pending_approvals" label={translate(`${P}.card.pending_approvals`)}>
          {company.pending_approvals}
        </Fact>
        <Fact id="members" label={translate(`${P}.card.members`)}>
          {company.members ?? translate(`${P}.not_permitted`)}
        </Fact>
        <Fact id="last_activity" label={translate(`${P}.card.last_activity`)}>
          {company.last_activity_at ? formatDate(company.last_activity_at, 'date', locale) : translate(`${P}.card.no_activity`)}
        </Fact>
      </Box>
      {company.contact && (
        <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.25, typography: 'body2' }}>
          <Link href={`mailto:${company.contact.email}`}>{company.contact.email}</Link>
          <span dir="ltr">{company.contact.phone}</span>
          {company.contact.website && (
            <Link href={company.contact.website} target="_blank" rel="noopener noreferrer">
              {company.contact.website}
            </Link>
          )}
          <span>{company.contact.address}</span>
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" onClick={() => open(company.id, '/')}>
          {translate(`${P}.card.open`, { name: company.name })}
        </Button>
        {company.pending_approvals > 0 && (
          <Button
            size="small"
            onClick={() => open(company.id, pendingApprovalsLink({ awaiting_approval_statuses: [...AWAITING_APPROVAL_STATUSES] }))}
          >
            {translate(`${P}.card.open_pending`)}
          </Button>
        )}
        {company.spend_this_month && (
          <Button size="small" onClick={() => open(company.id, spendLink({ spent_statuses: [...SPENT_EXPENSE_STATUSES] }, thisMonth))}>
            {translate(`${P}.card.open_spend`)}
          </Button>
        )}
        {company.members !== undefined && (
          <Button size="small" onClick={() => open(company.id, personPaths.list)}>
            {translate(`${P}.card.open_people`)}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};

/** The spend of the companies that spent most over the six months, month by month, with its table. */
const SpendChart = ({ portfolio, highlighted }: { portfolio: Portfolio; highlighted: ReadonlySet<string> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const compact = useCompactNumber();
  const withSpend = portfolio.companies.filter((company) => company.spend_by_month);
  if (withSpend.length === 0) return null;
  const counts = new Map<string, number>();
  for (const company of withSpend) counts.set(company.currency, (counts.get(company.currency) ?? 0) + 1);
  const currency = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const total = (company: PortfolioCompany) => (company.spend_by_month ?? []).reduce((sum, value) => sum + value, 0);
  const shown = withSpend
    .filter((company) => company.currency === currency)
    .sort((a, b) => Number(highlighted.has(b.id)) - Number(highlighted.has(a.id)) || total(b) - total(a))
    .slice(0, CHART_COMPANIES);
  const labels = portfolio.months.map((month) => formatDate(month.from, 'shortDate'));
  const first = portfolio.months[0];
  const last = portfolio.months[portfolio.months.length - 1];
  return (
    <ChartFigure
      id="portfolio-spend"
      title={translate(`${P}.chart.title`)}
      caption={translate(`${P}.chart.caption`, {
        smart_count: shown.length,
        currency,
        from: formatDate(first.from),
        to: formatDate(last.to),
      })}
      chart={
        <GroupedBarChart
          height={260}
          labels={labels}
          series={shown.map((company) => ({ label: company.name, values: company.spend_by_month ?? [] }))}
          formatTick={compact}
          formatValue={(value) => formatMoney(value, currency, locale)}
        />
      }
      table={
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${P}.chart.company`)}</TableCell>
              {portfolio.months.map((month) => (
                <TableCell key={month.month} {...AMOUNT_CELL}>
                  {formatDate(month.from, 'shortDate')}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((company) => (
              <TableRow key={company.id}>
                <TableCell>{company.name}</TableCell>
                {(company.spend_by_month ?? []).map((value, index) => (
                  <TableCell key={portfolio.months[index].month} {...AMOUNT_CELL}>
                    <Money amount={value} currency={currency} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
};

const PortfolioView = () => {
  const translate = useTranslate();
  const query = usePortfolio();
  const highlighted = useHighlighted();
  const { open, prompts } = useOpenInCompany();
  if (!query.data) return <QueryState isPending={query.isPending} isError={query.isError} retry={() => void query.refetch()} />;
  const portfolio = query.data;
  const { stats } = portfolio;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <StatsRow label={translate(`${P}.stats.label`)}>
        <Stat id="total_organizations" label={translate(`${P}.stats.total_organizations`)}>
          {stats.total_organizations}
        </Stat>
        <Stat id="monthly_spend" label={translate(`${P}.stats.monthly_spend`)}>
          <Totals totals={stats.monthly_spend} />
        </Stat>
        <Stat id="pending_approvals" label={translate(`${P}.stats.pending_approvals`)}>
          {stats.pending_approvals}
        </Stat>
        <Stat id="team_members" label={translate(`${P}.stats.team_members`)}>
          {stats.team_members}
        </Stat>
      </StatsRow>
      <SpendChart portfolio={portfolio} highlighted={highlighted} />
      <Typography component="h2" variant="h6">
        {translate(`${P}.companies`, { smart_count: portfolio.companies.length })}
      </Typography>
      <Box
        component="section"
        aria-label={translate(`${P}.companies`, { smart_count: portfolio.companies.length })}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {portfolio.companies.map((company) => (
          <CompanyCard key={company.id} company={company} portfolio={portfolio} highlighted={highlighted.has(company.id)} open={open} />
        ))}
      </Box>
      {prompts}
    </Box>
  );
};

/** `/organizations/my-portfolio`: every company of the user, side by side (issue 15). */
const PortfolioTab = () => (
  <CrossCompanyOnly>
    <PortfolioView />
  </CrossCompanyOnly>
);

export default PortfolioTab;
