import { Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../domain/amounts';
import { useVatPeriodName } from './useVatPeriodName';

type TotalAmount = { currency: string; amount: number };
/** `meta.vat_return` of a list filtered by a line of the VAT return (its drill-down). */
type VatFigures = { period: string; line: string; amount: number; vat_amount: number };

/**
 * 'Total: AED 118,420.55 for 42 expenses' (or bills): what every record matching the list's filters adds up to in
 * the base currency, as the API computed it (`meta.total_amount`, all pages). Nothing when the API gives none.
 * A list opened from a line of the VAT return also says what its records count on that line (`meta.vat_return`).
 */
export const ListTotalInBase = ({ records = 'expenses' }: { records?: 'expenses' | 'bills' }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const periodName = useVatPeriodName();
  const { meta, total } = useListContext() as { meta?: { total_amount?: TotalAmount; vat_return?: VatFigures }; total?: number };
  const amount = meta?.total_amount;
  if (!amount || total === undefined) return null;
  const vat = meta?.vat_return;
  return (
    <>
      <Typography variant="body2" sx={{ px: 2, py: 1, fontWeight: 600 }} role="status" data-list-total={amount.amount}>
        {translate(records === 'bills' ? 'spendboard.base_total.list_total_bills' : 'spendboard.base_total.list_total', {
          amount: formatMoney(amount.amount, amount.currency, locale),
          smart_count: total,
        })}
      </Typography>
      {vat && (
        // The drill-down of a line of the VAT return: what these records count on it, the same figure as the return's.
        <Typography variant="body2" sx={{ px: 2, pb: 1, fontWeight: 600 }} data-vat-return-amount={vat.amount}>
          {translate('spendboard.vat_return.list_figures', {
            period: periodName(vat.period),
            line: translate(`spendboard.vat_return.lines.${vat.line}`),
            amount: formatMoney(vat.amount, 'AED', locale),
            vat: formatMoney(vat.vat_amount, 'AED', locale),
          })}
        </Typography>
      )}
    </>
  );
};
