/**
 * The embedded answer engine: a question → a `Query` (query.ts) → figures computed here from what
 * the reader returns (the admin API read as the user), each cited with the app list that shows it.
 * It never writes a number it did not compute; a question outside its intents is declined.
 */
import { approvalPriority, isUrgentItem, type ApprovalPriority } from '../../src/domain/approvalPriority.ts';
import { AWAITING_APPROVAL_STATUSES, awaitsApproval, dubaiDayOf, periodInstants } from '../../src/domain/dashboard.ts';
import { categoryWithChildren } from '../../src/domain/categoryTree.ts';
import { countsAsSpent, SPENT_EXPENSE_STATUSES } from '../../src/domain/spend.ts';
import type { BillRow, CategoryRow, Company, ExpenseRow, Read, SpendReader } from './apiReader.ts';
import { CitationBook, type Answer } from './citations.ts';
import { previousPeriod, resolvePeriod, type Period } from './period.ts';
import { parseQuestion, type Query, type SpendFilters, type SpendGroup } from './query.ts';
import { chatTexts, en, type ChatLocale, type ChatTexts, type ReadList } from './texts.ts';

/** How many groups or items an answer lists; the rest are counted. */
const LIST_SIZE = 8;
const TOP_SIZE = 5;
/** A card limit is nearly used from this share of it. */
export const NEARLY_USED_SHARE = 0.8;
/** An expense is unusual from this many times its company's median amount (same currency, same period)… */
export const UNUSUAL_TIMES_MEDIAN = 3;
/** …among at least this many expenses (fewer tell nothing about "usual"). */
const UNUSUAL_MIN_SAMPLE = 5;
const READ_CONCURRENCY = 4;

const round2 = (value: number) => Math.round(value * 100) / 100;

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}

/** The name written in `text` (case-insensitive, whole words), longest first; undefined when none. */
function nameIn(text: string, names: Iterable<string>): string | undefined {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}&]+/gu, ' ')} `;
  const found = [...new Set(names)]
    .filter((name) => name.trim().length >= 3)
    .filter((name) =>
      lower.includes(
        ` ${name
          .toLowerCase()
          .replace(/[^\p{L}\p{N}&]+/gu, ' ')
          .trim()} `,
      ),
    );
  return found.sort((a, b) => b.length - a.length)[0];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The companies a question (or a tool call) names, else all the user's. A company is named by its name or its first word. */
function pickCompanies(companies: Company[], wanted: string | undefined, question: string): Company[] {
  if (wanted) {
    const match = companies.filter((company) => company.name.toLowerCase().includes(wanted.trim().toLowerCase()));
    return match;
  }
  const named = companies.filter((company) => {
    const firstWord = company.name.split(/\s+/)[0];
    return nameIn(question, [company.name]) !== undefined || (firstWord.length >= 4 && nameIn(question, [firstWord]) !== undefined);
  });
  return named.length > 0 ? named : companies;
}

function notReadable(t: ChatTexts, companies: Company[], what: ReadList): string {
  if (companies.length === 0) return '';
  return t.notIncluded(
    companies.map((company) => company.name),
    what,
  );
}

type CompanyRead<T> = { company: Company; read: Read<T> };
const readable = <T>(reads: CompanyRead<T>[]) =>
  reads.filter((entry): entry is { company: Company; read: { ok: true; rows: T[] } } => entry.read.ok);
const unreadable = <T>(reads: CompanyRead<T>[]) => reads.filter((entry) => !entry.read.ok).map((entry) => entry.company);

// ---------------------------------------------------------------- spend

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

function spentFilter(period: Period, narrowing: Narrowing): { filter: Record<string, unknown>; shown: string[] } {
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

function inPeriod(expenses: readonly ExpenseRow[], period: Period): ExpenseRow[] {
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
  return [...lines.values()].map((line) => ({ ...line, amount: round2(line.amount) }));
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

async function spendAnswer(
  query: Extract<Query, { kind: 'spend' }>,
  reader: SpendReader,
  today: string,
  question: string,
  book: CitationBook,
  t: ChatTexts,
  locale: ChatLocale,
): Promise<Answer> {
  const companies = pickCompanies(await reader.companies(), query.filters.company, question);
  if (companies.length === 0) return { text: t.noCompany(query.filters.company), citations: [] };
  const period = resolvePeriod(query.period, today, locale);
  const before = query.compare ? previousPeriod(query.period, today, locale) : null;
  const needsCategories = query.groupBy === 'category' || Boolean(query.filters.category) || !query.filters.person;
  const reads = await mapLimited(companies, READ_CONCURRENCY, async (company) => ({
    company,
    read: await reader.expenses(company.id),
    categories: needsCategories ? await reader.categories(company.id) : ({ ok: true, rows: [] } as Read<CategoryRow>),
  }));
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
    query.groupBy === 'company' || companies.length === 1 ? line.label : `${line.label} (${line.company.name})`;
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
        return { line, earlier, change: round2(line.amount - (earlier?.amount ?? 0)) };
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

// ---------------------------------------------------------------- approvals

type ApprovalItem = {
  company: Company;
  type: 'Expense' | 'Bill';
  title: string;
  amount: number;
  currency: string;
  dueDate: string | null;
  status: string;
  priority: ApprovalPriority;
  overdue: boolean;
  recordId: number;
  /** What the list's search box finds the item by, in every language (a bill: its invoice number). */
  search: string;
};

const PRIORITY_RANK: Record<ApprovalPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

async function approvalsAnswer(
  query: Extract<Query, { kind: 'approvals' }>,
  reader: SpendReader,
  today: string,
  question: string,
  book: CitationBook,
  t: ChatTexts,
): Promise<Answer> {
  const companies = pickCompanies(await reader.companies(), query.filters.company, question);
  if (companies.length === 0) return { text: t.noCompany(query.filters.company), citations: [] };
  const reads = await mapLimited(companies, READ_CONCURRENCY, async (company) => ({
    company,
    expenses: await reader.expenses(company.id),
    bills: await reader.bills(company.id),
  }));
  const items: ApprovalItem[] = [];
  const perCompany: string[] = [];
  for (const { company, expenses, bills } of reads) {
    const parts: string[] = [];
    if (expenses.ok) {
      const waiting = expenses.rows.filter((row) => awaitsApproval(row.status));
      for (const row of waiting) {
        const priority = approvalPriority({ dueDate: null, amount: row.amount }, today);
        items.push({
          company,
          type: 'Expense',
          title: row.merchant,
          amount: row.amount,
          currency: row.currency,
          dueDate: null,
          status: row.status,
          priority,
          overdue: false,
          recordId: row.id,
          search: row.merchant,
        });
      }
      if (waiting.length > 0) {
        const text = t.expensesWaiting(waiting.length);
        parts.push(`${text} ${book.cite(`${company.name}: ${text}`, company, 'expenses', { status: [...AWAITING_APPROVAL_STATUSES] })}`);
      }
    }
    if (bills.ok) {
      const live = bills.rows.filter((row) => !row.is_void);
      const pending = live.filter((row) => row.approval_status === 'pending_approval');
      for (const row of pending) items.push(billItem(t, company, row, today));
      const overdue = live.filter((row) => row.is_overdue);
      for (const row of overdue.filter((row) => row.approval_status !== 'pending_approval')) items.push(billItem(t, company, row, today));
      if (pending.length > 0) {
        const text = t.billsWaiting(pending.length);
        parts.push(
          `${text} ${book.cite(`${company.name}: ${text}`, company, 'bills', { approval_status: ['pending_approval'], is_void: 0 })}`,
        );
      }
      if (overdue.length > 0) {
        const text = t.billsOverdue(overdue.length);
        parts.push(
          `${text} ${book.cite(`${company.name}: ${text}`, company, 'bills', { overdue: 1, is_void: 0 }, { shown: ['overdue'] })}`,
        );
      }
    }
    if (parts.length > 0) perCompany.push(`• ${company.name}: ${t.join(parts)}`);
  }
  const skippedExpenses = notReadable(
    t,
    reads.filter((r) => !r.expenses.ok).map((r) => r.company),
    'expenses',
  );
  const skippedBills = notReadable(
    t,
    reads.filter((r) => !r.bills.ok).map((r) => r.company),
    'bills',
  );
  if (items.length === 0) {
    return {
      text: `${t.nothingWaiting}${skippedExpenses}${skippedBills}`,
      citations: book.citations,
    };
  }
  const urgentCount = items.filter((item) =>
    isUrgentItem({ priority: item.priority, status: item.status === 'pending_approval' ? 'submitted' : item.status }),
  ).length;
  const sorted = [...items].sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
      (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
      b.amount - a.amount,
  );
  const lines = [t.approvalsSummary(items.length, urgentCount), ...perCompany, t.mostUrgentFirst];
  for (const item of sorted.slice(0, LIST_SIZE)) {
    const due = item.dueDate ? t.due(item.dueDate, item.overdue) : '';
    const figure = t.approvalFigure(t.itemType[item.type], item.title, t.money(item.amount, item.currency), due, t.priority[item.priority]);
    const ref =
      item.type === 'Bill'
        ? book.cite(`${figure} (${item.company.name})`, item.company, 'bills', { q: item.search }, { record_id: item.recordId })
        : book.cite(`${figure} (${item.company.name})`, item.company, 'expenses', { status: [item.status] }, { record_id: item.recordId });
    lines.push(`• ${figure} — ${item.company.name} ${ref}`);
  }
  if (sorted.length > LIST_SIZE) lines.push(t.more(sorted.length - LIST_SIZE));
  lines.push(t.priorityFootnote);
  return { text: lines.join('\n') + skippedExpenses + skippedBills, citations: book.citations };
}

function billItem(t: ChatTexts, company: Company, row: BillRow, today: string): ApprovalItem {
  const amount = row.approval_status === 'pending_approval' ? row.total : row.outstanding;
  return {
    company,
    type: 'Bill',
    title: t.billTitle(row.invoice_number, row.vendor_name),
    amount,
    currency: row.currency,
    dueDate: row.due_date,
    status: row.approval_status,
    priority: approvalPriority({ dueDate: row.due_date, amount }, today),
    overdue: row.is_overdue,
    recordId: row.id,
    search: row.invoice_number,
  };
}

// ---------------------------------------------------------------- limits

async function limitsAnswer(
  query: Extract<Query, { kind: 'limits' }>,
  reader: SpendReader,
  question: string,
  book: CitationBook,
  t: ChatTexts,
): Promise<Answer> {
  const companies = pickCompanies(await reader.companies(), query.filters.company, question);
  if (companies.length === 0) return { text: t.noCompany(query.filters.company), citations: [] };
  const reads = await mapLimited(companies, READ_CONCURRENCY, async (company) => ({ company, read: await reader.cards(company.id) }));
  const nearly = readable(reads).flatMap(({ company, read }) =>
    read.rows
      .filter((card) => card.status !== 'terminated' && card.limit?.mode === 'limit' && card.limit.amount > 0)
      .map((card) => ({ company, card, limit: card.limit!, share: card.limit!.spent / card.limit!.amount }))
      .filter((entry) => entry.share >= NEARLY_USED_SHARE),
  );
  const skipped = notReadable(t, unreadable(reads), 'cards');
  if (nearly.length === 0) return { text: `${t.noLimits(t.percent(NEARLY_USED_SHARE))}${skipped}`, citations: [] };
  nearly.sort((a, b) => b.share - a.share);
  const lines = [t.limitsIntro(nearly.length, t.percent(NEARLY_USED_SHARE))];
  for (const { company, card, limit, share } of nearly.slice(0, LIST_SIZE)) {
    const name = t.cardName(card.number.slice(-4), card.name);
    const figure = t.limitFigure(t.money(limit.spent, limit.currency), t.money(limit.amount, limit.currency), t.percent(share));
    const ref = book.cite(`${name}: ${figure}`, company, 'cards', { status: [card.status] }, { record_id: card.id });
    lines.push(t.limitLine(name, company.name, figure, ref));
  }
  if (nearly.length > LIST_SIZE) lines.push(t.more(nearly.length - LIST_SIZE));
  return { text: lines.join('\n') + skipped, citations: book.citations };
}

// ---------------------------------------------------------------- unusual spend

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function unusualAnswer(
  query: Extract<Query, { kind: 'unusual' }>,
  reader: SpendReader,
  today: string,
  question: string,
  book: CitationBook,
  t: ChatTexts,
  locale: ChatLocale,
): Promise<Answer> {
  const companies = pickCompanies(await reader.companies(), query.filters.company, question);
  if (companies.length === 0) return { text: t.noCompany(query.filters.company), citations: [] };
  const period = resolvePeriod(query.period, today, locale);
  const reads = await mapLimited(companies, READ_CONCURRENCY, async (company) => ({ company, read: await reader.expenses(company.id) }));
  const found: { company: Company; row: ExpenseRow; usual: number; times: number }[] = [];
  for (const { company, read } of readable(reads)) {
    const spent = inPeriod(read.rows, period);
    for (const currency of new Set(spent.map((row) => row.currency))) {
      const rows = spent.filter((row) => row.currency === currency);
      if (rows.length < UNUSUAL_MIN_SAMPLE) continue;
      const usual = round2(median(rows.map((row) => row.amount)));
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
    const ref = book.cite(
      `${figure} (${company.name})`,
      company,
      'expenses',
      { status: [...SPENT_EXPENSE_STATUSES], amount_from: row.amount, amount_to: row.amount, spent_from: day, spent_until: day },
      { record_id: row.id, shown: ['amount_from', 'amount_to'] },
    );
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

// ---------------------------------------------------------------- entry points

/** One query's answer (a tool call of the model, or the engine's own reading of the question). */
export async function runQuery(
  query: Query,
  reader: SpendReader,
  options: { today: string; question?: string; firstRef?: number; locale?: ChatLocale },
): Promise<Answer> {
  const book = new CitationBook(options.firstRef);
  const question = options.question ?? '';
  const locale = options.locale ?? 'en';
  const t = chatTexts(locale);
  switch (query.kind) {
    case 'decline':
      return { text: t.declines[query.reason], citations: [] };
    case 'spend':
      return spendAnswer(query, reader, options.today, question, book, t, locale);
    case 'approvals':
      return approvalsAnswer(query, reader, options.today, question, book, t);
    case 'limits':
      return limitsAnswer(query, reader, question, book, t);
    case 'unusual':
      return unusualAnswer(query, reader, options.today, question, book, t, locale);
  }
}

/** The embedded engine's whole answer to a question (read in English or Arabic), written in `locale`. */
export function answerQuestion(question: string, reader: SpendReader, today: string, locale: ChatLocale = 'en'): Promise<Answer> {
  return runQuery(parseQuestion(question, today), reader, { today, question, locale });
}

export const DECLINE_TEXT = en.declines.outside;
