import { describe, expect, it } from 'vitest';
import { addCurrencyTotals, baseTotalOfLines, totalsAtRecordDays, type RateTable } from '../../../src/domain/exchangeRates';

/** EUR is 4.00 AED in October and 3.90 AED in November; USD is pegged; there is no rate for JPY. */
const tableOn = (day: string): RateTable => ({
  base: 'AED',
  asOf: `${day.slice(0, 7)}-01`,
  rates: { AED: 1, USD: 3.6725, EUR: day < '2026-11-01' ? 4 : 3.9 },
});

describe('totalsAtRecordDays (issue 35 item 1: each record at the rate of its own day)', () => {
  it('converts every record at its own day, so the same EUR amount adds a different AED value in another month', () => {
    const lines = totalsAtRecordDays(
      [
        { currency: 'EUR', cents: 10_000, day: '2026-10-15' },
        { currency: 'EUR', cents: 10_000, day: '2026-11-15' },
        { currency: 'AED', cents: 50_000, day: '2026-11-20' },
      ],
      tableOn,
    );
    // 100 × 4.00 + 100 × 3.90, not 200 × either day's rate.
    expect(lines).toEqual([
      { currency: 'EUR', amount: 200, base_amount: 790 },
      { currency: 'AED', amount: 500, base_amount: 500 },
    ]);
    expect(baseTotalOfLines(lines)).toEqual({ cents: 129_000, missing: [] });
  });

  it('changes the total when a record moves to a day with another rate, and not when the rate is the same', () => {
    const total = (day: string) =>
      baseTotalOfLines(
        totalsAtRecordDays(
          [
            { currency: 'EUR', cents: 10_000, day },
            { currency: 'USD', cents: 10_000, day: '2026-10-01' },
          ],
          tableOn,
        ),
      ).cents;
    expect(total('2026-10-31') - total('2026-11-01')).toBe(1_000);
    expect(total('2026-11-01')).toBe(total('2026-11-30'));
  });

  it('rounds each record to whole cents before adding (three records of EUR 0.01 at 3.90 are 3 × 4 cents)', () => {
    const cent = { currency: 'EUR', cents: 1, day: '2026-11-02' };
    expect(totalsAtRecordDays([cent, cent, cent], tableOn)).toEqual([{ currency: 'EUR', amount: 0.03, base_amount: 0.12 }]);
  });

  it('leaves a currency without a rate out of the total and names it', () => {
    const lines = totalsAtRecordDays(
      [
        { currency: 'JPY', cents: 100_000, day: '2026-11-02' },
        { currency: 'AED', cents: 100, day: '2026-11-02' },
      ],
      tableOn,
    );
    expect(lines).toEqual([
      { currency: 'AED', amount: 1, base_amount: 1 },
      { currency: 'JPY', amount: 1000, base_amount: null },
    ]);
    expect(baseTotalOfLines(lines)).toEqual({ cents: 100, missing: ['JPY'] });
  });
});

describe('addCurrencyTotals', () => {
  it("adds several companies' lines per currency, in cents, keeping a missing rate missing", () => {
    const merged = addCurrencyTotals([
      [
        { currency: 'EUR', amount: 100.1, base_amount: 400.4 },
        { currency: 'AED', amount: 0.2, base_amount: 0.2 },
      ],
      [
        { currency: 'AED', amount: 0.1, base_amount: 0.1 },
        { currency: 'JPY', amount: 5, base_amount: null },
      ],
      [{ currency: 'JPY', amount: 5, base_amount: 0.2 }],
    ]);
    expect(merged).toEqual([
      { currency: 'EUR', amount: 100.1, base_amount: 400.4 },
      { currency: 'AED', amount: 0.3, base_amount: 0.3 },
      { currency: 'JPY', amount: 10, base_amount: null },
    ]);
  });
});
