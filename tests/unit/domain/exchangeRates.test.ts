import { describe, expect, it } from 'vitest';
import { convertCents, mixesCurrencies, rateFor, rateTableFrom, sumInBase, type RateTable } from '../../../src/domain/exchangeRates';

const table: RateTable = { base: 'AED', asOf: '2026-11-01', rates: { AED: 1, USD: 3.6725, GBP: 4.6, EUR: 3.95, SAR: 0.9793 } };

describe('rateFor', () => {
  it('gives the rate into the base, 1 for the base itself and nothing for an unknown currency', () => {
    expect(rateFor('USD', table)).toBe(3.6725);
    expect(rateFor('AED', { ...table, rates: {} })).toBe(1);
    expect(rateFor('JPY', table)).toBeUndefined();
    expect(rateFor('EUR', { ...table, rates: { EUR: 0 } })).toBeUndefined();
  });
});

describe('convertCents', () => {
  it('converts to whole base cents with the rate and its day', () => {
    expect(convertCents(10_000, 'USD', table)).toEqual({ cents: 36_725, rate: 3.6725, asOf: '2026-11-01' });
    expect(convertCents(250_800, 'GBP', table).cents).toBe(1_153_680);
    expect(convertCents(12_345, 'AED', table)).toEqual({ cents: 12_345, rate: 1, asOf: '2026-11-01' });
  });

  it('rounds half away from zero, refunds included', () => {
    // 1 USD cent × 3.6725 = 3.6725 cents → 4; 2 cents → 7.345 → 7; a half cent goes up, a negative one down.
    expect(convertCents(1, 'USD', table).cents).toBe(4);
    expect(convertCents(2, 'USD', table).cents).toBe(7);
    const half: RateTable = { ...table, rates: { XXX: 1.5 } };
    expect(convertCents(1, 'XXX', half).cents).toBe(2);
    expect(convertCents(-1, 'XXX', half).cents).toBe(-2);
    expect(convertCents(-10_000, 'USD', table).cents).toBe(-36_725);
    expect(Object.is(convertCents(0, 'USD', table).cents, -0)).toBe(false);
  });

  it('refuses a currency without a rate', () => {
    expect(() => convertCents(100, 'JPY', table)).toThrow(/JPY/);
  });
});

describe('sumInBase', () => {
  it('sums each currency first, converts once and totals the converted lines exactly', () => {
    const total = sumInBase(
      [
        { currency: 'USD', cents: 1 },
        { currency: 'USD', cents: 1 },
        { currency: 'AED', cents: 50_000 },
        { currency: 'GBP', cents: 250_800 },
      ],
      table,
    );
    expect(total.lines).toEqual([
      { currency: 'AED', cents: 50_000, baseCents: 50_000, rate: 1 },
      { currency: 'GBP', cents: 250_800, baseCents: 1_153_680, rate: 4.6 },
      { currency: 'USD', cents: 2, baseCents: 7, rate: 3.6725 },
    ]);
    expect(total.cents).toBe(50_000 + 1_153_680 + 7);
    expect(total.cents).toBe(total.lines.reduce((sum, line) => sum + line.baseCents, 0));
    expect(total).toMatchObject({ base: 'AED', asOf: '2026-11-01', missing: [] });
  });

  it('names the currencies without a rate and leaves them out of the total', () => {
    const total = sumInBase(
      [
        { currency: 'JPY', cents: 100 },
        { currency: 'AED', cents: 100 },
      ],
      table,
    );
    expect(total.cents).toBe(100);
    expect(total.missing).toEqual(['JPY']);
  });

  it('is zero with no amounts', () => {
    expect(sumInBase([], table)).toEqual({ base: 'AED', asOf: '2026-11-01', cents: 0, lines: [], missing: [] });
  });
});

describe('rateTableFrom and mixesCurrencies', () => {
  it('builds a table from API rows, base at 1 and the latest day as its date', () => {
    const rows = [
      { currency: 'AED', base_currency: 'AED', rate: 1, as_of: '2026-11-01' },
      { currency: 'USD', base_currency: 'AED', rate: 3.6725, as_of: '2026-11-01' },
    ];
    expect(rateTableFrom(rows)).toEqual({ base: 'AED', asOf: '2026-11-01', rates: { AED: 1, USD: 3.6725 } });
    expect(rateTableFrom([])).toEqual({ base: 'AED', asOf: '', rates: { AED: 1 } });
  });

  it('tells mixed currencies from one', () => {
    expect(mixesCurrencies([{ currency: 'AED' }, { currency: 'AED' }])).toBe(false);
    expect(mixesCurrencies([{ currency: 'AED' }, { currency: 'USD' }])).toBe(true);
  });
});
