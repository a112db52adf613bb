import { toCents } from './cents';

/**
 * Exchange rates into the company's base currency (AED for every company of the group), shared by the
 * app and the mock API. A table holds, for one day, how many units of the base currency one unit of each
 * currency buys (USD 3.6725: 1 USD = 3.6725 AED); the base currency itself is 1. Conversions count in
 * integer cents and round once, half away from zero (`toCents`, src/domain/cents.ts).
 */

/** The rates of one day: `rates[currency]` = units of `base` per 1 unit of `currency`. */
export type RateTable = { base: string; asOf: string; rates: Record<string, number> };

/** One converted amount: whole base cents, the rate used and the day of that rate. */
export type Converted = { cents: number; rate: number; asOf: string };

/** An amount in a currency, in integer cents. */
export type CurrencyAmount = { currency: string; cents: number };

/** One line of a mixed-currency sum: the currency's own total and its value in base cents. */
export type CurrencyLine = { currency: string; cents: number; baseCents: number; rate: number };

/** A mixed-currency sum in base cents with its per-currency lines (currencies without a rate are left out and named). */
export type BaseTotal = { base: string; asOf: string; cents: number; lines: CurrencyLine[]; missing: string[] };

/** The rate rows of the API (`GET exchange-rates`) as one table; the base currency always counts 1. */
export function rateTableFrom(
  rows: readonly { currency: string; base_currency: string; rate: number; as_of: string }[],
  fallback: { base: string; asOf: string } = { base: 'AED', asOf: '' },
): RateTable {
  const base = rows[0]?.base_currency ?? fallback.base;
  const rates: Record<string, number> = { [base]: 1 };
  let asOf = fallback.asOf;
  for (const row of rows) {
    rates[row.currency] = row.rate;
    if (row.as_of > asOf) asOf = row.as_of;
  }
  return { base, asOf, rates };
}

/** Units of the base currency per 1 unit of `currency` (1 for the base itself); undefined when the table has none. */
export function rateFor(currency: string, table: RateTable): number | undefined {
  if (currency === table.base) return 1;
  const rate = table.rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/** Whether `currency` can be converted with `table`. */
export const hasRate = (currency: string, table: RateTable): boolean => rateFor(currency, table) !== undefined;

/**
 * `amountCents` of `currency` in whole base cents (half away from zero), with the rate and its day.
 * Throws when the table has no rate for the currency: call `hasRate` first where a rate may be missing.
 */
export function convertCents(amountCents: number, currency: string, table: RateTable): Converted {
  const rate = rateFor(currency, table);
  if (rate === undefined) throw new Error(`No exchange rate for ${currency} into ${table.base}`);
  const cents = rate === 1 ? amountCents : toCents((amountCents * rate) / 100);
  return { cents, rate, asOf: table.asOf };
}

/**
 * Mixed-currency amounts summed into base cents. Each currency is first summed in its own cents and
 * converted once (so the lines shown add up to the total exactly); lines follow the base currency first,
 * then the largest base value. A currency without a rate is named in `missing` and left out of the total.
 */
export function sumInBase(amounts: readonly CurrencyAmount[], table: RateTable): BaseTotal {
  const perCurrency = new Map<string, number>();
  for (const { currency, cents } of amounts) perCurrency.set(currency, (perCurrency.get(currency) ?? 0) + cents);
  const lines: CurrencyLine[] = [];
  const missing: string[] = [];
  for (const [currency, cents] of perCurrency) {
    if (!hasRate(currency, table)) {
      missing.push(currency);
      continue;
    }
    const converted = convertCents(cents, currency, table);
    lines.push({ currency, cents, baseCents: converted.cents, rate: converted.rate });
  }
  lines.sort((a, b) => Number(b.currency === table.base) - Number(a.currency === table.base) || b.baseCents - a.baseCents);
  const cents = lines.reduce((sum, line) => sum + line.baseCents, 0);
  return { base: table.base, asOf: table.asOf, cents, lines, missing: missing.sort() };
}

/** Whether amounts in several currencies are mixed (a total of them needs a conversion). */
export const mixesCurrencies = (amounts: readonly { currency: string }[]): boolean =>
  new Set(amounts.map((amount) => amount.currency)).size > 1;

/** A record's amount in its currency, in integer cents, on its own day (YYYY-MM-DD). */
export type DatedAmount = { currency: string; cents: number; day: string };

/**
 * One currency's records: their sum (`amount`) and the same records in the base currency (`base_amount`), each
 * converted at the rate of its own day; null when a record of the currency has no rate (the contract's
 * `CurrencyTotalInBase`).
 */
export type CurrencyTotalInBase = { currency: string; amount: number; base_amount: number | null };

/** Per-currency sums in cents (null base: some record had no rate) being added up. */
type Sums = Map<string, { cents: number; baseCents: number | null }>;

function addTo(sums: Sums, currency: string, cents: number, baseCents: number | null): void {
  const sum = sums.get(currency) ?? sums.set(currency, { cents: 0, baseCents: 0 }).get(currency)!;
  sum.cents += cents;
  sum.baseCents = sum.baseCents === null || baseCents === null ? null : sum.baseCents + baseCents;
}

/** The sums as lines, largest base value first (a line without a rate last). */
const linesOf = (sums: Sums): CurrencyTotalInBase[] =>
  [...sums]
    .sort(([codeA, a], [codeB, b]) => (b.baseCents ?? -Infinity) - (a.baseCents ?? -Infinity) || codeA.localeCompare(codeB))
    .map(([currency, sum]) => ({ currency, amount: sum.cents / 100, base_amount: sum.baseCents === null ? null : sum.baseCents / 100 }));

/**
 * Records in several currencies summed per currency as they come (`add`, no list kept), every record converted into
 * the base currency at the rate in force on its own day (`tableOn(day)`: the rates `GET exchange-rates?date=day`
 * answers) with `convertCents`, then added in whole cents: the same EUR 100 spent in two months with different
 * rates adds two different amounts. `lines()` gives the sums so far.
 */
export function recordDayTotals(tableOn: (day: string) => RateTable) {
  const sums: Sums = new Map();
  const tables = new Map<string, RateTable>();
  return {
    add(currency: string, cents: number, day: string): void {
      let table = tables.get(day);
      if (table === undefined) tables.set(day, (table = tableOn(day)));
      addTo(sums, currency, cents, hasRate(currency, table) ? convertCents(cents, currency, table).cents : null);
    },
    lines: (): CurrencyTotalInBase[] => linesOf(sums),
  };
}

/** `recordDayTotals` over a list of records. */
export function totalsAtRecordDays(records: Iterable<DatedAmount>, tableOn: (day: string) => RateTable): CurrencyTotalInBase[] {
  const totals = recordDayTotals(tableOn);
  for (const { currency, cents, day } of records) totals.add(currency, cents, day);
  return totals.lines();
}

/** Several lists of per-currency totals (say one per company) as one, per currency. */
export function addCurrencyTotals(lists: Iterable<readonly CurrencyTotalInBase[]>): CurrencyTotalInBase[] {
  const sums: Sums = new Map();
  for (const list of lists) {
    for (const line of list) addTo(sums, line.currency, toCents(line.amount), line.base_amount === null ? null : toCents(line.base_amount));
  }
  return linesOf(sums);
}

/** What lines converted at their records' days add up to in base cents, and the currencies left out (no rate). */
export function baseTotalOfLines(lines: readonly CurrencyTotalInBase[]): { cents: number; missing: string[] } {
  let cents = 0;
  const missing: string[] = [];
  for (const line of lines) {
    if (line.base_amount === null) missing.push(line.currency);
    else cents += toCents(line.base_amount);
  }
  return { cents, missing: missing.sort() };
}
