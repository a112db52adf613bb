/**
 * The purchase side of the UAE VAT return (FTA VAT 201, issue 35 item 2), as pure rules shared by the mock
 * (which computes it) and the app (periods, exports). Tax periods are calendar quarters or months. A record
 * is classified by the type of the tax rate its coding names; amounts are converted to AED by an injected
 * converter (the exchange rates of the record's day), so this module holds no rate of its own.
 */
import { toCents } from './cents';

export type VatLineKey = 'box_9_standard_rated' | 'box_10_reverse_charge' | 'zero_rated' | 'exempt' | 'out_of_scope' | 'excluded';
export type VatExclusionReason = 'not_final' | 'not_coded' | 'no_tax_rate' | 'no_exchange_rate';
export type TaxRateKind = 'standard' | 'zero_rated' | 'exempt';

/** The return's lines in its order, with their FTA box numbers (null: a line without a box). */
export const VAT_RETURN_LINES: readonly { key: VatLineKey; box: number | null }[] = [
  { key: 'box_9_standard_rated', box: 9 },
  { key: 'box_10_reverse_charge', box: 10 },
  { key: 'zero_rated', box: null },
  { key: 'exempt', box: null },
  { key: 'out_of_scope', box: null },
  { key: 'excluded', box: null },
];

export type VatPeriod = { period: string; from: string; to: string };

const pad = (value: number) => String(value).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `2026-Q4` (October to December) or `2026-11` as its first and last days; null when it is neither. */
export function vatPeriod(period: string): VatPeriod | null {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(period);
  if (!quarter && !month) return null;
  const year = Number((quarter ?? month)![1]);
  const first = quarter ? (Number(quarter[2]) - 1) * 3 + 1 : Number(month![2]);
  const last = quarter ? first + 2 : first;
  return { period, from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${pad(lastDay(year, last))}` };
}

/** The quarter holding a day (`2026-11-28` → `2026-Q4`). */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

/** The presets of a year: its four quarters, then its twelve months. */
export function vatPeriodPresets(year: number): string[] {
  return [
    ...[1, 2, 3, 4].map((quarter) => `${year}-Q${quarter}`),
    ...Array.from({ length: 12 }, (_, index) => `${year}-${pad(index + 1)}`),
  ];
}

/** What the return needs to know of an expense or of a bill's lines with one tax rate. */
export type VatSource = {
  record_type: 'expense' | 'bill';
  id: number;
  day: string;
  supplier: string;
  supplier_trn: string | null;
  currency: string;
  /** Before VAT, in its currency (2 decimals). */
  amount: number;
  vat_amount: number;
  /** An expense spent, a bill approved and not void. */
  final: boolean;
  /** An expense has a category; a bill is always coded line by line. */
  coded: boolean;
  /** The type and percent of the tax rate its coding names; null without one. */
  tax_rate: { type: TaxRateKind; rate: number } | null;
};

/** Converts an amount in cents of a currency to AED cents at the rate of a day; null without a rate. */
export type ToAed = (cents: number, currency: string, day: string) => { cents: number; rate: number; asOf: string | null } | null;

export type VatClassification = { line: VatLineKey; reason: VatExclusionReason | null };

/** The line of a record (rules in the contract's `getVatReturn` description). */
export function classifyVatSource(source: VatSource): VatClassification {
  const excluded = (reason: VatExclusionReason): VatClassification => ({ line: 'excluded', reason });
  if (!source.final) return excluded('not_final');
  if (!source.coded) return excluded('not_coded');
  if (source.tax_rate === null) return excluded('no_tax_rate');
  if (source.tax_rate.type !== 'standard') return { line: source.tax_rate.type, reason: null };
  if (source.vat_amount > 0) return { line: 'box_9_standard_rated', reason: null };
  const registered = source.supplier_trn !== null && source.supplier_trn.trim() !== '';
  if (!registered && source.currency !== 'AED') return { line: 'box_10_reverse_charge', reason: null };
  return { line: 'out_of_scope', reason: null };
}

export type VatRecord = Omit<VatSource, 'supplier_trn' | 'final' | 'coded' | 'tax_rate'> & {
  line: VatLineKey;
  rate: number | null;
  rate_as_of: string | null;
  amount_aed: number;
  vat_aed: number;
  reason: VatExclusionReason | null;
};
export type VatLine = { key: VatLineKey; box: number | null; amount: number; vat_amount: number; records: number };
export type VatReturnFigures = { lines: VatLine[]; total_amount: number; total_vat: number; records: VatRecord[] };

/** One record converted to AED with its recoverable VAT (Box 10: the rate's percent of the AED amount). */
export function vatRecord(source: VatSource, toAed: ToAed): VatRecord {
  const { supplier_trn: _trn, final: _final, coded: _coded, tax_rate: taxRate, ...shown } = source;
  let { line, reason } = classifyVatSource(source);
  const amount = line === 'excluded' ? null : toAed(toCents(source.amount), source.currency, source.day);
  if (line !== 'excluded' && amount === null) ({ line, reason } = { line: 'excluded', reason: 'no_exchange_rate' });
  let vatCents = 0;
  if (line === 'box_9_standard_rated') vatCents = toAed(toCents(source.vat_amount), source.currency, source.day)?.cents ?? 0;
  if (line === 'box_10_reverse_charge' && amount) vatCents = Math.round((amount.cents * (taxRate?.rate ?? 0)) / 100);
  return {
    ...shown,
    line,
    reason,
    rate: amount?.rate ?? null,
    rate_as_of: amount?.asOf ?? null,
    amount_aed: line === 'excluded' || !amount ? 0 : amount.cents / 100,
    vat_aed: vatCents / 100,
  };
}

/** The return's lines (every line, in order), totals and records (by line, then day) of some sources. */
export function vatReturnFigures(sources: readonly VatSource[], toAed: ToAed): VatReturnFigures {
  const order = new Map(VAT_RETURN_LINES.map((line, index) => [line.key, index]));
  const records = sources
    .map((source) => vatRecord(source, toAed))
    .sort((a, b) => order.get(a.line)! - order.get(b.line)! || a.day.localeCompare(b.day) || a.id - b.id);
  const lines = VAT_RETURN_LINES.map(({ key, box }) => {
    const mine = records.filter((record) => record.line === key);
    const amountCents = mine.reduce((sum, record) => sum + toCents(record.amount_aed), 0);
    const vatCents = mine.reduce((sum, record) => sum + toCents(record.vat_aed), 0);
    return { key, box, amount: amountCents / 100, vat_amount: vatCents / 100, records: mine.length };
  });
  const counted = lines.filter((line) => line.key !== 'excluded');
  return {
    lines,
    total_amount: counted.reduce((sum, line) => sum + toCents(line.amount), 0) / 100,
    total_vat: counted.reduce((sum, line) => sum + toCents(line.vat_amount), 0) / 100,
    records,
  };
}
