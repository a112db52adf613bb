import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../domain/amounts';
import { toCents } from '../domain/cents';
import { baseTotalOfLines, type CurrencyTotalInBase } from '../domain/exchangeRates';
import { TotalWithLines } from './BaseCurrencyTotal';
import { Money } from './Money';

const K = 'spendboard.base_total';

/**
 * A total of records in several currencies, in the base currency (AED), from the API's per-currency lines in which
 * every record was converted at the rate of its own day (`CurrencyTotalInBase`: Analytics, Reports): the sum of the
 * lines' AED values, "Converted to AED at each record's day rate" under it, and the per-currency lines one click
 * away ("By currency"). A currency without a rate is named and left out. No line: zero.
 */
export const RecordDayTotal = ({ lines, base = 'AED' }: { lines: readonly CurrencyTotalInBase[]; base?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (lines.length === 0) return <Money amount={0} currency={base} showZero />;
  const { cents, missing } = baseTotalOfLines(lines);
  const note = (
    <Typography component="span" variant="caption" color="text.secondary" data-rates-at-record-days="">
      {translate(`${K}.at_record_days`, { base })}
    </Typography>
  );
  return (
    <TotalWithLines
      cents={cents}
      base={base}
      note={note}
      lines={(id) => (
        <Box id={id} component="section" aria-label={translate(`${K}.lines_label`, { base })} sx={{ typography: 'body2' }}>
          <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {lines
              .filter((line) => line.base_amount !== null)
              .map((line) => (
                <li key={line.currency} data-currency-line={line.currency} data-base-cents={toCents(line.base_amount ?? 0)}>
                  <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {translate(`${K}.line`, {
                      amount: formatMoney(line.amount, line.currency, locale),
                      converted: formatMoney(line.base_amount ?? 0, base, locale),
                    })}
                  </Box>
                </li>
              ))}
          </Stack>
          {missing.length > 0 && (
            <Typography variant="caption" color="warning.main" component="p" sx={{ m: 0 }}>
              {translate(`${K}.no_rate`, { currencies: missing.join(', ') })}
            </Typography>
          )}
        </Box>
      )}
    />
  );
};
