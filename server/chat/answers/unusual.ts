import { dubaiDayOf } from '../../../src/domain/dashboard.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { SPENT_EXPENSE_STATUSES } from '../../../src/domain/spend.ts';
import type { Company, ExpenseRow, SpendReader } from '../apiReader.ts';
import type { Answer, CitationBook } from '../citations.ts';
import { resolvePeriod } from '../period.ts';
import type { Query } from '../query.ts';
import type { ChatLocale, ChatTexts } from '../texts.ts';
import { TOP_SIZE, noCompanyAnswer, notReadable, readable, readEachCompany, unreadable } from './common.ts';
import { inPeriod, spentFilter } from './spend.ts';

/** An expense is unusual from this many times its company's median amount (same currency, same period)… */
export const UNUSUAL_TIMES_MEDIAN = 3;
/** …among at least this many expenses (fewer tell nothing about "usual"). */
const UNUSUAL_MIN_SAMPLE = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The currency the list's amount filters are in (the API compares each expense at its day's rate to AED). */
const AMOUNT_FILTER_CURRENCY = 'AED';

/**
 * The list that opens on one expense: its day and its amount; an expense in another currency by its merchant
 * instead (its amount is not the AED the amount filters compare).
 */
function recordFilter(row: ExpenseRow, day: string): [Record<string, unknown>, { record_id: number; shown: string[] }] {
  const spent = { status: [...SPENT_EXPENSE_STATUSES], spent_from: day, spent_until: day };
  if (row.currency !== AMOUNT_FILTER_CURRENCY)
    return [
      { ...spent, merchant: row.merchant },
      { record_id: row.id, shown: ['merchant'] },
    ];
  return [
    { ...spent, amount_from: row.amount, amount_to: row.amount },
    { record_id: row.id, shown: ['amount_from', 'amount_to'] },
  ];
}

export async function unusualAnswer(
  query: Extract<Query, { kind: 'unusual' }>,
  reader: SpendReader,
  today: string,
  question: string,
  book: CitationBook,
  t: ChatTexts,
  locale: ChatLocale,
): Promise<Answer> {
  const period = resolvePeriod(query.period, today, locale);
  const reads = await readEachCompany(reader, query.filters.company, question, async (company) => ({
    read: await reader.expenses(company.id),
  }));
  if (!reads) return noCompanyAnswer(t, query.filters.company);
  const found: { company: Company; row: ExpenseRow; usual: number; times: number }[] = [];
  for (const { company, read } of readable(reads)) {
    const spent = inPeriod(read.rows, period);
    for (const currency of new Set(spent.map((row) => row.currency))) {
      const rows = spent.filter((row) => row.currency === currency);
      if (rows.length < UNUSUAL_MIN_SAMPLE) continue;
      const usual = roundCents(median(rows.map((row) => row.amount)));
      if (usual <= 0) continue;
      for (const row of rows)
        if (row.amount >= UNUSUAL_TIMES_MEDIAN * usual) found.push({ company, row, usual, times: row.amount / usual });
    }
  }
  const skipped = notReadable(t, unreadable(reads), 'expenses');
  const range = t.range(period.from, period.to);
  if (found.length === 0) return { text: `${t.noUnusual(period.label, range, UNUSUAL_TIMES_MEDIAN)}${skipped}`, citations: [] };
  found.sort((a, b) => b.times - a.times);
  const lines = [t.unusualIntro(found.length, period.label, range, UNUSUAL_TIMES_MEDIAN)];
  const medianRefs = new Map<string, string>();
  for (const { company, row, usual, times } of found.slice(0, TOP_SIZE)) {
    const day = dubaiDayOf(row.spent_at);
    const figure = t.unusualFigure(row.merchant, t.money(row.amount, row.currency), t.day(day), row.member?.name);
    const ref = book.cite(`${figure} (${company.name})`, company, 'expenses', ...recordFilter(row, day));
    const medianKey = `${company.id}|${row.currency}`;
    let medianRef = medianRefs.get(medianKey);
    if (!medianRef) {
      medianRef = book.cite(
        t.medianCitation(company.name, period.label, t.money(usual, row.currency)),
        company,
        'expenses',
        spentFilter(period, {}).filter,
      );
      medianRefs.set(medianKey, medianRef);
    }
    lines.push(t.unusualLine(figure, company.name, ref, t.times(times), t.money(usual, row.currency), medianRef));
  }
  if (found.length > TOP_SIZE) lines.push(t.more(found.length - TOP_SIZE));
  return { text: lines.join('\n') + skipped, citations: book.citations };
}
