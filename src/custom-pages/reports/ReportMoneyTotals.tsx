import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecordDayTotal } from '../../layout/RecordDayTotal';
import type { ReportRows } from '../../providers/data/methods/insights';
import { R } from './reportText';

/**
 * What every row of the report (all pages, not only the preview) adds up to in each money column: one AED total,
 * every record converted at the rate of its own day (the API's `base_amount` per currency, `RecordDayTotal`), with
 * the per-currency lines behind "By currency" (issue 35 item 1). A column with no row shows nothing.
 */
export const ReportMoneyTotals = ({ totals }: { totals: ReportRows['meta']['money_totals'] }) => {
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
            <RecordDayTotal lines={entry.totals} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
};
