import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecordDayTotal } from '../../layout/RecordDayTotal';
import type { AnalyticsSpend } from '../../providers/data/methods/insights';

const K = 'spendboard.insights.analytics';

/**
 * The period's spend in every currency as one AED total (issue 35 item 1), every expense converted at the rate of
 * its own day (`totals_by_currency`, summed by `RecordDayTotal`), with the per-currency lines behind "By currency".
 * By company it is the group's total (every company in the rows, every currency); otherwise it shows only when
 * the period mixes currencies (else the total above is the whole of it).
 */
export const AnalyticsTotalInBase = ({ data }: { data: AnalyticsSpend }) => {
  const translate = useTranslate();
  const group = data.group_by === 'company';
  const mixed = data.totals_by_currency.some((line) => line.currency !== data.currency);
  if (data.totals_by_currency.length === 0 || (!group && !mixed)) return null;
  return (
    <Box data-testid="analytics-total-in-base">
      <Typography variant="body2" color="text.secondary">
        {translate(group ? `${K}.group_total_all_currencies` : `${K}.total_all_currencies`)}
      </Typography>
      <Box sx={{ fontWeight: 600 }}>
        <RecordDayTotal lines={data.totals_by_currency} />
      </Box>
    </Box>
  );
};
