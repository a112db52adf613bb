import { Stack, Typography } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import type { Expense } from '../../../api/schema';
import { spentTotals } from '../../../domain/spend';
import { isReversedRange } from '../../../domain/dates';
import { Money } from '../../../layout/Money';

/** One page holding every expense of an owner's days, so the total counts them all, not the shown page. */
const EVERY_EXPENSE = { page: 1, perPage: 10_000 };

/**
 * What the owner spent in the days the Expenses tab shows, per currency, by the one spend rule
 * (`src/domain/spend.ts`): the same rule as the limit's "Spent".
 */
export const ExpensesSpentTotal = ({ filter }: { filter: Record<string, unknown> }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const reversed = isReversedRange(filterValues.spent_from, filterValues.spent_until);
  const { data, isPending, isError } = useGetList<Expense>(
    'expenses',
    { filter: { ...filterValues, ...filter }, pagination: EVERY_EXPENSE, sort: { field: 'spent_at', order: 'DESC' } },
    { enabled: !reversed },
  );
  if (reversed || isPending || isError) return null;
  const totals = spentTotals(data);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      alignItems="baseline"
      sx={{ px: 2, py: 1 }}
      data-testid="expenses-spent-total"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('spendboard.expenses.spent_total')}
      </Typography>
      {totals.length === 0 ? (
        <Typography variant="body2" component="span">
          <Money amount={0} currency="" />
        </Typography>
      ) : (
        totals.map((total) => (
          <Typography key={total.currency} variant="body2" component="span" fontWeight={600}>
            <Money amount={total.amount} currency={total.currency} />
          </Typography>
        ))
      )}
    </Stack>
  );
};
