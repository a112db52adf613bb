import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BaseCurrencyTotal } from '../../layout/BaseCurrencyTotal';
import type { AnalyticsSpend } from '../../providers/data/methods/insights';

const K = 'spendboard.insights.analytics';

/**
 * The period's spend in every currency as one AED total (issue 35 item 1): the chart's total in the company's
 * currency plus what the other currencies add up to (`other_currency_totals`), at the rates of the period's last
 * day, with the per-currency lines, each rate and the rates' day behind "By currency". Nothing when every expense
 * of the period is in the company's currency (the total above is then the whole of it).
 */
export const AnalyticsTotalInBase = ({ data }: { data: AnalyticsSpend }) => {
  const translate = useTranslate();
  if (data.other_currency_totals.length === 0) return null;
  const totals = [{ currency: data.currency, amount: data.total.amount }, ...data.other_currency_totals];
  return (
    <Box data-testid="analytics-total-in-base">
      <Typography variant="body2" color="text.secondary">
        {translate(`${K}.total_all_currencies`)}
      </Typography>
      <Box sx={{ fontWeight: 600 }}>
        <BaseCurrencyTotal totals={totals} date={data.period.to} />
      </Box>
    </Box>
  );
};
