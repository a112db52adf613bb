import { toCents } from './cents';
import { rateFor, type RateTable } from './exchangeRates';

/**
 * Converting money between two currencies of the company wallet (issue 35 item 1), one rule for the
 * app and the mock API. Both currencies go through the table's base currency: `amount` of `from` is
 * worth `amount × rate(from)` of the base, which buys that ÷ `rate(to)` of `to`, rounded once to whole
 * cents (half away from zero). The stated rate is to 6 decimals, both ways (1 AED = 0.272294 USD,
 * 1 USD = 3.6725 AED); the amount is computed from the table's rates, not from the rounded one.
 */

/** A conversion's figures: what leaves, what arrives, the rate both ways and its day. */
export type ConversionQuote = {
  fromCurrency: string;
  fromAmount: number;
  toCurrency: string;
  toAmount: number;
  /** Units of `toCurrency` per 1 unit of `fromCurrency`. */
  rate: number;
  /** Units of `fromCurrency` per 1 unit of `toCurrency`. */
  inverseRate: number;
  asOf: string;
};

/** Why a conversion cannot be quoted: the same currency twice, a currency without a rate, or an amount that gives nothing. */
export type ConversionRefusal = { field: 'to_currency' | 'amount'; reason: 'same_currency' | 'no_rate' | 'too_small'; currency?: string };

const sixDecimals = (value: number) => Number(value.toFixed(6));

/** The quote of converting `amount` of `fromCurrency` into `toCurrency` with the rates of `table`. */
export function quoteConversion(
  fromCurrency: string,
  toCurrency: string,
  amount: number,
  table: RateTable,
): ConversionQuote | ConversionRefusal {
  if (fromCurrency === toCurrency) return { field: 'to_currency', reason: 'same_currency' };
  const fromRate = rateFor(fromCurrency, table);
  const toRate = rateFor(toCurrency, table);
  if (fromRate === undefined) return { field: 'to_currency', reason: 'no_rate', currency: fromCurrency };
  if (toRate === undefined) return { field: 'to_currency', reason: 'no_rate', currency: toCurrency };
  const fromCents = toCents(amount);
  const toAmountCents = toCents(((fromCents / 100) * fromRate) / toRate);
  if (!(fromCents > 0) || !(toAmountCents > 0)) return { field: 'amount', reason: 'too_small' };
  return {
    fromCurrency,
    fromAmount: fromCents / 100,
    toCurrency,
    toAmount: toAmountCents / 100,
    rate: sixDecimals(fromRate / toRate),
    inverseRate: sixDecimals(toRate / fromRate),
    asOf: table.asOf,
  };
}

/** Whether a quote was refused. */
export const isConversionRefusal = (quote: ConversionQuote | ConversionRefusal): quote is ConversionRefusal => 'reason' in quote;
