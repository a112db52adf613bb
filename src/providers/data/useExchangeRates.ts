import { useQuery } from '@tanstack/react-query';
import { companyQueryKey } from './queryKeys';
import { useAppDataProvider } from './useAppDataProvider';

/** Rates change at most daily: an hour of freshness saves a call per page without showing a stale day. */
const RATES_STALE_MS = 60 * 60 * 1000;

/**
 * The exchange rates into the active company's base currency (AED) in force on `date` (YYYY-MM-DD;
 * today when absent), as a `RateTable` for `convertCents` / `sumInBase`. Keyed by the active company.
 */
export function useExchangeRates(date?: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: companyQueryKey('exchange-rates', date ?? 'today'),
    queryFn: () => dataProvider.getRateTable(date),
    staleTime: RATES_STALE_MS,
  });
}
