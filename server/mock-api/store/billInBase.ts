import { toCents } from '../../../src/domain/cents.ts';
import { convertCents, hasRate } from '../../../src/domain/exchangeRates.ts';
import { mockRateTable } from './seed/exchangeRates.ts';
import type { StoredBill } from './types.ts';

/**
 * A bill's total in the base currency (AED) in whole cents, at the mock's rate of its invoice date
 * (`GET exchange-rates`); null when there is no rate for its currency.
 */
export function billBaseCents(row: Pick<StoredBill, 'total' | 'currency' | 'invoice_date'>): number | null {
  const table = mockRateTable(row.invoice_date);
  return hasRate(row.currency, table) ? convertCents(toCents(row.total), row.currency, table).cents : null;
}
