import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../domain/amounts';
import { dayOf } from '../domain/accountingLock';
import { toCents } from '../domain/cents';
import { formatDate } from '../domain/dates';
import { convertCents, hasRate } from '../domain/exchangeRates';
import { useExchangeRates } from '../providers/data/useExchangeRates';

/** A conversion as a record stores it (a dispute's credit): the base currency, the rate, its day and the converted amount. */
export type StoredExchange = { base_currency: string; rate: number; as_of: string; amount: number };

/** 'AED 3,672.50 · credited at 1 USD = 3.6725 AED (rate of 01/11/2026)' from a conversion's figures. */
const ExchangeText = ({ currency, exchange }: { currency: string; exchange: StoredExchange }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(exchange.rate);
  return (
    <Typography component="span" variant="body2" color="text.secondary" data-credit-rate={exchange.rate} sx={{ display: 'block' }}>
      {formatMoney(exchange.amount, exchange.base_currency, locale)}
      {' · '}
      {translate('spendboard.fx.credited_at', {
        currency,
        rate,
        base: exchange.base_currency,
        date: formatDate(exchange.as_of, 'date', locale),
      })}
    </Typography>
  );
};

/** The conversion at the mock's (the API's) rates of the day `at`, read with `GET exchange-rates`. */
const RateOfDay = ({ amount, currency, at }: { amount: number; currency: string; at: string }) => {
  const day = at.length > 10 ? (dayOf(at) ?? undefined) : at;
  const rates = useExchangeRates(day);
  const table = rates.data;
  if (!table || currency === table.base || !hasRate(currency, table)) return null;
  const converted = convertCents(toCents(amount), currency, table);
  return (
    <ExchangeText
      currency={currency}
      exchange={{ base_currency: table.base, rate: converted.rate, as_of: converted.asOf, amount: converted.cents / 100 }}
    />
  );
};

/**
 * Where an amount in a foreign currency lands in the base currency (a dispute credit, a transfer):
 * 'AED 3,672.50 · credited at 1 USD = 3.6725 AED (rate of 01/11/2026)'. A record that stored its conversion
 * (`exchange`, a dispute's `credit_exchange`) shows that one, never a rate read again later; otherwise the rate
 * of the day it happened (`at`, a date-time or YYYY-MM-DD day). Nothing for an amount already in the base currency.
 */
export const CreditRate = ({
  amount,
  currency,
  at,
  exchange,
}: {
  amount: number;
  currency: string;
  at: string;
  exchange?: StoredExchange | null;
}) => {
  if (exchange) return <ExchangeText currency={currency} exchange={exchange} />;
  return <RateOfDay amount={amount} currency={currency} at={at} />;
};
