import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/amounts';
import { BaseCurrencyTotal } from '../../layout/BaseCurrencyTotal';
import { Money } from '../../layout/Money';
import type { DashboardSummary } from '../../providers/data/methods/dashboard';
import { DashboardLink } from './DashboardLink';
import { activeCardsLink, pendingApprovalsLink, spendLink, missingReceiptsLink, walletLink } from './dashboardLinks';

const K = 'spendboard.dashboard.figures';

/** One figure: its title, its value, a line that says more, and the link to the list that explains it. */
const Figure = ({
  id,
  title,
  value,
  detail,
  link,
}: {
  id: string;
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  link?: ReactNode;
}) => (
  <Paper component="section" variant="outlined" aria-labelledby={`figure-${id}`} data-figure={id} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
    <Typography id={`figure-${id}`} component="h2" variant="subtitle2" color="text.secondary">
      {title}
    </Typography>
    <Typography component="div" variant="h5" sx={{ fontWeight: 600 }} data-figure-value="">
      {value}
    </Typography>
    {detail ? (
      <Typography component="div" variant="body2" color="text.secondary">
        {detail}
      </Typography>
    ) : null}
    {link}
  </Paper>
);

const FigureLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <DashboardLink to={to} sx={{ justifySelf: 'start', fontWeight: 600 }}>
    {children}
  </DashboardLink>
);

/** How this month's spend compares with last month's, per currency, in words. */
const SpendChange = ({ summary }: { summary: DashboardSummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const changes = summary.spend?.change ?? [];
  if (changes.length === 0) return <>{translate(`${K}.spend.nothing`)}</>;
  return (
    <Stack component="span" spacing={0.25}>
      {changes.map((change) => {
        const amount = formatMoney(Math.abs(change.amount), change.currency, locale);
        const key = change.amount === 0 ? 'same' : change.percent === null ? 'from_nothing' : change.amount > 0 ? 'up' : 'down';
        return (
          <span key={change.currency}>
            {translate(`${K}.spend.${key}`, { amount, percent: change.percent === null ? '' : percent.format(change.percent / 100) })}
          </span>
        );
      })}
    </Stack>
  );
};

/**
 * The dashboard's figures, each present only when the summary carries it (the user may read it),
 * each with the link to the list that shows the same records.
 */
export const DashboardFigures = ({ summary }: { summary: DashboardSummary }) => {
  const translate = useTranslate();
  const { wallet, spend, pending_approvals: pending, missing_receipts: receipts, active_cards: cards } = summary;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))' }}>
      {wallet && (
        <Figure
          id="wallet"
          title={translate(`${K}.wallet.title`)}
          value={<Money amount={wallet.balance} currency={wallet.currency} showZero />}
          detail={translate(`${K}.wallet.detail`)}
          link={<FigureLink to={walletLink()}>{translate(`${K}.wallet.link`)}</FigureLink>}
        />
      )}
      {spend && (
        <Figure
          id="spend"
          title={translate(`${K}.spend.title`)}
          value={<BaseCurrencyTotal totals={spend.this_month} base={summary.currency} />}
          detail={<SpendChange summary={summary} />}
          link={<FigureLink to={spendLink(summary, summary.this_month)}>{translate(`${K}.spend.link`)}</FigureLink>}
        />
      )}
      {pending && (
        <Figure
          id="pending"
          title={translate(`${K}.pending.title`)}
          value={translate(`${K}.pending.count`, { smart_count: pending.count })}
          detail={<BaseCurrencyTotal totals={pending.totals} base={summary.currency} />}
          link={<FigureLink to={pendingApprovalsLink(summary)}>{translate(`${K}.pending.link`)}</FigureLink>}
        />
      )}
      {receipts && (
        <Figure
          id="receipts"
          title={translate(`${K}.receipts.title`)}
          value={translate(`${K}.receipts.count`, { smart_count: receipts.count })}
          detail={translate(`${K}.receipts.without`, { smart_count: receipts.without_receipt })}
          link={<FigureLink to={missingReceiptsLink()}>{translate(`${K}.receipts.link`)}</FigureLink>}
        />
      )}
      {cards && (
        <Figure
          id="cards"
          title={translate(`${K}.cards.title`)}
          value={translate(`${K}.cards.count`, { smart_count: cards.count })}
          link={<FigureLink to={activeCardsLink()}>{translate(`${K}.cards.link`)}</FigureLink>}
        />
      )}
    </Box>
  );
};
