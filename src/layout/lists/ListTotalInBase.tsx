import { Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/amounts';

type TotalAmount = { currency: string; amount: number };

/**
 * 'Total: AED 118,420.55 for 42 expenses' (or bills): what every record matching the list's filters adds up to in
 * the base currency, as the API computed it (`meta.total_amount`, all pages). Nothing when the API gives none.
 */
export const ListTotalInBase = ({ records = 'expenses' }: { records?: 'expenses' | 'bills' }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta, total } = useListContext() as { meta?: { total_amount?: TotalAmount }; total?: number };
  const amount = meta?.total_amount;
  if (!amount || total === undefined) return null;
  return (
    <Typography variant="body2" sx={{ px: 2, py: 1, fontWeight: 600 }} role="status" data-list-total={amount.amount}>
      {translate(records === 'bills' ? 'spendboard.base_total.list_total_bills' : 'spendboard.base_total.list_total', {
        amount: formatMoney(amount.amount, amount.currency, locale),
        smart_count: total,
      })}
    </Typography>
  );
};
