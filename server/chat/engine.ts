/**
 * The embedded answer engine: a question → a `Query` (query.ts) → figures computed here from what
 * the reader returns (the admin API read as the user), each cited with the app list that shows it.
 * It never writes a number it did not compute; a question outside its intents is declined.
 */
import { approvalPriority, isUrgentItem, type ApprovalPriority } from '../../src/domain/approvalPriority.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { AWAITING_APPROVAL_STATUSES, awaitsApproval, dubaiDayOf, periodInstants } from '../../src/domain/dashboard.ts';
import { countsAsSpent, SPENT_EXPENSE_STATUSES } from '../../src/domain/spend.ts';
import type { BillRow, CategoryRow, Company, ExpenseRow, Read, SpendReader } from './apiReader.ts';
import { CitationBook, type Answer } from './citations.ts';
import { displayDay, previousPeriod, resolvePeriod, type Period } from './period.ts';
import { parseQuestion, type DeclineReason, type Query, type SpendFilters, type SpendGroup } from './query.ts';

const CAPABILITIES =
  'I can answer questions about spend and approvals across your companies: totals and changes by company, category, merchant, person and period; top spenders; what is urgent or overdue; which card limits are nearly used; and unusual spend.';

const DECLINES: Record<DeclineReason, string> = {
  outside: `I can't answer that. ${CAPABILITIES}`,
  forecast: `I can't answer that: I only report what was spent or is waiting for a decision, never a forecast. ${CAPABILITIES}`,
  conversion: `I can't answer that: totals are kept per currency and never converted. ${CAPABILITIES}`,
};

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

const money = (amount: number, currency: string) => formatMoney(amount, currency, 'en');
const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (share: number) => `${Math.round(share * 100)}%`;

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

function notReadable(companies: Company[], what: string): string {
  if (companies.length === 0) return '';
  return `\nNot included: ${companies.map((company) => company.name).join(', ')} (you may not read ${what} there).`;
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

type Narrowing = { memberId?: number; memberName?: string; merchant?: string; categoryId?: number | null; categoryName?: string };

function spentFilter(period: Period, narrowing: Narrowing): { filter: Record<string, unknown>; shown: string[] } {
  const filter: Record<string, unknown> = { status: [...SPENT_EXPENSE_STATUSES], spent_from: period.from, spent_until: period.to };
  const shown: string[] = [];
  if (narrowing.memberId !== undefined) {
    filter.member_id = [narrowing.memberId];
    shown.push('member_id');
  }
  if (narrowing.merchant !== undefined) filter.q = narrowing.merchant;
  if (narrowing.categoryId !== undefined) {
    if (narrowing.categoryId === null) filter.coded = 0;
    else filter.category_id = [narrowing.categoryId];
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
  const merchant = filters.merchant ? merchants.find((name) => sameName(name, filters.merchant!)) : nameIn(question, merchants);
  if (filters.merchant && !merchant) return null;
  if (merchant) narrowing.merchant = merchant;
  const categoryName = filters.category
    ? categories.find((category) => sameName(category.name, filters.category!))?.name
    : nameIn(
        question,
        categories.map((category) => category.name),
      );
  if (filters.category && !categoryName) return null;
  if (categoryName) Object.assign(narrowing, { categoryId: categories.find((c) => c.name === categoryName)!.id, categoryName });
  return narrowing;
}

function matches(row: ExpenseRow, narrowing: Narrowing): boolean {
  if (narrowing.memberId !== undefined && row.member?.id !== narrowing.memberId) return false;
  if (narrowing.merchant !== undefined && !sameName(row.merchant, narrowing.merchant)) return false;
  if (narrowing.categoryId !== undefined && row.category_id !== narrowing.categoryId) return false;
  return true;
}

function spendLines(
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
      label = row.category_id === null ? 'Not coded to a category' : (categoryName.get(row.category_id) ?? `Category ${row.category_id}`);
      lineNarrowing = { ...narrowing, categoryId: row.category_id };
    } else if (groupBy === 'merchant') {
      key = row.merchant.toLowerCase();
      label = row.merchant;
      lineNarrowing = { ...narrowing, merchant: row.merchant };
    } else if (groupBy === 'person') {
      key = String(row.member?.id ?? 'none');
      label = row.member?.name ?? 'A removed person';
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

function describeNarrowing(narrowing: Narrowing[]): string {
  const parts = new Set<string>();
  for (const entry of narrowing) {
    if (entry.memberName) parts.add(`by ${entry.memberName}`);
    if (entry.merchant) parts.add(`at ${entry.merchant}`);
    if (entry.categoryName) parts.add(`in the category ${entry.categoryName}`);
  }
  return parts.size > 0 ? ` ${[...parts].join(' ')}` : '';
}

const GROUP_WORDS: Record<SpendGroup, string> = { company: 'company', category: 'category', merchant: 'merchant', person: 'person' };

async function spendAnswer(
  query: Extract<Query, { kind: 'spend' }>,
  reader: SpendReader,
  today: string,
  question: string,
  book: CitationBook,
): Promise<Answer> {
  const companies = pickCompanies(await reader.companies(), query.filters.company, question);
  if (companies.length === 0) return { text: noCompanyText(query.filters.company), citations: [] };
  const period = resolvePeriod(query.period, today);
  const before = query.compare ? previousPeriod(query.period, today) : null;
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
    current.push(...spendLines(company, read.rows, categoryRows, query.groupBy, period, narrowing));
    if (before) previous.push(...spendLines(company, read.rows, categoryRows, query.groupBy, before, narrowing));
  }
  const skipped = notReadable(
    reads.filter((entry) => !entry.read.ok).map((entry) => entry.company),
    'expenses',
  );
  const what = `Spend${describeNarrowing(narrowings)}`;
  const range = `${displayDay(period.from)}–${displayDay(period.to)}`;
  if (current.length === 0 && previous.length === 0) {
    return {
      text: `I found no spend${describeNarrowing(narrowings)} in ${period.label} (${range}) in the companies you can see.${skipped}`,
      citations: [],
    };
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
    const heading = query.top ? `Top by ${GROUP_WORDS[query.groupBy]}, per currency` : `By ${GROUP_WORDS[query.groupBy]}`;
    lines.push(`${what} in ${period.label} (${range}). ${heading}:`);
    for (const line of shown) {
      const figure = `${money(line.amount, line.currency)} in ${line.count} ${line.count === 1 ? 'expense' : 'expenses'}`;
      const ref = book.cite(`${lineName(line)}: ${figure}, ${period.label}`, line.company, 'expenses', line.filter, { shown: line.shown });
      lines.push(`• ${lineName(line)}: ${figure} ${ref}`);
    }
    if (sorted.length > shown.length) lines.push(`…and ${sorted.length - shown.length} more.`);
  } else {
    const beforeRange = `${displayDay(before.from)}–${displayDay(before.to)}`;
    lines.push(`${what} in ${period.label} (${range}) against ${before.label} (${beforeRange}), by ${GROUP_WORDS[query.groupBy]}:`);
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
      const now =
        line.count > 0
          ? `${money(line.amount, line.currency)} ${book.cite(`${lineName(line)}: ${money(line.amount, line.currency)}, ${period.label}`, line.company, 'expenses', line.filter, { shown: line.shown })}`
          : 'nothing';
      const then = earlier
        ? `${money(earlier.amount, earlier.currency)} ${book.cite(`${lineName(earlier)}: ${money(earlier.amount, earlier.currency)}, ${before.label}`, earlier.company, 'expenses', earlier.filter, { shown: earlier.shown })}`
        : 'nothing';
      const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'unchanged';
      const size =
        change === 0
          ? ''
          : ` ${money(Math.abs(change), line.currency)}${earlier && earlier.amount > 0 ? ` (${change > 0 ? '+' : '-'}${percent(Math.abs(change) / earlier.amount)})` : ''}`;
      lines.push(`• ${lineName(line)}: ${now} against ${then}: ${direction}${size}`);
    }
    if (changes.length > shown.length) lines.push(`…and ${changes.length - shown.length} more.`);
  }
  lines.push('Amounts are per currency, never converted; spend counts approved and settled expenses.');
  return { text: lines.join('\n') + skipped, citations: book.citations };
}

function noCompanyText(wanted?: string): string {
  return wanted ? `None of the companies you can see is named "${wanted}".` : 'You have no company whose data I can read.';
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
};

const PRIORITY_RANK: Record<ApprovalPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };
const PRIORITY_LABEL: Record<ApprovalPriority, string> = { urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low' };

async function approvalsAnswer(
  query: Extract<Query, { kind: 'approvals' }>,
  reader: SpendReader,
  today: string,
  question: string,
  book: CitationBook,
): Promise<Answer> {
  const companies = pickCompanies(await reader.companies(), query.filters.company, question);
  if (companies.length === 0) return { text: noCompanyText(query.filters.company), citations: [] };
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
        });
      }
      if (waiting.length > 0) {
        const text = `${waiting.length} ${waiting.length === 1 ? 'expense' : 'expenses'} waiting for approval`;
        parts.push(`${text} ${book.cite(`${company.name}: ${text}`, company, 'expenses', { status: [...AWAITING_APPROVAL_STATUSES] })}`);
      }
    }
    if (bills.ok) {
      const live = bills.rows.filter((row) => !row.is_void);
      const pending = live.filter((row) => row.approval_status === 'pending_approval');
      for (const row of pending) items.push(billItem(company, row, today));
      const overdue = live.filter((row) => row.is_overdue);
      for (const row of overdue.filter((row) => row.approval_status !== 'pending_approval')) items.push(billItem(company, row, today));
      if (pending.length > 0) {
        const text = `${pending.length} ${pending.length === 1 ? 'bill' : 'bills'} waiting for approval`;
        parts.push(`${text} ${book.cite(`${company.name}: ${text}`, company, 'bills', { approval_status: ['pending_approval'] })}`);
      }
      if (overdue.length > 0) {
        const text = `${overdue.length} ${overdue.length === 1 ? 'bill' : 'bills'} overdue`;
        parts.push(`${text} ${book.cite(`${company.name}: ${text}`, company, 'bills', { overdue: 1 }, { shown: ['overdue'] })}`);
      }
    }
    if (parts.length > 0) perCompany.push(`• ${company.name}: ${parts.join(', ')}`);
  }
  const skippedExpenses = notReadable(
    reads.filter((r) => !r.expenses.ok).map((r) => r.company),
    'expenses',
  );
  const skippedBills = notReadable(
    reads.filter((r) => !r.bills.ok).map((r) => r.company),
    'bills',
  );
  if (items.length === 0) {
    return {
      text: `Nothing is waiting for approval or overdue in the companies you can see.${skippedExpenses}${skippedBills}`,
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
  const lines = [
    `${items.length} ${items.length === 1 ? 'item is' : 'items are'} waiting for approval or overdue; ${urgentCount} of them ${urgentCount === 1 ? 'is an urgent item' : 'are urgent items'} (priority Urgent, or still submitted).`,
    ...perCompany,
    'Most urgent first:',
  ];
  for (const item of sorted.slice(0, LIST_SIZE)) {
    const due = item.dueDate ? `, due ${displayDay(item.dueDate)}${item.overdue ? ' (overdue)' : ''}` : '';
    const figure = `${item.type} ${item.title}, ${money(item.amount, item.currency)}${due}, ${PRIORITY_LABEL[item.priority]}`;
    const ref =
      item.type === 'Bill'
        ? book.cite(`${figure} (${item.company.name})`, item.company, 'bills', { q: item.title }, { record_id: item.recordId })
        : book.cite(`${figure} (${item.company.name})`, item.company, 'expenses', { status: [item.status] }, { record_id: item.recordId });
    lines.push(`• ${figure} — ${item.company.name} ${ref}`);
  }
  if (sorted.length > LIST_SIZE) lines.push(`…and ${sorted.length - LIST_SIZE} more.`);
  lines.push('Priority follows the due date and the amount (overdue or from AED 500,000: Urgent).');
  return { text: lines.join('\n') + skippedExpenses + skippedBills, citations: book.citations };
}

function billItem(company: Company, row: BillRow, today: string): ApprovalItem {
  const amount = row.approval_status === 'pending_approval' ? row.total : row.outstanding;
  return {
    company,
    type: 'Bill',
    title: `${row.invoice_number} from ${row.vendor_name}`,
    amount,
    currency: row.currency,
    dueDate: row.due_date,
    status: row.approval_status,
    priority: approvalPriority({ dueDate: row.due_date, amount }, today),
    overdue: row.is_overdue,
    recordId: row.id,
  };
}

// ---------------------------------------------------------------- limits

async function limitsAnswer(
  query: Extract<Query, { kind: 'limits' }>,
  reader: SpendReader,
  question: string,
  book: CitationBook,
): Promise<Answer> {
  const companies = pickCompanies(await reader.companies(), query.filters.company, question);
  if (companies.length === 0) return { text: noCompanyText(query.filters.company), citations: [] };
  const reads = await mapLimited(companies, READ_CONCURRENCY, async (company) => ({ company, read: await reader.cards(company.id) }));
  const nearly = readable(reads).flatMap(({ company, read }) =>
    read.rows
      .filter((card) => card.status !== 'terminated' && card.limit?.mode === 'limit' && card.limit.amount > 0)
      .map((card) => ({ company, card, limit: card.limit!, share: card.limit!.spent / card.limit!.amount }))
      .filter((entry) => entry.share >= NEARLY_USED_SHARE),
  );
  const skipped = notReadable(unreadable(reads), 'cards');
  if (nearly.length === 0) {
    return {
      text: `No card has used ${percent(NEARLY_USED_SHARE)} or more of its own limit in the companies you can see.${skipped}`,
      citations: [],
    };
  }
  nearly.sort((a, b) => b.share - a.share);
  const lines = [
    `${nearly.length} ${nearly.length === 1 ? 'card has used' : 'cards have used'} ${percent(NEARLY_USED_SHARE)} or more of ${nearly.length === 1 ? 'its' : 'their'} own limit:`,
  ];
  for (const { company, card, limit, share } of nearly.slice(0, LIST_SIZE)) {
    const name = `Card •••• ${card.number.slice(-4)} (${card.name})`;
    const figure = `${money(limit.spent, limit.currency)} of ${money(limit.amount, limit.currency)} used, ${percent(share)}`;
    lines.push(
      `• ${name}, ${company.name}: ${figure} ${book.cite(`${name}: ${figure}`, company, 'cards', { status: [card.status] }, { record_id: card.id })}`,
    );
  }
  if (nearly.length > LIST_SIZE) lines.push(`…and ${nearly.length - LIST_SIZE} more.`);
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
): Promise<Answer> {
  const companies = pickCompanies(await reader.companies(), query.filters.company, question);
  if (companies.length === 0) return { text: noCompanyText(query.filters.company), citations: [] };
  const period = resolvePeriod(query.period, today);
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
  const skipped = notReadable(unreadable(reads), 'expenses');
  const range = `${displayDay(period.from)}–${displayDay(period.to)}`;
  if (found.length === 0) {
    return {
      text: `No expense in ${period.label} (${range}) is ${UNUSUAL_TIMES_MEDIAN} times or more its company's median expense.${skipped}`,
      citations: [],
    };
  }
  found.sort((a, b) => b.times - a.times);
  const lines = [
    `${found.length} ${found.length === 1 ? 'expense' : 'expenses'} in ${period.label} (${range}) ${found.length === 1 ? 'is' : 'are'} ${UNUSUAL_TIMES_MEDIAN} times or more ${found.length === 1 ? 'its' : 'their'} company's median expense in the same currency:`,
  ];
  const medianRefs = new Map<string, string>();
  for (const { company, row, usual, times } of found.slice(0, TOP_SIZE)) {
    const day = dubaiDayOf(row.spent_at);
    const who = row.member ? ` by ${row.member.name}` : '';
    const figure = `${row.merchant}, ${money(row.amount, row.currency)} on ${displayDay(day)}${who}`;
    const ref = book.cite(
      `${figure} (${company.name})`,
      company,
      'expenses',
      { amount_from: row.amount, amount_to: row.amount, spent_from: day, spent_until: day },
      { record_id: row.id, shown: ['amount_from', 'amount_to'] },
    );
    const medianKey = `${company.id}|${row.currency}`;
    let medianRef = medianRefs.get(medianKey);
    if (!medianRef) {
      medianRef = book.cite(
        `${company.name}: spend in ${period.label}, median expense ${money(usual, row.currency)}`,
        company,
        'expenses',
        spentFilter(period, {}).filter,
      );
      medianRefs.set(medianKey, medianRef);
    }
    lines.push(
      `• ${figure}, ${company.name} ${ref}: ${(Math.floor(times * 10) / 10).toFixed(1)} times the median of ${money(usual, row.currency)} ${medianRef}`,
    );
  }
  if (found.length > TOP_SIZE) lines.push(`…and ${found.length - TOP_SIZE} more.`);
  return { text: lines.join('\n') + skipped, citations: book.citations };
}

// ---------------------------------------------------------------- entry points

/** One query's answer (a tool call of the model, or the engine's own reading of the question). */
export async function runQuery(
  query: Query,
  reader: SpendReader,
  options: { today: string; question?: string; firstRef?: number },
): Promise<Answer> {
  const book = new CitationBook(options.firstRef);
  const question = options.question ?? '';
  switch (query.kind) {
    case 'decline':
      return { text: DECLINES[query.reason], citations: [] };
    case 'spend':
      return spendAnswer(query, reader, options.today, question, book);
    case 'approvals':
      return approvalsAnswer(query, reader, options.today, question, book);
    case 'limits':
      return limitsAnswer(query, reader, question, book);
    case 'unusual':
      return unusualAnswer(query, reader, options.today, question, book);
  }
}

/** The embedded engine's whole answer to a question. */
export function answerQuestion(question: string, reader: SpendReader, today: string): Promise<Answer> {
  return runQuery(parseQuestion(question, today), reader, { today, question });
}

export const DECLINE_TEXT = DECLINES.outside;
