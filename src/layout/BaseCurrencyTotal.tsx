import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../domain/amounts';
import { toCents } from '../domain/cents';
import { formatDate } from '../domain/dates';
import { sumInBase, type RateTable } from '../domain/exchangeRates';
import { useExchangeRates } from '../providers/data/useExchangeRates';
import { Money } from './Money';

const K = 'spendboard.base_total';

export type AmountInCurrency = { readonly currency: string; readonly amount: number };

/** The rate in words: '1 USD = 3.6725 AED' (up to 6 decimals, digits of the active language). */
export function useRateText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  return (currency: string, rate: number, base: string) => translate(`${K}.rate`, { currency, rate: number.format(rate), base });
}

/** The per-currency lines of a converted total: amount = converted, the rate, and the rates' day. */
const CurrencyLines = ({ id, totals, table }: { id: string; totals: readonly AmountInCurrency[]; table: RateTable }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rateText = useRateText();
  const sum = sumInBase(
    totals.map((total) => ({ currency: total.currency, cents: toCents(total.amount) })),
    table,
  );
  return (
    <Box id={id} component="section" aria-label={translate(`${K}.lines_label`, { base: table.base })} sx={{ typography: 'body2' }}>
      <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sum.lines.map((line) => (
          <li key={line.currency} data-currency-line={line.currency} data-base-cents={line.baseCents}>
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {translate(`${K}.line`, {
                amount: formatMoney(line.cents / 100, line.currency, locale),
                converted: formatMoney(line.baseCents / 100, table.base, locale),
              })}
            </Box>
            {line.currency !== table.base && (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                {rateText(line.currency, line.rate, table.base)}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
      {sum.missing.length > 0 && (
        <Typography variant="caption" color="warning.main" component="p" sx={{ m: 0 }}>
          {translate(`${K}.no_rate`, { currencies: sum.missing.join(', ') })}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }} data-rates-of={table.asOf}>
        {translate(`${K}.rates_of`, { date: formatDate(table.asOf, 'date', locale) })}
      </Typography>
    </Box>
  );
};

/**
 * A total that may mix currencies, shown in the company's base currency (AED) at the rates of `date`
 * (today when absent), with the per-currency lines, each rate and the rates' day one click away
 * ("By currency"). One currency equal to the base shows as it is; while the rates load (or when they
 * cannot be read) the per-currency amounts show as they are, never a wrong sum.
 */
export const BaseCurrencyTotal = ({
  totals,
  date,
  base = 'AED',
}: {
  totals: readonly AmountInCurrency[];
  date?: string;
  base?: string;
}) => {
  const rates = useExchangeRates(date);
  if (totals.length === 0) return <Money amount={0} currency={base} />;
  const onlyBase = totals.every((total) => total.currency === (rates.data?.base ?? base));
  if (onlyBase && totals.length === 1) return <Money amount={totals[0].amount} currency={totals[0].currency} />;
  if (!rates.data) {
    return (
      <Stack component="span" spacing={0} data-base-total-pending="">
        {totals.map((total) => (
          <span key={total.currency}>
            <Money amount={total.amount} currency={total.currency} />
          </span>
        ))}
      </Stack>
    );
  }
  const table = rates.data;
  const sum = sumInBase(
    totals.map((total) => ({ currency: total.currency, cents: toCents(total.amount) })),
    table,
  );
  return <TotalWithLines cents={sum.cents} base={table.base} lines={(id) => <CurrencyLines id={id} totals={totals} table={table} />} />;
};

/**
 * A total in the base currency with what it is made of one click away ("By currency"): the markup every converted
 * total shares (`data-base-total` in cents, its lines under `aria-controls`), read by the e2e helpers
 * (tests/e2e/baseTotals.ts). `note` shows under the total, always.
 */
export const TotalWithLines = ({
  cents,
  base,
  lines,
  note,
}: {
  cents: number;
  base: string;
  lines: (id: string) => ReactNode;
  note?: ReactNode;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const linesId = useId();
  return (
    <Box component="span" sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }} data-base-total={cents}>
      <span data-base-total-value="">
        <Money amount={cents / 100} currency={base} showZero />
      </span>
      {note}
      <Button
        size="small"
        variant="text"
        aria-expanded={open}
        aria-controls={linesId}
        onClick={() => setOpen((value) => !value)}
        sx={{ p: 0, minWidth: 0, typography: 'caption', fontWeight: 600 }}
      >
        {translate(open ? `${K}.hide_by_currency` : `${K}.by_currency`)}
      </Button>
      <Collapse in={open}>{lines(linesId)}</Collapse>
    </Box>
  );
};
