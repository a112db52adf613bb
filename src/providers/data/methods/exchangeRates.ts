import type { components } from '../../../api/schema';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/apiError';
import { rateTableFrom, type RateTable } from '../../../domain/exchangeRates';

export type ExchangeRate = components['schemas']['ExchangeRate'];

/** Exchange rates into the company's base currency (AED), over the openapi-fetch client. */
export const exchangeRatesMethods = {
  /** `GET exchange-rates`: the rates in force on `date` (YYYY-MM-DD; today when absent) as rows. */
  async getExchangeRates(date?: string): Promise<ExchangeRate[]> {
    const body = await unwrap(apiClient.GET('/api/admin/exchange-rates', { params: { query: date ? { date } : {} } }));
    return body.data;
  },

  /** The same rates as one table for `convertCents` / `sumInBase` (src/domain/exchangeRates.ts). */
  async getRateTable(date?: string): Promise<RateTable> {
    return rateTableFrom(await exchangeRatesMethods.getExchangeRates(date));
  },
};
