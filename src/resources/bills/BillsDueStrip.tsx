import { Button, Stack } from '@mui/material';
import { useGetList, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/amounts';
import { addDays } from '../../domain/analytics';
import { serverToday } from '../../providers/serverToday';

type TotalAmount = { currency: string; amount: number };

/** The two questions of a payables morning, each the exact filter of the list it opens (its count and total are that list's). */
export function dueFilters(today: string) {
  return {
    overdue: { overdue: 1 },
    due_this_week: { due_from: today, due_until: addDays(today, 6), payment_status: ['unpaid'], is_void: 0 },
  } as const;
}

const DueButton = ({ kind, filter }: { kind: 'overdue' | 'due_this_week'; filter: Record<string, unknown> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setFilters, displayedFilters } = useListContext();
  const { total, meta, isPending } = useGetList('bills', { filter, pagination: { page: 1, perPage: 1 } });
  const amount = (meta as { total_amount?: TotalAmount } | undefined)?.total_amount;
  if (isPending || total === undefined) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      color={kind === 'overdue' && total > 0 ? 'error' : 'inherit'}
      data-testid={`bills-${kind}`}
      onClick={() => setFilters(filter, displayedFilters, false)}
    >
      {translate(`resources.bills.due_strip.${kind}`, {
        smart_count: total,
        amount: formatMoney(amount?.amount ?? 0, amount?.currency ?? 'AED', locale),
      })}
    </Button>
  );
};

/** Above the bills: how many are overdue and due in the next seven days (Dubai), and what they add up to; a click shows them. */
export const BillsDueStrip = () => {
  const translate = useTranslate();
  const filters = dueFilters(serverToday());
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={translate('resources.bills.due_strip.label')}
      sx={{ flexWrap: 'wrap', px: 2, pt: 1 }}
    >
      <DueButton kind="overdue" filter={filters.overdue} />
      <DueButton kind="due_this_week" filter={filters.due_this_week} />
    </Stack>
  );
};
