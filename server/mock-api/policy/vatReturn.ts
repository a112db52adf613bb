/**
 * The VAT return's records of a company for a tax period (`GET vat-return`): each expense, and each
 * bill's lines grouped by tax rate, as a `VatSource` of `src/domain/vatReturn.ts`, which classifies,
 * converts and sums them.
 */
import type { components } from '../../../src/api/schema.d.ts';
import { countsAsSpent } from '../../../src/domain/spend.ts';
import { roundCents, toCents } from '../../../src/domain/cents.ts';
import { convertCents, hasRate } from '../../../src/domain/exchangeRates.ts';
import {
  vatPeriod,
  vatReturnFigures,
  type VatLineKey,
  type TaxRateKind,
  type ToAed,
  type VatPeriod,
  type VatReturnFigures,
  type VatSource,
} from '../../../src/domain/vatReturn.ts';
import { validationFailed } from '../http/errors.ts';
import { expenseDay, expensesOfCompany } from '../store/expenseIndex.ts';
import { mockRateTable } from '../store/seed/exchangeRates.ts';
import type { MockDatabase, StoredCompany } from '../store/types.ts';

/** The mock's rates are monthly (dated the 1st): one table per month, made once (a return converts thousands of records). */
const monthTables = new Map<string, ReturnType<typeof mockRateTable>>();
const rateTableOfMonth = (day: string) => {
  const month = day.slice(0, 7);
  const kept = monthTables.get(month);
  if (kept) return kept;
  const table = mockRateTable(day);
  monthTables.set(month, table);
  return table;
};

/** AED at the mock's rate of the record's day (`GET exchange-rates` lists the same rates); null without one. */
export const toAedAtMockRates: ToAed = (cents, currency, day) => {
  const table = rateTableOfMonth(day);
  if (!hasRate(currency, table)) return null;
  const converted = convertCents(cents, currency, table);
  return { cents: converted.cents, rate: converted.rate, asOf: currency === table.base ? null : converted.asOf };
};

type TaxRateOf = (id: number | null | undefined) => { type: TaxRateKind; rate: number } | null;

function taxRatesOf(db: MockDatabase, companyId: string): TaxRateOf {
  const rates = new Map(db.taxRates.filter((row) => row.company_id === companyId).map((row) => [row.id, row]));
  return (id) => {
    const row = id === null || id === undefined ? undefined : rates.get(id);
    return row ? { type: row.type, rate: row.rate } : null;
  };
}

function expenseSources(db: MockDatabase, companyId: string, period: VatPeriod, taxRateOf: TaxRateOf): VatSource[] {
  const categories = new Map(db.categories.filter((row) => row.company_id === companyId).map((row) => [row.id, row]));
  return expensesOfCompany(db, companyId)
    .filter((row) => expenseDay(row) >= period.from && expenseDay(row) <= period.to)
    .map((row) => {
      const category = row.category_id === null ? undefined : categories.get(row.category_id);
      const vat = row.vat_amount ?? 0;
      return {
        record_type: 'expense',
        id: row.id,
        day: expenseDay(row),
        supplier: row.merchant,
        supplier_trn: row.supplier_trn,
        currency: row.currency,
        amount: roundCents(row.amount - vat),
        vat_amount: vat,
        final: countsAsSpent(row.status),
        coded: category !== undefined,
        tax_rate: taxRateOf(category?.tax_rate_id),
      };
    });
}

/** A bill's lines with one tax rate are one record (a bill with two treatments is on two lines of the return). */
function billSources(db: MockDatabase, companyId: string, period: VatPeriod, taxRateOf: TaxRateOf): VatSource[] {
  const vendors = new Map(db.counterparts.filter((row) => row.company_id === companyId).map((row) => [row.id, row]));
  return db.bills
    .filter((bill) => bill.company_id === companyId && bill.invoice_date >= period.from && bill.invoice_date <= period.to)
    .flatMap((bill) => {
      const vendor = vendors.get(bill.vendor_id);
      const byRate = new Map<number, { amount: number; vat: number }>();
      for (const line of bill.lines) {
        const sum = byRate.get(line.tax_rate_id) ?? { amount: 0, vat: 0 };
        byRate.set(line.tax_rate_id, {
          amount: sum.amount + Math.round(line.amount * 100),
          vat: sum.vat + Math.round(line.vat_amount * 100),
        });
      }
      return [...byRate].map(([taxRateId, sum]): VatSource => ({
        record_type: 'bill',
        id: bill.id,
        day: bill.invoice_date,
        supplier: vendor?.name ?? `#${bill.vendor_id}`,
        supplier_trn: vendor?.trn ?? null,
        currency: bill.currency,
        amount: sum.amount / 100,
        vat_amount: sum.vat / 100,
        final: bill.approval_status === 'approved' && !bill.is_void,
        coded: true,
        tax_rate: taxRateOf(taxRateId),
      }));
    });
}

/** The lines, totals and records of a company's return for a period, every amount converted to AED by `toAed`. */
export function vatReturnFiguresOf(db: MockDatabase, company: StoredCompany, period: VatPeriod, toAed: ToAed): VatReturnFigures {
  const taxRateOf = taxRatesOf(db, company.id);
  const sources = [...expenseSources(db, company.id, period, taxRateOf), ...billSources(db, company.id, period, taxRateOf)];
  return vatReturnFigures(sources, toAed);
}

/** `GET vat-return`: the summary (lines with their record counts, totals), without the records. */
export function vatReturnOf(db: MockDatabase, company: StoredCompany, period: VatPeriod, toAed: ToAed): components['schemas']['VatReturn'] {
  const { records: _records, ...summary } = vatReturnFiguresOf(db, company, period, toAed);
  return { ...period, currency: 'AED', ...summary };
}

type VatListFigures = components['schemas']['VatReturnListFigures'];

/** A list filtered by a line of the VAT return: which records it keeps and what they count on that line. */
export type VatLineFilter = { keeps: (id: number) => boolean; figuresOf: (ids: Iterable<number>) => VatListFigures };

/**
 * The drill-down of a line of the return as a list filter (`filters[exact][vat_period]` with
 * `filters[exact][vat_line]`) for the expenses or the bills list; null without it, a 422 when only one is given.
 * A bill with lines of two treatments on one line counts both.
 */
export function vatLineFilter(
  db: MockDatabase,
  company: StoredCompany,
  exact: { vat_period?: string; vat_line?: VatLineKey } | undefined,
  recordType: 'expense' | 'bill',
): VatLineFilter | null {
  const asked = exact?.vat_period;
  const line = exact?.vat_line;
  if (asked === undefined && line === undefined) return null;
  const period = asked === undefined ? null : vatPeriod(asked);
  if (period === null || line === undefined) {
    throw validationFailed({ [period === null ? 'filters.exact.vat_period' : 'filters.exact.vat_line']: [VAT_LINE_FILTER_MESSAGE] });
  }
  const sums = new Map<number, { amount: number; vat: number }>();
  for (const record of vatReturnFiguresOf(db, company, period, toAedAtMockRates).records) {
    if (record.line !== line || record.record_type !== recordType) continue;
    const sum = sums.get(record.id) ?? { amount: 0, vat: 0 };
    sums.set(record.id, { amount: sum.amount + toCents(record.amount_aed), vat: sum.vat + toCents(record.vat_aed) });
  }
  return {
    keeps: (id) => sums.has(id),
    figuresOf: (ids) => {
      let amount = 0;
      let vat = 0;
      for (const id of ids) {
        amount += sums.get(id)?.amount ?? 0;
        vat += sums.get(id)?.vat ?? 0;
      }
      return { period: period.period, line, amount: amount / 100, vat_amount: vat / 100 };
    },
  };
}

export const VAT_LINE_FILTER_MESSAGE = 'Give both the tax period and the line of the VAT return.';
