import { periodInstants } from '../../../src/domain/dashboard.ts';
import { categoryWithChildren } from '../../../src/domain/categoryTree.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { countsAsSpent, SPENT_EXPENSE_STATUSES } from '../../../src/domain/spend.ts';
import type { CategoryRow, Company, ExpenseRow, Read, SpendReader } from '../apiReader.ts';
import type { Answer, CitationBook } from '../citations.ts';
import { previousPeriod, resolvePeriod, type Period } from '../period.ts';
import type { Query, SpendFilters, SpendGroup } from '../query.ts';
import type { ChatLocale, ChatTexts } from '../texts.ts';
import { LIST_SIZE, TOP_SIZE, nameIn, noCompanyAnswer, notReadable, readEachCompany, sameName } from './common.ts';

type SpendLine = {
  company: Company;
  key: string;
  label: string;
  currency: string;
  amount: number;
  count: number;
  filter: Record<string, unknown>;
  shown: string[];
};

type Narrowing = {
  memberId?: number;
  memberName?: string;
  merchant?: string;
  /** The category asked for (null: not coded)… */
  categoryId?: number | null;
  /** …and the ids it covers: itself and its sub-categories (src/domain/categoryTree.ts). */
  categoryIds?: number[];
  categoryName?: string;
};

export function spentFilter(period: Period, narrowing: Narrowing): { filter: Record<string, unknown>; shown: string[] } {
  const filter: Record<string, unknown> = { status: [...SPENT_EXPENSE_STATUSES], spent_from: period.from, spent_until: period.to };
  const shown: string[] = [];
  if (narrowing.memberId !== undefined) {
    filter.member_id = [narrowing.memberId];
    shown.push('member_id');
  }
  if (narrowing.merchant !== undefined) {
    // Exactly this merchant (the list's search would also find it in descriptions and other names).
    filter.merchant = narrowing.merchant;
    shown.push('merchant');
  }
  if (narrowing.categoryId !== undefined) {
    if (narrowing.categoryId === null) filter.coded = 0;
    else filter.category_id = [...(narrowing.categoryIds ?? [narrowing.categoryId])];
    shown.push(narrowing.categoryId === null ? 'coded' : 'category_id');
  }
  return { filter, shown };
}

export function inPeriod(expenses: readonly ExpenseRow[], period: Period): ExpenseRow[] {
  const { start, end } = periodInstants(period);
  return expenses.filter((row) => {
    const at = Date.parse(row.spent_at);
    return countsAsSpent(row.status) && at >= start && at < end;
  });
}

/** The narrowing a question asks for in one company: a person, a merchant or a category named in it. */
function narrowingFor(
  expenses: readonly ExpenseRow[],
  categories: readonly CategoryRow[],
  filters: SpendFilters,
  question: string,
): Narrowing | null {
  const narrowing: Narrowing = {};
  const people = new Map(expenses.filter((row) => row.member).map((row) => [row.member!.name, row.member!.id]));
  const personName = filters.person
    ? [...people.keys()].find((name) => name.toLowerCase().includes(filters.person!.trim().toLowerCase()))
    : nameIn(question, people.keys());
  if (filters.person && !personName) return null;
  if (personName) Object.assign(narrowing, { memberId: people.get(personName), memberName: personName });
  const merchants = expenses.map((row) => row.merchant);
  const named = filters.merchant ? merchants.find((name) => sameName(name, filters.merchant!)) : nameIn(question, merchants);
  // The merchant as the records spell it (the list's merchant filter is exact).
  const merchant = named === undefined ? undefined : (merchants.find((name) => sameName(name, named)) ?? named);
  if (filters.merchant && !merchant) return null;
  if (merchant) narrowing.merchant = merchant;
  const categoryName = filters.category
    ? categories.find((category) => sameName(category.name, filters.category!))?.name
    : nameIn(
        question,
        categories.map((category) => category.name),
      );
  if (filters.category && !categoryName) return null;
  if (categoryName) {
    const categoryId = categories.find((c) => c.name === categoryName)!.id;
    Object.assign(narrowing, { categoryId, categoryIds: categoryWithChildren(categories, categoryId), categoryName });
  }
  return narrowing;
}

function matches(row: ExpenseRow, narrowing: Narrowing): boolean {
  if (narrowing.memberId !== undefined && row.member?.id !== narrowing.memberId) return false;
  if (narrowing.merchant !== undefined && row.merchant !== narrowing.merchant) return false;
  if (narrowing.categoryId !== undefined) {
    if (narrowing.categoryId === null) return row.category_id === null;
    return row.category_id !== null && (narrowing.categoryIds ?? [narrowing.categoryId]).includes(row.category_id);
  }
  return true;
}

function spendLines(
  t: ChatTexts,
  company: Company,
  rows: readonly ExpenseRow[],
  categories: readonly CategoryRow[],
  groupBy: SpendGroup,
  period: Period,
  narrowing: Narrowing,
): SpendLine[] {
  const lines = new Map<string, SpendLine>();
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  for (const row of inPeriod(rows, period).filter((row) => matches(row, narrowing))) {
    let key: string;
    let label: string;
    let lineNarrowing: Narrowing = narrowing;
    if (groupBy === 'category') {
      key = String(row.category_id);
      label = row.category_id === null ? t.notCoded : (categoryName.get(row.category_id) ?? t.categoryNumber(row.category_id));
      lineNarrowing = { ...narrowing, categoryId: row.category_id, categoryIds: undefined };
    } else if (groupBy === 'merchant') {
      key = row.merchant;
      label = row.merchant;
      lineNarrowing = { ...narrowing, merchant: row.merchant };
    } else if (groupBy === 'person') {
      key = String(row.member?.id ?? 'none');
      label = row.member?.name ?? t.removedPerson;
      if (row.member) lineNarrowing = { ...narrowing, memberId: row.member.id };
    } else {
      key = company.id;
      label = company.name;
    }
    const id = `${key}|${row.currency}`;
    const line = lines.get(id);
    if (line) {
      line.amount += row.amount;
      line.count += 1;
    } else {
      lines.set(id, { company, key, label, currency: row.currency, amount: row.amount, count: 1, ...spentFilter(period, lineNarrowing) });
    }
  }
  return [...lines.values()].map((line) => ({ ...line, amount: roundCents(line.amount) }));
}

/** The narrowing's parts as the reply names them ('by Lina Saeed', 'at Emirates', 'in the category Fuel'). */
function describeNarrowing(t: ChatTexts, narrowing: Narrowing[]): string[] {
  const parts = new Set<string>();
  for (const entry of narrowing) {
    if (entry.memberName) parts.add(t.byPerson(entry.memberName));
    if (entry.merchant) parts.add(t.atMerchant(entry.merchant));
    if (entry.categoryName) parts.add(t.inCategory(entry.categoryName));
  }
  return [...parts];
}

export async function spendAnswer(
  query: Extract<Query, { kind: 'spend' }>,
  reader: SpendReader,
  today: string,
  question: string,
  book: CitationBook,
  t: ChatTexts,
  locale: ChatLocale,
): Promise<Answer> {
  const period = resolvePeriod(query.period, today, locale);
  const before = query.compare ? previousPeriod(query.period, today, locale) : null;
  const needsCategories = query.groupBy === 'category' || Boolean(query.filters.category) || !query.filters.person;
  const reads = await readEachCompany(reader, query.filters.company, question, async (company) => ({
    read: await reader.expenses(company.id),
    categories: needsCategories ? await reader.categories(company.id) : ({ ok: true, rows: [] } as Read<CategoryRow>),
  }));
  if (!reads) return noCompanyAnswer(t, query.filters.company);
  const current: SpendLine[] = [];
  const previous: SpendLine[] = [];
  const narrowings: Narrowing[] = [];
  const found = reads.map(({ read, categories }) => {
    if (!read.ok) return null;
    const categoryRows = categories.ok ? categories.rows : [];
    return { categoryRows, narrowing: narrowingFor(read.rows, categoryRows, query.filters, question) };
  });
  // A person, merchant or category named in the question and found in one company leaves out the companies without it.
  const named = (key: keyof Narrowing) => found.some((entry) => entry?.narrowing?.[key] !== undefined);
  const dimensions = (['memberId', 'merchant', 'categoryId'] as const).filter(named);
  for (const [index, { company, read }] of reads.entries()) {
    const entry = found[index];
    if (!read.ok || !entry?.narrowing) continue;
    const { narrowing, categoryRows } = entry;
    if (dimensions.some((key) => narrowing[key] === undefined)) continue;
    narrowings.push(narrowing);
    current.push(...spendLines(t, company, read.rows, categoryRows, query.groupBy, period, narrowing));
    if (before) previous.push(...spendLines(t, company, read.rows, categoryRows, query.groupBy, before, narrowing));
  }
  const skipped = notReadable(
    t,
    reads.filter((entry) => !entry.read.ok).map((entry) => entry.company),
    'expenses',
  );
  const narrowed = describeNarrowing(t, narrowings);
  const what = t.spendWhat(narrowed);
  const range = t.range(period.from, period.to);
  if (current.length === 0 && previous.length === 0) {
    return { text: `${t.noSpend(narrowed, period.label, range)}${skipped}`, citations: [] };
  }
  const byAmount = (a: SpendLine, b: SpendLine) => b.amount - a.amount || a.label.localeCompare(b.label);
  const keyOf = (line: SpendLine) => `${line.company.id}|${line.key}|${line.currency}`;
  const lineName = (line: SpendLine) =>
    query.groupBy === 'company' || reads.length === 1 ? line.label : `${line.label} (${line.company.name})`;
  const lines: string[] = [];
  if (!before) {
    // Amounts in different currencies are never compared: the currency with the most lines first, then by amount.
    const linesPerCurrency = new Map<string, number>();
    for (const line of current) linesPerCurrency.set(line.currency, (linesPerCurrency.get(line.currency) ?? 0) + 1);
    const currencyRank = (currency: string) => -(linesPerCurrency.get(currency) ?? 0);
    const sorted = [...current].sort(
      (a, b) => currencyRank(a.currency) - currencyRank(b.currency) || a.currency.localeCompare(b.currency) || byAmount(a, b),
    );
    const shown = query.top
      ? sorted.filter((line, index) => sorted.slice(0, index).filter((other) => other.currency === line.currency).length < TOP_SIZE)
      : sorted.slice(0, LIST_SIZE);
    lines.push(t.spendHeading(what, period.label, range, query.groupBy, query.top));
    for (const line of shown) {
      const figure = t.spendFigure(t.money(line.amount, line.currency), line.count);
      const ref = book.cite(t.figureOf(lineName(line), figure, period.label), line.company, 'expenses', line.filter, {
        shown: line.shown,
      });
      lines.push(`• ${lineName(line)}: ${figure} ${ref}`);
    }
    if (sorted.length > shown.length) lines.push(t.more(sorted.length - shown.length));
  } else {
    const beforeRange = t.range(before.from, before.to);
    lines.push(t.compareHeading(what, period.label, range, before.label, beforeRange, query.groupBy));
    const previousByKey = new Map(previous.map((line) => [keyOf(line), line]));
    const currentKeys = new Set(current.map(keyOf));
    const rows = [
      ...current,
      ...previous.filter((line) => !currentKeys.has(keyOf(line))).map((line) => ({ ...line, amount: 0, count: 0, gone: true })),
    ];
    const changes = rows
      .map((line) => {
        const earlier = previousByKey.get(keyOf(line));
        return { line, earlier, change: roundCents(line.amount - (earlier?.amount ?? 0)) };
      })
      .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
    const shown = changes.slice(0, query.top ? TOP_SIZE : LIST_SIZE);
    for (const { line, earlier, change } of shown) {
      const cited = (entry: SpendLine, label: string) => {
        const amount = t.money(entry.amount, entry.currency);
        return `${amount} ${book.cite(t.figureOf(lineName(entry), amount, label), entry.company, 'expenses', entry.filter, { shown: entry.shown })}`;
      };
      const now = line.count > 0 ? cited(line, period.label) : t.nothing;
      const then = earlier ? cited(earlier, before.label) : t.nothing;
      const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'unchanged';
      const size =
        change === 0
          ? ''
          : t.changeSize(
              t.money(Math.abs(change), line.currency),
              earlier && earlier.amount > 0 ? `${change > 0 ? '+' : '-'}${t.percent(Math.abs(change) / earlier.amount)}` : undefined,
            );
      lines.push(t.changeLine(lineName(line), now, then, direction, size));
    }
    if (changes.length > shown.length) lines.push(t.more(changes.length - shown.length));
  }
  lines.push(t.spendFootnote);
  return { text: lines.join('\n') + skipped, citations: book.citations };
}
