import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../domain/amounts';
import { dayOf } from '../domain/accountingLock';
import { toCents } from '../domain/cents';
import { formatDate } from '../domain/dates';
import { convertCents, hasRate } from '../domain/exchangeRates';
import { useExchangeRates } from '../providers/data/useExchangeRates';

/**
 * Where an amount in a foreign currency lands in the base currency (a dispute credit, a transfer):
 * 'AED 3,672.50 · credited at 1 USD = 3.6725 AED (rate of 01/11/2026)', at the rate of the day it happened
 * (`at`, a date-time or YYYY-MM-DD day). Nothing for an amount already in the base currency.
 */
export const CreditRate = ({ amount, currency, at }: { amount: number; currency: string; at: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const day = at.length > 10 ? (dayOf(at) ?? undefined) : at;
  const rates = useExchangeRates(day);
  const table = rates.data;
  if (!table || currency === table.base || !hasRate(currency, table)) return null;
  const converted = convertCents(toCents(amount), currency, table);
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(converted.rate);
  return (
    <Typography component="span" variant="body2" color="text.secondary" data-credit-rate={converted.rate} sx={{ display: 'block' }}>
      {formatMoney(converted.cents / 100, table.base, locale)}
      {' · '}
      {translate('spendboard.fx.credited_at', {
        currency,
        rate,
        base: table.base,
        date: formatDate(converted.asOf, 'date', locale),
      })}
    </Typography>
  );
};
