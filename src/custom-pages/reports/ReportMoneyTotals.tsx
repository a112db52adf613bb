import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BaseCurrencyTotal } from '../../layout/BaseCurrencyTotal';
import type { ReportRows } from '../../providers/data/methods/insights';
import { R } from './reportText';

/**
 * What every row of the report (all pages, not only the preview) adds up to in each money column: one AED total at
 * the rates of the report's last day (`day`; today without one), with the per-currency lines, each rate and the
 * rates' day behind "By currency" (issue 35 item 1). A column with no row shows nothing.
 */
export const ReportMoneyTotals = ({ totals, day }: { totals: ReportRows['meta']['money_totals']; day?: string }) => {
  const translate = useTranslate();
  const shown = totals.filter((entry) => entry.totals.length > 0);
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap gap={3} sx={{ mb: 1 }}>
      {shown.map((entry) => (
        <Box key={entry.column} data-report-total={entry.column}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.money_total`, { column: translate(`${R}.columns.${entry.column}`) })}
          </Typography>
          <Box sx={{ fontWeight: 600 }}>
            <BaseCurrencyTotal totals={entry.totals} date={day} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
};
