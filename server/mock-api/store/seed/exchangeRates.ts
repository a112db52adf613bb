import { CURRENCIES } from '../../../../src/domain/contractLists.ts';
import type { RateTable } from '../../../../src/domain/exchangeRates.ts';

/**
 * The mock's dated exchange rates into AED: one rate per currency per calendar month, dated the 1st,
 * deterministic (no randomness, no state), so every run and every test sees the same figures. The pegged
 * currencies never move (USD 3.6725 and SAR 3.6725 / 3.75 = 0.9793); EUR and GBP swing a little from
 * month to month around 3.95 and 4.605. A real backend supplies its own rates through the same contract.
 */
export const MOCK_BASE_CURRENCY = 'AED';

const PEGGED: Record<string, number> = { AED: 1, USD: 3.6725, SAR: 0.9793 };
const FLOATING: Record<string, { centre: number; swing: number; phase: number }> = {
  EUR: { centre: 3.95, swing: 0.04, phase: 0.7 },
  GBP: { centre: 4.605, swing: 0.012, phase: 1.9 },
};

/** Months since January 2000 of a YYYY-MM-DD day (the floating rates' clock). */
const monthIndex = (day: string) => (Number(day.slice(0, 4)) - 2000) * 12 + Number(day.slice(5, 7)) - 1;

/** The source named on every mock rate. */
export const MOCK_RATE_SOURCE = 'Spendboard mock (monthly reference rates)';

/** The rates in force on `day` (YYYY-MM-DD): those of its month, dated the 1st of that month. */
export function mockRateTable(day: string): RateTable {
  const index = monthIndex(day);
  const rates: Record<string, number> = {};
  for (const currency of CURRENCIES) {
    const floating = FLOATING[currency];
    rates[currency] = floating
      ? Number((floating.centre + floating.swing * Math.sin(index * 0.9 + floating.phase)).toFixed(4))
      : PEGGED[currency];
  }
  return { base: MOCK_BASE_CURRENCY, asOf: `${day.slice(0, 7)}-01`, rates };
}
