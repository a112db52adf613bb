import { describe, expect, it } from 'vitest';
import { isConversionRefusal, quoteConversion, type ConversionQuote } from '../../../src/domain/currencyConversion';
import type { RateTable } from '../../../src/domain/exchangeRates';

const table: RateTable = { base: 'AED', asOf: '2026-11-01', rates: { AED: 1, USD: 3.6725, EUR: 3.95, GBP: 4.6 } };

const quote = (from: string, to: string, amount: number) => {
  const result = quoteConversion(from, to, amount, table);
  if (isConversionRefusal(result)) throw new Error(`refused: ${result.reason}`);
  return result as ConversionQuote;
};

describe('quoteConversion', () => {
  it('converts from the base currency at the inverse of the rate, stating both ways and the day', () => {
    expect(quote('AED', 'USD', 3672.5)).toEqual({
      fromCurrency: 'AED',
      fromAmount: 3672.5,
      toCurrency: 'USD',
      toAmount: 1000,
      rate: 0.272294,
      inverseRate: 3.6725,
      asOf: '2026-11-01',
    });
  });

  it('converts into the base currency at the rate', () => {
    expect(quote('USD', 'AED', 100)).toMatchObject({ toAmount: 367.25, rate: 3.6725, inverseRate: 0.272294 });
  });

  it('crosses two foreign currencies through the base, rounding once to whole cents', () => {
    // 100 EUR = 395 AED = 85.869565… GBP → 85.87
    expect(quote('EUR', 'GBP', 100)).toMatchObject({ toAmount: 85.87, rate: 0.858696, inverseRate: 1.164557 });
  });

  it('follows the table: another day with another rate gives another amount', () => {
    const later = quoteConversion('EUR', 'AED', 100, { ...table, asOf: '2026-12-01', rates: { ...table.rates, EUR: 4 } });
    expect(later).toMatchObject({ toAmount: 400, asOf: '2026-12-01' });
  });

  it('refuses the same currency, a currency without a rate and an amount that gives nothing', () => {
    expect(quoteConversion('AED', 'AED', 10, table)).toEqual({ field: 'to_currency', reason: 'same_currency' });
    expect(quoteConversion('AED', 'SAR', 10, table)).toEqual({ field: 'to_currency', reason: 'no_rate', currency: 'SAR' });
    expect(quoteConversion('AED', 'GBP', 0.004, table)).toEqual({ field: 'amount', reason: 'too_small' });
    expect(quoteConversion('AED', 'GBP', 0.01, table)).toEqual({ field: 'amount', reason: 'too_small' });
  });
});
